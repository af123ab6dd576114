#!/usr/bin/python3
"""Generates the expected results of the interpreter corpus by running each program with real Python + torch.

For every tests/python/corpus/NAME.py this writes, next to it:
  NAME.stdout     exactly what the program printed on stdout
  NAME.stderr     the last line of what it printed on stderr (Python's last traceback line), or empty
  NAME.exit       its exit status
and for each of the lesson's examples, assets/examples/NAME.py, what it printed: NAME.out (it must not fail).
Run with Debian's interpreter, which has python3-torch and python3-matplotlib (drawn with Agg, no window):  /usr/bin/python3 tests/python/generate_expected.py [NAME ...]
(with names, only those programs, e.g. `decorators` for corpus/decorators.py or `3-example`).
Never edit the generated files by hand; change the program and regenerate.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")
EXAMPLES = os.path.join(HERE, "..", "..", "assets", "examples")


def run(folder, name):
    return subprocess.run([sys.executable, name], cwd=folder, capture_output=True, timeout=120,
                          env=dict(os.environ, PYTHONHASHSEED="0", PYTHONWARNINGS="ignore", MPLBACKEND="Agg"))


def write_corpus_expectation(name):
    stem = os.path.join(CORPUS, name[:-3])
    completed = run(CORPUS, name)
    stderr_lines = completed.stderr.decode("utf-8").rstrip("\n").split("\n")
    with open(stem + ".stdout", "wb") as handle:
        handle.write(completed.stdout)
    with open(stem + ".stderr", "w") as handle:
        handle.write(stderr_lines[-1] + "\n" if completed.returncode != 0 else "")
    with open(stem + ".exit", "w") as handle:
        handle.write("%d\n" % completed.returncode)


def write_example_output(name):
    completed = run(EXAMPLES, name)
    if completed.returncode != 0:
        sys.exit("generate_expected.py: the lesson's example %s failed:\n%s" % (name, completed.stderr.decode("utf-8")))
    with open(os.path.join(EXAMPLES, name[:-3] + ".out"), "wb") as handle:
        handle.write(completed.stdout)


def main():
    try:
        import torch  # noqa: F401  (the expectations are meaningless without real torch)
    except ImportError:
        sys.exit("generate_expected.py: this interpreter has no torch; run it with /usr/bin/python3")
    programs = sorted(name for name in os.listdir(CORPUS) if name.endswith(".py"))
    examples = sorted(name for name in os.listdir(EXAMPLES) if name.endswith(".py"))
    if len(sys.argv) > 1:
        wanted = {name if name.endswith(".py") else name + ".py" for name in sys.argv[1:]}
        missing = wanted - set(programs) - set(examples)
        if missing:
            sys.exit("generate_expected.py: no such program in the corpus: " + ", ".join(sorted(missing)))
        programs = sorted(wanted & set(programs))
        examples = sorted(wanted & set(examples))
    for name in programs:
        write_corpus_expectation(name)
    for name in examples:
        write_example_output(name)
    print("generated expectations for %d programs" % (len(programs) + len(examples)))


if __name__ == "__main__":
    main()
