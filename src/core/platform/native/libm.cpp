// libm.cpp (native) — glibc itself: CPython on this machine calls the same functions.
#include "core/libm.hpp"

#include <cmath>

namespace qkv::libm {

std::optional<double> exp(double x) { return std::exp(x); }
std::optional<double> exp2(double x) { return std::exp2(x); }
std::optional<double> expm1(double x) { return std::expm1(x); }
std::optional<double> log(double x) { return std::log(x); }
std::optional<double> log2(double x) { return std::log2(x); }
std::optional<double> log10(double x) { return std::log10(x); }
std::optional<double> log1p(double x) { return std::log1p(x); }
std::optional<double> pow(double x, double y) { return std::pow(x, y); }
std::optional<double> sin(double x) { return std::sin(x); }
std::optional<double> cos(double x) { return std::cos(x); }
std::optional<double> tan(double x) { return std::tan(x); }
std::optional<double> asin(double x) { return std::asin(x); }
std::optional<double> acos(double x) { return std::acos(x); }
std::optional<double> atan(double x) { return std::atan(x); }
std::optional<double> atan2(double y, double x) { return std::atan2(y, x); }
std::optional<double> sinh(double x) { return std::sinh(x); }
std::optional<double> cosh(double x) { return std::cosh(x); }
std::optional<double> tanh(double x) { return std::tanh(x); }
std::optional<double> asinh(double x) { return std::asinh(x); }
std::optional<double> acosh(double x) { return std::acosh(x); }
std::optional<double> atanh(double x) { return std::atanh(x); }
std::optional<double> erf(double x) { return std::erf(x); }
std::optional<double> erfc(double x) { return std::erfc(x); }
std::optional<double> cbrt(double x) { return std::cbrt(x); }
std::optional<double> lgamma(double x) { return std::lgamma(x); }
std::optional<double> tgamma(double x) { return std::tgamma(x); }

}  // namespace qkv::libm
