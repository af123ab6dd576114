// avx_math.hpp — the single-precision log, sin and cos that PyTorch's randn uses on x86 (AVX2).
//
// PyTorch's Box–Muller kernel evaluates Cephes-style polynomials (ATen's avx_mathfun.h), and GCC fuses several of
// their multiply-adds into FMA instructions. These scalar versions reproduce those results bit for bit on any
// platform: every step GCC fuses is written as one rounding, every other step as its own float rounding.
#pragma once

namespace qkv {

// a * b + c rounded once to float. The product of two floats is exact in double, and this form agrees with a true
// fused multiply-add on every input the randn kernel produces (checked exhaustively by the tests); it stays fast
// where the hardware has no FMA instruction (WebAssembly).
inline float fused_multiply_add(float a, float b, float c) {
    return static_cast<float>(static_cast<double>(a) * static_cast<double>(b) + static_cast<double>(c));
}

// Natural logarithm; NaN for x <= 0, subnormal inputs treated as the smallest normal float.
float cephes_logf(float x);

struct SinCos {
    float sin;
    float cos;
};

// Sine and cosine together (the kernel always needs both); accurate for |x| up to about 8192.
SinCos cephes_sincosf(float x);

}  // namespace qkv
