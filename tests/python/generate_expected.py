#!/usr/bin/python3
"""Generates the expected results of the interpreter corpus by running each program with real Python + torch.

For every tests/python/corpus/NAME.py this writes, next to it:
  NAME.stdout     exactly what the program printed on stdout
  NAME.stderr     the last line of what it printed on stderr (Python's last traceback line), or empty
  NAME.exit       its exit status
Run with Debian's interpreter, which has python3-torch:  /usr/bin/python3 tests/python/generate_expected.py [NAME ...]
(with names, only those programs, e.g. `decorators` for corpus/decorators.py).
Never edit the generated files by hand; change the program and regenerate.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")


def main():
    try:
        import torch  # noqa: F401  (the expectations are meaningless without real torch)
    except ImportError:
        sys.exit("generate_expected.py: this interpreter has no torch; run it with /usr/bin/python3")
    programs = sorted(name for name in os.listdir(CORPUS) if name.endswith(".py"))
    if len(sys.argv) > 1:
        wanted = {name if name.endswith(".py") else name + ".py" for name in sys.argv[1:]}
        missing = wanted - set(programs)
        if missing:
            sys.exit("generate_expected.py: no such program in the corpus: " + ", ".join(sorted(missing)))
        programs = sorted(wanted)
    for name in programs:
        stem = os.path.join(CORPUS, name[:-3])
        completed = subprocess.run([sys.executable, name], cwd=CORPUS, capture_output=True, timeout=120,
                                   env=dict(os.environ, PYTHONHASHSEED="0", PYTHONWARNINGS="ignore"))
        stderr_lines = completed.stderr.decode("utf-8").rstrip("\n").split("\n")
        with open(stem + ".stdout", "wb") as handle:
            handle.write(completed.stdout)
        with open(stem + ".stderr", "w") as handle:
            handle.write(stderr_lines[-1] + "\n" if completed.returncode != 0 else "")
        with open(stem + ".exit", "w") as handle:
            handle.write("%d\n" % completed.returncode)
    print("generated expectations for %d programs" % len(programs))


if __name__ == "__main__":
    main()
