#!/usr/bin/env python3
"""check_lessons.py QKV — every bundled lesson run by `qkv lesson FILE --set NAME=VALUE` prints what real PyTorch
printed for the same file with the same values written in (tests/lessons/expected/*.json, made by
generate_expected.py): stdout byte for byte, the exit status and the error's last line. Also: every lesson's
annotations parse, and each lesson has its expectations."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LESSONS = os.path.join(ROOT, "assets", "lessons")
EXPECTED = os.path.join(ROOT, "tests", "lessons", "expected")


def check_run(qkv, lesson, run):
    command = [qkv, "lesson", os.path.join(LESSONS, lesson + ".py")]
    for name, value in run["set"].items():
        command += ["--set", f"{name}={value}"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    last = done.stderr.strip().split("\n")[-1] if done.stderr.strip() else ""
    problems = []
    if done.stdout != run["stdout"]:
        problems.append(f"stdout differs:\n--- qkv\n{done.stdout}--- torch\n{run['stdout']}")
    if done.returncode != run["exit"] or last != run["stderr_last_line"]:
        problems.append(f"exit {done.returncode} ({last!r}), torch: exit {run['exit']} ({run['stderr_last_line']!r})")
    where = " ".join(command[3:]) or "as written"
    return [f"{lesson} {where}: {problem}" for problem in problems]


# A bad lesson file or setting: exit 2 and one clear line naming the line or the knob.
BAD = [
    ("n = 5000  #@param {type:\"slider\", min:1, max:10}\n", [], ":1: the value written for n takes a number from 1 to 10"),
    ("x = 1\n#@params\n", [], ":2: unknown annotation #@params"),
    ("n = 5  #@param {type:\"slider\", min:1, max:10}\nprint(n)\n", ["--set", "n=11"],
     "qkv lesson: n takes a number from 1 to 10; 11 is not one"),
    ("n = 5  #@param {type:\"integer\"}\n", ["--set", "m=1"], "qkv lesson: --set m=1: the lesson has no parameter m (it has n)"),
]


def check_bad_files(qkv):
    import tempfile
    failures = []
    for source, arguments, says in BAD:
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as lesson:
            lesson.write(source)
        done = subprocess.run([qkv, "lesson", lesson.name] + arguments, capture_output=True, text=True)
        os.unlink(lesson.name)
        if done.returncode != 2 or says not in done.stderr or done.stdout:
            failures.append(f"bad lesson {source!r} {arguments}: exit {done.returncode}, stderr {done.stderr!r}")
    done = subprocess.run([qkv, "lesson", "/nonexistent/lesson.py"], capture_output=True, text=True)
    if done.returncode != 2 or "can't open file '/nonexistent/lesson.py'" not in done.stderr:
        failures.append(f"a missing lesson file: exit {done.returncode}, stderr {done.stderr!r}")
    return failures


def main():
    qkv = sys.argv[1]
    lessons = sorted(f[:-3] for f in os.listdir(LESSONS) if f.endswith(".py"))
    failures, runs = check_bad_files(qkv), 0
    for lesson in lessons:
        path = os.path.join(EXPECTED, lesson + ".json")
        if not os.path.exists(path):
            failures.append(f"{lesson}: no expectations (run /usr/bin/python3 tests/lessons/generate_expected.py {lesson})")
            continue
        listed = subprocess.run([qkv, "lesson", os.path.join(LESSONS, lesson + ".py"), "--params"],
                                capture_output=True, text=True)
        if listed.returncode != 0 or not listed.stdout:
            failures.append(f"{lesson}: its annotations do not parse or it has no knobs: {listed.stderr.strip()}")
        with open(path) as file:
            expected = json.load(file)
        for run in expected["runs"]:
            runs += 1
            failures += check_run(qkv, lesson, run)
    for failure in failures:
        print("FAIL", failure)
    print(f"lessons: {len(lessons)} lessons, {runs} runs, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
