#!/usr/bin/python3
"""Prints the expected tables of tests/core/layer_norm_test.cpp, loss_test.cpp and reductions_test.cpp's norm over a
middle dim, computed by real torch.

Run with Debian's torch 1.13.1 on an AVX2 machine, one thread:
    ATEN_CPU_CAPABILITY=avx2 OMP_NUM_THREADS=1 /usr/bin/python3 tests/core/generate_torch_hashes.py
The inputs are the formulas the C++ tests build (doubles rounded once to float32), the hash is float_hash.hpp's
FNV-1a over the float32 bytes.
"""
import struct

import torch
import torch.nn.functional as F

torch.set_num_threads(1)

SIZES = [1, 7, 8, 9, 15, 16, 17, 31, 33, 64, 65, 100, 1024]


def fnv1a(tensor):
    value = 0xCBF29CE484222325
    for byte in tensor.contiguous().numpy().tobytes():
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def bits(scalar_tensor):
    return struct.unpack("<I", scalar_tensor.numpy().tobytes())[0]


def pattern(count, scale, offset):
    # ((i * 37) % 23 - 11) * scale + offset
    return torch.tensor([((i * 37) % 23 - 11) * scale + offset for i in range(count)], dtype=torch.float32)


def layer_norm_table():
    print("    // n, offset, hash without weight and bias, hash with them")
    for n in SIZES:
        weight = torch.tensor([1 + ((j * 13) % 7 - 3) * 0.1 for j in range(n)], dtype=torch.float32)
        bias = torch.tensor([((j * 5) % 11 - 5) * 0.05 for j in range(n)], dtype=torch.float32)
        for offset in (0.0, 1000.0):
            x = pattern(3 * n, 0.37, offset).reshape(3, n)
            plain = F.layer_norm(x, (n,))
            affine = F.layer_norm(x, (n,), weight, bias)
            print("    {%d, %.1f, 0x%016xull, 0x%016xull}," % (n, offset, fnv1a(plain), fnv1a(affine)))


def targets(count, classes, ignore_every):
    return torch.tensor([-100 if ignore_every and i % ignore_every == 0 else (i * 7) % classes for i in range(count)])


def loss_table():
    print("    // batch, classes, positions (0: an (N, C) input), every k-th target ignored, mean bits, sum bits, none hash")
    cases = [(n, c, 0, 0) for n in SIZES for c in (7, 65)] + [(33, 65, 0, 3), (100, 9, 0, 4)]
    cases += [(4, 65, 8, 0), (3, 9, 17, 5), (2, 7, 33, 0)]
    for batch, classes, positions, ignore_every in cases:
        shape = (batch, classes) if positions == 0 else (batch, classes, positions)
        items = batch * max(positions, 1)
        logits = pattern(batch * classes * max(positions, 1), 0.63, 0.0).reshape(shape)
        target = targets(items, classes, ignore_every).reshape((batch,) if positions == 0 else (batch, positions))
        mean = F.cross_entropy(logits, target)
        total = F.cross_entropy(logits, target, reduction="sum")
        each = F.cross_entropy(logits, target, reduction="none")
        print("    {%d, %d, %d, %d, 0x%08xu, 0x%08xu, 0x%016xull}," % (batch, classes, positions, ignore_every, bits(mean), bits(total), fnv1a(each)))


def norm_over_table():
    print("    // outer, size, inner, hash of x.view(outer, size, inner).norm(dim=1)")
    for outer, size, inner in [(2, 5, 3), (2, 9, 7), (1, 33, 8), (2, 17, 9), (1, 65, 33), (3, 300, 40)]:
        count = outer * size * inner
        x = torch.tensor([((k * 37) % 23 - 11.0) * 0.37 + (k % 7) * 0.013 for k in range(count)], dtype=torch.float32)
        print("        {%d, %d, %d, 0x%016xull}," % (outer, size, inner, fnv1a(x.view(outer, size, inner).norm(dim=1))))


print("layer_norm_test.cpp:")
layer_norm_table()
print("loss_test.cpp:")
loss_table()
print("reductions_test.cpp:")
norm_over_table()
