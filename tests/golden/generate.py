#!/usr/bin/python3
"""generate.py — writes the golden file the core's tests compare against, computed by real PyTorch (CPU).

Run with Debian's python3-torch:  /usr/bin/python3 tests/golden/generate.py [--output FILE]
The output is deterministic (same torch build, same bytes), so a test re-runs this script and diffs the result
against the committed file: goldens cannot drift or be edited by hand.

Each tensor is stored as its shape, the SHA-256 of its little-endian float32 bytes (first 16 hex digits) and a
few sampled elements as exact float32 bit patterns; each lesson case also stores the lines the Example prints.
"""
import argparse
import hashlib
import io
import json
import math
import os
import random
import struct
import sys

import torch
from torch import nn

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.join(HERE, "lesson_golden.json")

SEEDS = [0, 1, 42, 2**31 - 1, 2**32 + 5, -1, 2**63 - 1]
EXTRA_SEEDS = [2**64 - 1, -(2**63), 123456789]

# (tokens, n_embd, n_head). tokens*n_embd < 16 takes randn's element-wise double path; 16 and more the
# vectorised Box-Muller, with a redrawn tail block whenever the count is not a multiple of 16.
SMALL_SHAPES = [
    (1, 1, 1), (1, 2, 2), (2, 3, 1), (3, 5, 5), (1, 15, 3), (5, 3, 3), (2, 7, 7), (4, 2, 1),
]
MEDIUM_SHAPES = [
    (1, 16, 4), (2, 8, 8), (1, 17, 1), (3, 6, 2), (4, 128, 4), (5, 24, 3), (8, 100, 7), (2, 31, 11),
    (33, 48, 16), (64, 17, 13), (4, 77, 15), (16, 40, 6), (3, 129, 9), (5, 64, 10), (8, 33, 12), (1, 250, 14),
]
LARGE_SHAPES = [(16, 384, 6), (3, 513, 9), (8, 1000, 10), (33, 1024, 16), (16, 1024, 12), (64, 512, 8),
                (64, 1024, 1)]
LARGE_SEEDS = [42, 2**32 + 5]


def float_bits(value):
    return "%08x" % struct.unpack("<I", struct.pack("<f", value))[0]


def sample_indices(count):
    # First, last and one spread position; deterministic in count alone.
    return sorted({0, count - 1, count * 40503 // 65536})


def describe(tensor):
    flat = tensor.detach().contiguous().reshape(-1)
    raw = flat.numpy().astype("<f4").tobytes()
    values = flat.tolist()
    return {
        "shape": list(tensor.shape),
        "sha256": hashlib.sha256(raw).hexdigest()[:16],
        "samples": [[i, float_bits(values[i])] for i in sample_indices(len(values))],
    }


def lesson_case(seed, tokens, n_embd, n_head, bias):
    """The lesson's code, verbatim in its order of draws, plus the Example's printed lines."""
    head_size = n_embd // n_head
    torch.manual_seed(seed)
    x = torch.randn(1, tokens, n_embd)
    query = nn.Linear(n_embd, head_size, bias=bias)
    key = nn.Linear(n_embd, head_size, bias=bias)
    value = nn.Linear(n_embd, head_size, bias=bias)
    with torch.no_grad():
        q = query(x)
        k = key(x)
        v = value(x)

    out = io.StringIO()
    print("x shape:", tuple(x.shape), file=out)
    print("q shape:", tuple(q.shape), file=out)
    print("k shape:", tuple(k.shape), file=out)
    print("v shape:", tuple(v.shape), file=out)
    print("q row 0, first 4:", [round(n, 2) for n in q[0, 0, :4].tolist()], file=out)
    print("k row 0, first 4:", [round(n, 2) for n in k[0, 0, :4].tolist()], file=out)
    print("v row 0, first 4:", [round(n, 2) for n in v[0, 0, :4].tolist()], file=out)
    print("same input, different output:", not torch.equal(q, k), file=out)

    tensors = {"x": describe(x[0]), "W_q": describe(query.weight), "W_k": describe(key.weight),
               "W_v": describe(value.weight), "q": describe(q[0]), "k": describe(k[0]), "v": describe(v[0])}
    if bias:
        tensors.update({"b_q": describe(query.bias), "b_k": describe(key.bias), "b_v": describe(value.bias)})
    return {"seed": seed, "tokens": tokens, "n_embd": n_embd, "n_head": n_head, "bias": bias, "tensors": tensors,
            "lines": out.getvalue().splitlines()}


def lesson_cases():
    cases = []
    for seed in SEEDS:
        for shape in SMALL_SHAPES + MEDIUM_SHAPES:
            for bias in (False, True):
                cases.append(lesson_case(seed, *shape, bias))
    for seed in EXTRA_SEEDS:
        for shape in [(4, 128, 4), (2, 7, 7), (33, 48, 16)]:
            cases.append(lesson_case(seed, *shape, seed % 2 == 1))
    for seed in LARGE_SEEDS:
        for shape in LARGE_SHAPES:
            for bias in (False, True):
                cases.append(lesson_case(seed, *shape, bias))
    return cases


def randn_cases():
    """torch.randn alone, including back-to-back small calls that share the cached normal."""
    cases = []
    for seed in (0, 42, 2**32 + 5):
        for sizes in ([1], [2], [3], [7], [15], [16], [17], [31], [32], [33], [100], [1000], [65541],
                      [3, 2], [1, 1, 1], [5, 20, 3], [16, 1]):
            torch.manual_seed(seed)
            draws = [describe(torch.randn(n)) for n in sizes]
            cases.append({"seed": seed, "sizes": sizes, "tensors": draws})
    return cases


def uniform_cases():
    cases = []
    for seed, count, bound in ((0, 10, 1.0), (42, 1000, 0.08838834764831845), (7, 33, 0.5), (9, 4096, 3.0)):
        torch.manual_seed(seed)
        tensor = torch.empty(count).uniform_(-bound, bound)
        cases.append({"seed": seed, "count": count, "from": float_bits(-bound), "to": float_bits(bound),
                      "tensor": describe(tensor)})
    return cases


def linear_bounds():
    """nn.Linear's init bounds for every fan_in up to 1024, as nn.init computes them (in double)."""
    rows = []
    gain = nn.init.calculate_gain("leaky_relu", math.sqrt(5))
    for fan_in in range(1, 1025):
        weight_bound = math.sqrt(3.0) * (gain / math.sqrt(fan_in))
        bias_bound = 1 / math.sqrt(fan_in)
        rows.append([fan_in, float_bits(weight_bound), float_bits(bias_bound)])
    # Sanity check of the formula against a real layer: every weight lies within its bound.
    layer = nn.Linear(384, 8)
    weight_bound_384 = struct.unpack(">f", bytes.fromhex(rows[383][1]))[0]
    assert float(layer.weight.abs().max()) <= weight_bound_384
    return rows


def pyformat_cases():
    """repr(float) and round(v, n) as CPython prints them, for awkward and for random values."""
    rng = random.Random(20240601)
    values = [0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 0.005, -0.005, 0.015, 0.025,
              1e-4, 1e-5, 0.00012345, 1e15, 1e16, 9999999999999998.0, 1.2345678901234567e16, 123456789.0,
              5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 1 / 3, 2 / 3, math.pi, -math.e,
              float("inf"), float("-inf"), float("nan"), 0.045, 1.005, -1.255, 1234.5, 1235.5, 0.35]
    for _ in range(100):
        magnitude = 10.0 ** rng.uniform(-8, 18)
        values.append(rng.choice((-1, 1)) * magnitude * rng.random())
    for _ in range(100):
        # float32 values like the lesson's, widened to double as .tolist() does.
        values.append(struct.unpack("<f", struct.pack("<f", rng.gauss(0.0, 1.0)))[0])
    cases = []
    for value in values:
        rounded = {}
        for ndigits in (-2, -1, 0, 1, 2, 3, 5):
            try:
                rounded[str(ndigits)] = repr(round(value, ndigits))
            except (OverflowError, ValueError):
                rounded[str(ndigits)] = None  # Python raises; the core returns inf/nan there
        cases.append({"bits": "%016x" % struct.unpack("<Q", struct.pack("<d", value))[0], "repr": repr(value),
                      "round": rounded})
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    torch.set_num_threads(1)

    sections = [
        ("lesson_cases", lesson_cases()),
        ("randn_cases", randn_cases()),
        ("uniform_cases", uniform_cases()),
        ("linear_bounds", linear_bounds()),
        ("pyformat_cases", pyformat_cases()),
    ]
    # One record per line keeps the file diffable.
    with open(args.output, "w", encoding="utf-8") as out:
        out.write('{"format": 1,\n"generator": "tests/golden/generate.py (torch CPU)",\n'
                  '"hash": "sha256 of the little-endian float32 bytes, first 16 hex digits",\n')
        for index, (name, records) in enumerate(sections):
            out.write('"%s": [\n' % name)
            out.write(",\n".join(json.dumps(r, sort_keys=True, separators=(",", ":")) for r in records))
            out.write("\n]%s\n" % ("," if index + 1 < len(sections) else ""))
        out.write("}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
