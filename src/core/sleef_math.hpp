// sleef_math.hpp — the single-precision exp, log, pow, tanh and erf that PyTorch's AVX2 kernels call (SLEEF 3.5's
// expf_u10, logf_u10, powf_u10, tanhf_u10 and erff_u10, as Debian's libsleef3 is built), re-derived in scalar C++ so
// that every platform gets the same bits.
//
// Every multiply-add SLEEF fuses on AVX2 is one rounding here (fused_multiply_add), every other step its own.
#pragma once

namespace qkv {

// e^x: +0 below -104, +inf above 100, NaN for NaN.
float sleef_expf(float x);
// Natural logarithm with SLEEF's 1-ulp double-float evaluation: -inf at 0, NaN below 0, +inf at +inf.
float sleef_logf(float x);
// x^y with C's special cases (pow(x, 0) = pow(1, y) = 1, negative x only to integer powers, else NaN).
float sleef_powf(float x, float y);
// Hyperbolic tangent; +-1 beyond |x| > 8.66.
float sleef_tanhf(float x);
// The error function; +-1 beyond |x| >= 4.
float sleef_erff(float x);

}  // namespace qkv
