#!/usr/bin/python3
"""Prints the expected tables of tests/core/activations_test.cpp, computed by real torch.

Run with Debian's torch 1.13.1 on an AVX2 machine, one thread:
    ATEN_CPU_CAPABILITY=avx2 OMP_NUM_THREADS=1 /usr/bin/python3 tests/core/generate_activation_goldens.py
Inputs are the C++ test's formulas (doubles rounded once to float32); a hash is float_hash.hpp's FNV-1a over the
float32 bytes of the whole output.
"""
import struct

import torch
import torch.nn.functional as F

torch.set_num_threads(1)

SIZES = [1, 7, 15, 16, 17, 31, 33, 100, 1024]
SCALES = [0.37, 9.1]


def through_strided_view(function, x):
    """function(x) computed on a non-contiguous view whose rows are runs of len(x) (GELU's ATen kernel, not oneDNN)."""
    base = torch.zeros(2, len(x) + 1)
    base[0, : len(x)] = x
    return function(base[:, : len(x)])[0]


KINDS = [
    ("Sigmoid", torch.sigmoid),
    ("Silu", F.silu),
    ("Gelu", lambda x: through_strided_view(F.gelu, x)),
    ("GeluTanh", lambda x: F.gelu(x, approximate="tanh")),
    ("GeluOneDnn", F.gelu),  # contiguous, more than one element
]
# Edges of every path: infinities, NaN, zeros, exp's overflow and underflow (sigmoid's subnormal results), erf's
# and tanh's saturation, tiny inputs. The test feeds them twice: first as a vector block, then as the scalar tail.
SPECIALS = [float("-inf"), float("inf"), float("nan"), 0.0, -0.0, -87.5, -88.9, -103.5, -104.5, 88.9, -1e-30,
            3e-39, -5.9, 4.2, -9.7, 0.84]


def fnv1a(tensor):
    value = 0xCBF29CE484222325
    for byte in tensor.contiguous().numpy().tobytes():
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def pattern(count, scale):
    # ((i * 37) % 23 - 11) * scale + (i % 5) * 0.01
    return torch.tensor([((i * 37) % 23 - 11) * scale + (i % 5) * 0.01 for i in range(count)], dtype=torch.float32)


def bits(tensor):
    return ["0x%08xu" % struct.unpack("<I", struct.pack("<f", v))[0] for v in tensor.tolist()]


print("    // kind, n, scale, hash of torch's output")
for name, function in KINDS:
    for n in SIZES:
        for scale in SCALES:
            if name == "GeluOneDnn" and n == 1:
                continue
            print("    {Kernel::%s, %d, %.2f, 0x%016xull}," % (name, n, scale, fnv1a(function(pattern(n, scale)))))
specials = torch.tensor(SPECIALS + SPECIALS[:15], dtype=torch.float32)
print("    // the specials, then the first 15 again (the scalar tail), through each kind")
for name, function in KINDS:
    print("    {Kernel::%s, {%s}}," % (name, ", ".join(bits(function(specials)))))
