#!/usr/bin/env python3
"""generate_expected.py — what real PyTorch prints for every bundled lesson (assets/lessons/*.py), with its knobs
at their written values and at each knob's other interesting values (a slider's ends and middle, a toggle's other
side, every choice), one knob changed at a time. Writes tests/lessons/expected/NAME.json, which check_lessons.py
compares `qkv lesson FILE --set NAME=VALUE` with.

Run with Debian's Python, which has torch:  /usr/bin/python3 tests/lessons/generate_expected.py [NAME ...]
A path to a .py file instead of a NAME writes FILE.json next to it (the browser tests' own lesson files).
The values are written into the file by this script's own reading of the annotations (not the playground's), so
the comparison also checks how the playground rewrites a line."""
import ast
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LESSONS = os.path.join(ROOT, "assets", "lessons")
EXPECTED = os.path.join(ROOT, "tests", "lessons", "expected")
PARAM = re.compile(r"^(\w+)(\s*=\s*)(.*?)(\s*#@param\b.*)$")


def annotation_of(comment):
    text = comment.strip()[len("#@param"):].strip()
    if text.startswith("["):
        return {"type": "choice", "options": ast.literal_eval(text[:text.index("]") + 1])}
    if not text:
        return {"type": "raw"}
    return json.loads(re.sub(r"([\w-]+)\s*:", r'"\1":', text))


def values_to_try(default, annotation):
    kind = annotation.get("type", "raw")
    value = ast.literal_eval(default)
    if kind == "slider":
        low, high, step = annotation["min"], annotation["max"], annotation.get("step", 1)
        middle = low + step * round((high - low) / step / 2)
        # A knob written as a float stays one, as the playground writes it (4 becomes 4.0).
        return [type(value)(v) if isinstance(value, float) else v for v in (low, middle, high)]
    if kind == "boolean":
        return [not value]
    if kind == "choice":
        return [option for option in annotation["options"] if option != value]
    if kind == "integer":
        return [value + 1]
    return []


def run_with(source, settings):
    lines = source.split("\n")
    for index, line in enumerate(lines):
        match = PARAM.match(line)
        if match and match.group(1) in settings:
            lines[index] = match.group(1) + match.group(2) + repr(settings[match.group(1)]) + match.group(4)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as program:
        program.write("\n".join(lines))
    env = dict(os.environ, ATEN_CPU_CAPABILITY="avx2", OMP_NUM_THREADS="1")
    try:
        done = subprocess.run([sys.executable, program.name], capture_output=True, text=True, env=env, timeout=600)
    finally:
        os.unlink(program.name)
    last = done.stderr.strip().split("\n")[-1] if done.stderr.strip() else ""
    return {"set": {name: repr(value) for name, value in settings.items()}, "stdout": done.stdout,
            "exit": done.returncode, "stderr_last_line": last}


def cases_for(path):
    with open(path) as file:
        source = file.read()
    runs = [run_with(source, {})]
    for line in source.split("\n"):
        match = PARAM.match(line)
        if not match:
            continue
        for value in values_to_try(match.group(3), annotation_of(match.group(4))):
            runs.append(run_with(source, {match.group(1): value}))
    return runs


def main():
    import torch  # noqa: F401  (fails early on a Python without torch)
    names = sys.argv[1:] or sorted(f[:-3] for f in os.listdir(LESSONS) if f.endswith(".py"))
    os.makedirs(EXPECTED, exist_ok=True)
    for name in names:
        path = name if name.endswith(".py") else os.path.join(LESSONS, name + ".py")
        runs = cases_for(path)
        name = os.path.basename(path)[:-3]
        written = path[:-3] + ".json" if path != os.path.join(LESSONS, name + ".py") else os.path.join(EXPECTED, name + ".json")
        with open(written, "w") as file:
            json.dump({"lesson": name, "torch": torch.__version__, "runs": runs}, file, indent=1)
            file.write("\n")
        print(f"{name}: {len(runs)} runs")


if __name__ == "__main__":
    main()
