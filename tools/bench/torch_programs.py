#!/usr/bin/python3
"""Runs a self-timed bench program in real PyTorch, one thread (tools/bench/programs.mjs, selfTimed).

Reads {"program": source, "repeats": N} as JSON on stdin, runs the program N times, each in a fresh scope, and
prints {"torch": version, "outputs": [what each run printed]}; the caller reads the timings from the outputs.
"""
import contextlib
import io
import json
import sys

import torch

torch.set_num_threads(1)


def main():
    spec = json.load(sys.stdin)
    code = compile(spec["program"], "<bench>", "exec")
    outputs = []
    for _ in range(spec.get("repeats", 5)):
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(code, {"__name__": "__main__"})
        outputs.append(printed.getvalue())
    print(json.dumps({"torch": torch.__version__, "outputs": outputs}))


main()
