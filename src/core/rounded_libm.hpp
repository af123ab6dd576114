// rounded_libm.hpp — e^x, 2^x, ln x, log2 x, x^y, sin x and cos x known to about 90 bits (double-double), rounded
// to a double only where that rounding is beyond doubt.
//
// A C library that promises an error below 0.5 + z ulps rounds like any other such library, the correctly
// rounded result, except where the exact value lies within z ulps of a halfway point between two doubles. Each
// function takes that z (its `zone`) and answers nothing for such an argument, so its answer is the library's
// answer whatever the library's own steps are. The WebAssembly build uses this to print glibc's digits from musl.
#pragma once

#include <optional>

namespace qkv::rounded {

std::optional<double> exp(double x, double zone);
std::optional<double> exp2(double x, double zone);
std::optional<double> log(double x, double zone);
std::optional<double> log2(double x, double zone);
// A pow's error grows with |y ln x|: its zone is base + per_unit * |y ln x|, at most `most`.
struct PowZone {
    double base, per_unit, most;
};
// x^y for finite x > 0, or x < 0 with an integral y; C99 Annex F's special cases as std::pow gives them.
std::optional<double> pow(double x, double y, PowZone zone);
// For |x| <= 1024; larger arguments answer nothing.
std::optional<double> sin(double x, double zone);
std::optional<double> cos(double x, double zone);

// The same, each with the zone glibc 2.36's stated error bound leaves: these answer only with glibc's bits.
namespace glibc {
std::optional<double> exp(double x);
std::optional<double> exp2(double x);
std::optional<double> log(double x);
std::optional<double> log2(double x);
std::optional<double> pow(double x, double y);
std::optional<double> sin(double x);
std::optional<double> cos(double x);
}  // namespace glibc

}  // namespace qkv::rounded
