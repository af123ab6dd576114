// libm.hpp — the C library's double functions as CPython calls them on the machine whose output the playground
// prints (glibc 2.36 on x86-64). Natively they are that library's own. Where another C library stands in (musl in
// WebAssembly) a function answers only where its bits are certainly glibc's, and nothing otherwise: the caller
// refuses rather than print a different last digit. sqrt, fabs, fmod, floor and the like are exact everywhere
// and stay std::'s.
#pragma once

#include <cmath>
#include <optional>

namespace qkv::libm {

using Unary = std::optional<double> (*)(double);

std::optional<double> exp(double x);
std::optional<double> exp2(double x);
std::optional<double> expm1(double x);
std::optional<double> log(double x);
std::optional<double> log2(double x);
std::optional<double> log10(double x);
std::optional<double> log1p(double x);
std::optional<double> pow(double x, double y);
std::optional<double> sin(double x);
std::optional<double> cos(double x);
std::optional<double> tan(double x);
std::optional<double> asin(double x);
std::optional<double> acos(double x);
std::optional<double> atan(double x);
std::optional<double> atan2(double y, double x);
std::optional<double> sinh(double x);
std::optional<double> cosh(double x);
std::optional<double> tanh(double x);
std::optional<double> asinh(double x);
std::optional<double> acosh(double x);
std::optional<double> atanh(double x);
std::optional<double> erf(double x);
std::optional<double> erfc(double x);
std::optional<double> cbrt(double x);
std::optional<double> lgamma(double x);
std::optional<double> tgamma(double x);

// glibc's logf for x in [0, 1] (what binary_cross_entropy takes the log of). musl's logf, underneath in the page,
// returns the same bits for every float in that range (all 1,065,353,217 compared); tests/wasm/libm_wasm.cpp keeps
// checking it against glibc's bits.
inline float logf_unit(float x) { return std::log(x); }

// finish(value) as a float, for a finish monotone in its argument, where `exact` is one of the functions above and
// `near` this build's C library's result for the same call. Where `exact` is empty, glibc's double lies within two
// ulps of `near` (each library is within 0.55 ulp of the true value), so a float is certain when both ends of that
// range finish to it; empty otherwise.
template <typename Finish>
std::optional<float> certain_float(std::optional<double> exact, double near, Finish finish) {
    if (exact) return finish(*exact);
    double low = near, high = near;
    for (int ulp = 0; ulp < 2; ++ulp) {
        low = std::nextafter(low, -HUGE_VAL);
        high = std::nextafter(high, HUGE_VAL);
    }
    const float result = finish(low);
    if (finish(high) != result) return std::nullopt;
    return result;
}

}  // namespace qkv::libm
