// sleef_math.hpp — the single-precision exp and log that PyTorch's AVX2 kernels call (SLEEF 3.5's expf_u10 and
// logf_u10, as Debian's libsleef3 is built), re-derived in scalar C++ so that every platform gets the same bits.
//
// Every multiply-add SLEEF fuses on AVX2 is one rounding here (fused_multiply_add), every other step its own.
#pragma once

namespace qkv {

// e^x: +0 below -104, +inf above 100, NaN for NaN.
float sleef_expf(float x);
// Natural logarithm with SLEEF's 1-ulp double-float evaluation: -inf at 0, NaN below 0, +inf at +inf.
float sleef_logf(float x);

}  // namespace qkv
