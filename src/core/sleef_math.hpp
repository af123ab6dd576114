// sleef_math.hpp — the single-precision exp, log, pow, tanh and erf that PyTorch's AVX2 kernels call (SLEEF 3.5's
// expf_u10, logf_u10, powf_u10, tanhf_u10 and erff_u10, as Debian's libsleef3 is built), re-derived in scalar C++ so
// that every platform gets the same bits.
//
// Every multiply-add SLEEF fuses on AVX2 is one rounding here (fused_multiply_add), every other step its own.
#pragma once

#include <cstddef>

namespace qkv {

// e^x: +0 below -104, +inf above 100, NaN for NaN.
float sleef_expf(float x);
// Natural logarithm with SLEEF's 1-ulp double-float evaluation: -inf at 0, NaN below 0, +inf at +inf.
float sleef_logf(float x);
// Base-10 and base-2 logarithms (SLEEF's log10f_u10 and log2f_u10), with log's special values.
float sleef_log10f(float x);
float sleef_log2f(float x);
// x^y with C's special cases (pow(x, 0) = pow(1, y) = 1, negative x only to integer powers, else NaN).
float sleef_powf(float x, float y);
// Hyperbolic tangent; +-1 beyond |x| > 8.66.
float sleef_tanhf(float x);
// The error function; +-1 beyond |x| >= 4.
float sleef_erff(float x);
// sin (or cos) of `count` floats as torch's vectorized loop computes them, eight lanes at a time from `in`'s start
// (SLEEF's sinf_u10 / cosf_u10). SLEEF reduces large arguments with a Payne-Hanek table this file does not carry:
// false, and `out` unfinished, when a group of eight holds a value of magnitude 125 or more, an inf or a NaN.
bool sleef_trig_block(const float* in, float* out, std::size_t count, bool cosine);

}  // namespace qkv
