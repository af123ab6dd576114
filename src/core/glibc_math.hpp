// glibc_math.hpp — the C library's single-precision functions that PyTorch's scalar kernel tails call (std::exp,
// std::erf, std::tanh on a float), as glibc 2.36 on x86-64 computes them, re-derived in portable C++ so that every
// platform (WebAssembly's musl included) gets the same bits. No libm function is called.
#pragma once

namespace qkv {

// e^x as glibc's expf: a 32-entry table of 2^(i/32) and a degree-3 polynomial in double, with the multiply-adds
// its FMA build (the variant x86-64 CPUs with FMA run) fuses. +0 below about -103.97, +inf above about 88.72.
float glibc_expf(float x);
// e^x - 1 as glibc's expm1f (fdlibm's float algorithm, no fused steps).
float glibc_expm1f(float x);
// The error function as glibc's erff (fdlibm's float rational approximations; exp through glibc_expf).
float glibc_erff(float x);
// Hyperbolic tangent as glibc's tanhf (fdlibm's, from expm1f); +-1 from |x| >= 22.
float glibc_tanhf(float x);

}  // namespace qkv
