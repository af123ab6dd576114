#!/usr/bin/python3
"""Writes tests/golden/libm_cpython.txt: arguments and what CPython's math functions (the C library of the machine
whose output the playground prints) return for them, as hex floats. Run with the oracle's interpreter:
    /usr/bin/python3 tests/golden/generate_libm.py
Each line: NAME X [Y] RESULT, or `logf_sweep FIRST STRIDE COUNT HASH`: the C library's logf (glibc's, through ctypes)
over COUNT floats whose bit patterns start at FIRST and step by STRIDE, as a 64-bit FNV-1a hash of the results' bits
(binary_cross_entropy's logs; qkv::libm::logf_unit must give the same bits, in wasm too). tests/core/libm_test.cpp checks the native build against it, tests/wasm/libm_wasm.cpp
the WebAssembly build (which may refuse an argument, never answer another value)."""
import ctypes
import math
import os
import random
import struct

COUNT = 600
source = random.Random(20261204)


def argument(positive):
    mode = source.randrange(4)
    if mode == 0:
        x = source.uniform(-10, 10)
    elif mode == 1:
        x = source.uniform(-700, 700) * source.random()
    elif mode == 2:
        x = 1 / source.randint(1, 1000)
    else:
        x = source.randint(-200, 200) / 10
    return abs(x) + (0.5 if mode == 3 else 0.0) if positive else x


def lines():
    for name, function, positive in [("exp", math.exp, False), ("exp2", math.exp2, False),
                                     ("log", math.log, True), ("log2", math.log2, True),
                                     ("sin", math.sin, False), ("cos", math.cos, False)]:
        for _ in range(COUNT):
            x = argument(positive)
            if name == "exp2":
                x = x / 4
            try:
                result = function(x)
            except OverflowError:
                continue
            yield f"{name} {x.hex()} {result.hex()}"
    for n in range(COUNT):
        if n % 3 == 0:
            x, y = float(source.randint(1, 1024)), -0.5  # head_size ** -0.5
        elif n % 3 == 1:
            x, y = source.choice([0.9, 0.95, 0.98, 0.99, 0.999]), float(source.randint(1, 5000))  # beta ** step
        else:
            x, y = source.uniform(0, 20), source.uniform(-20, 20)
        yield f"pow {x.hex()} {y.hex()} {(x ** y).hex()}"
    # The arguments learners use most, which the WebAssembly build must answer (some from its table of glibc's).
    for n in range(1, 301):
        x = float(n)
        yield f"log {x.hex()} {math.log(x).hex()}"
        yield f"log {(1 / x).hex()} {math.log(1 / x).hex()}"
        yield f"pow {x.hex()} {(-0.5).hex()} {(x ** -0.5).hex()}"
        yield f"pow {x.hex()} {(0.5).hex()} {(x ** 0.5).hex()}"
        if n <= 128:
            yield f"log10 {x.hex()} {math.log10(x).hex()}"
            yield f"log2 {x.hex()} {math.log2(x).hex()}"


def logf_sweeps():
    logf = ctypes.CDLL("libm.so.6").logf
    logf.argtypes, logf.restype = [ctypes.c_float], ctypes.c_float
    one = 0x3F800000
    # Every 1021st float of [0, 1], then every float near 0, the smallest normal, 0.5 and 1.
    for first, stride, count in [(0, 1021, one // 1021 + 1), (0, 1, 4096), (0x007FF000, 1, 8192),
                                 (0x3EFFF000, 1, 8192), (one - 8192, 1, 8193)]:
        digest = 0xCBF29CE484222325
        for n in range(count):
            x = struct.unpack("<f", struct.pack("<I", first + n * stride))[0]
            digest = ((digest ^ struct.unpack("<I", struct.pack("<f", logf(x)))[0]) * 0x100000001B3) & (2**64 - 1)
        yield f"logf_sweep {first:#x} {stride} {count} {digest:#018x}"


if __name__ == "__main__":
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libm_cpython.txt")
    with open(path, "w") as out:
        out.write("\n".join(list(lines()) + list(logf_sweeps())) + "\n")
