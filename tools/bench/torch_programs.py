#!/usr/bin/python3
"""Times a bench program in real PyTorch, one thread, the import excluded (tools/bench/programs.mjs).

Reads {"setup": ..., "body": ..., "counts": [low, high], "repeats": N} as JSON on stdin and prints
{"torch": version, "seconds_per_unit": median over N of (time(high) - time(low)) / (high - low)}.
"""
import json
import statistics
import sys
import time

import torch

torch.set_num_threads(1)


def timed(setup, body, count):
    scope = {}
    exec(setup, scope)
    loop = compile("for _ in range(%d):\n%s" % (count, "".join("    " + line + "\n" for line in body.splitlines())),
                   "<bench>", "exec")
    start = time.perf_counter()
    exec(loop, scope)
    return time.perf_counter() - start


def main():
    spec = json.load(sys.stdin)
    low, high = spec["counts"]
    units = []
    for _ in range(spec.get("repeats", 5)):
        units.append((timed(spec["setup"], spec["body"], high) - timed(spec["setup"], spec["body"], low)) / (high - low))
    print(json.dumps({"torch": torch.__version__, "seconds_per_unit": statistics.median(units)}))


main()
