// rounded_libm.cpp — double-double evaluations (argument reduction by ln 2 or pi/2 split into exact parts, Taylor
// series in double-double) and the test that decides whether rounding them to a double is beyond doubt.
#include "rounded_libm.hpp"

#include <cmath>
#include <limits>

#include "double_double.hpp"

namespace qkv::rounded {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// ln 2 = kLn2[0] + kLn2[1] + kLn2[2] (+ 4e-48): the first part has 42 significant bits, so k * kLn2[0] is exact
// for the |k| <= 1100 exp needs.
constexpr double kLn2[3] = {0x1.62e42fefa3800p-1, 0x1.ef35793c76730p-45, 0x1.f97b57a079a19p-103};
constexpr DoubleDouble kLn2Pair{0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};
constexpr DoubleDouble kLog2e{0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56};
// pi/2 in four parts (+ 4e-54); the first two have 33 significant bits, so k * part is exact for |k| <= 2^20.
constexpr double kHalfPi[4] = {0x1.921fb54400000p+0, 0x1.0b4611a600000p-34, 0x1.3198a2e037073p-69,
                               0x1.129024e088a68p-123};
// How far past their own rounding these evaluations may be, in ulps of the result (they are good to ~2^-86).
constexpr double kOwnError = 1e-6;

// The double nearest to v, if v's distance from the halfway points around it is more than `zone` ulps.
std::optional<double> round_if_clear(DoubleDouble v, double zone) {
    const DoubleDouble n = dd::fast_two_sum(v.hi, v.lo);
    const double magnitude = std::fabs(n.hi);
    if (!std::isfinite(n.hi) || magnitude < 0x1p-1000 || magnitude > 0x1p1022) return std::nullopt;
    const double gap_toward_lo = std::fabs(std::nextafter(n.hi, n.lo < 0 ? -kInfinity : kInfinity) - n.hi);
    const double gap_away = std::fabs(std::nextafter(n.hi, n.lo < 0 ? kInfinity : -kInfinity) - n.hi);
    const double distance = (gap_toward_lo / 2 - std::fabs(n.lo)) / std::fmax(gap_toward_lo, gap_away);
    if (distance <= zone + kOwnError) return std::nullopt;
    return n.hi;
}

// e^r - 1 for |r| <= 0.36, to a relative error near 2^-96: the series at r / 256, then (1 + p)^2 - 1 = 2p + p^2
// eight times, which keeps the relative accuracy of a small result.
DoubleDouble expm1_reduced(DoubleDouble r) {
    const DoubleDouble s = dd::scale(r, -8);
    DoubleDouble series{1.0, 0.0};
    for (int n = 12; n >= 2; --n) series = dd::add(dd::divide(dd::multiply(series, s), DoubleDouble{double(n), 0.0}), 1.0);
    DoubleDouble p = dd::multiply(series, s);
    for (int i = 0; i < 8; ++i) p = dd::add(dd::scale(p, 1), dd::multiply(p, p));
    return p;
}

// x = k ln 2 + r with |r| <= ~0.35, r exact to ~2^-106 relative to x; |x.hi| <= 746.
DoubleDouble reduce_by_ln2(DoubleDouble x, double& k) {
    k = std::nearbyint(x.hi * kLog2e.hi);
    const double head = x.hi - k * kLn2[0];  // exact: k * kLn2[0] has 53 bits and lies within [x/2, 2x]
    DoubleDouble r = dd::add(dd::two_sum(head, x.lo), dd::negate(dd::two_product(k, kLn2[1])));
    return dd::add(r, -k * kLn2[2]);
}

// e^x for |x.hi| <= 746, as a double-double (its scale may leave the normal range: the caller checks).
DoubleDouble exp_pair(DoubleDouble x) {
    double k = 0;
    const DoubleDouble r = reduce_by_ln2(x, k);
    return dd::scale(dd::add(expm1_reduced(r), 1.0), static_cast<int>(k));
}

// ln x for finite x > 0: one Newton step from the library's log y0, y = y0 + u - u^2/2 with u = x e^-y0 - 1,
// where x e^-y0 - 1 = (x 2^k - 1) + x 2^k (e^r - 1) loses nothing to cancellation near x = 1.
DoubleDouble log_pair(double x) {
    const double y0 = std::log(x);
    double k = 0;
    const DoubleDouble r = reduce_by_ln2(DoubleDouble{-y0, 0.0}, k);
    const double scaled = std::ldexp(x, static_cast<int>(k));  // exact, and within [0.5, 2]: scaled - 1 is exact too
    const DoubleDouble u = dd::add(dd::multiply(expm1_reduced(r), scaled), scaled - 1.0);
    return dd::add(dd::subtract(u, dd::scale(dd::multiply(u, u), -1)), y0);
}

// x = k pi/2 + r, |r| <= ~pi/4, for |x| <= 1024.
DoubleDouble reduce_by_half_pi(double x, int& quadrant) {
    const double k = std::nearbyint(x * (2 / M_PI));
    quadrant = static_cast<int>(static_cast<long long>(k) & 3);
    const double head = x - k * kHalfPi[0];  // exact, as in reduce_by_ln2
    DoubleDouble r = dd::two_sum(head, -k * kHalfPi[1]);
    r = dd::add(r, dd::negate(dd::two_product(k, kHalfPi[2])));
    return dd::add(r, -k * kHalfPi[3]);
}

// sin r or cos r for |r| <= 0.8: Taylor series nested as 1 - r^2/((m)(m+1)) (1 - ...), 16 terms (last < 2^-120).
DoubleDouble sine_or_cosine(DoubleDouble r, bool sine) {
    const DoubleDouble r2 = dd::multiply(r, r);
    DoubleDouble series{1.0, 0.0};
    for (int n = 16; n >= 1; --n) {
        const double m = sine ? 2.0 * n : 2.0 * n - 1.0;
        series = dd::add(dd::negate(dd::divide(dd::multiply(series, r2), DoubleDouble{m * (m + 1), 0.0})), 1.0);
    }
    return sine ? dd::multiply(series, r) : series;
}

std::optional<double> sin_or_cos(double x, double zone, bool sine) {
    if (!std::isfinite(x)) return sine ? std::sin(x) : std::cos(x);  // NaN
    if (x == 0.0) return sine ? x : 1.0;
    if (std::fabs(x) > 1024) return std::nullopt;
    int quadrant = 0;
    const DoubleDouble r = reduce_by_half_pi(x, quadrant);
    const int shifted = sine ? quadrant : (quadrant + 1) & 3;  // cos x = sin(x + pi/2)
    DoubleDouble value = sine_or_cosine(r, shifted % 2 == 0);
    if (shifted >= 2) value = dd::negate(value);
    return round_if_clear(value, zone);
}

// e^z for a double-double z: overflow and underflow where they are certain, nothing near or below the
// subnormal range.
std::optional<double> exp_of_pair(DoubleDouble z, double zone) {
    if (z.hi > 709.79) return kInfinity;
    if (z.hi < -745.2) return 0.0;
    if (z.hi < -708.3) return std::nullopt;
    return round_if_clear(exp_pair(z), zone);
}

}  // namespace

std::optional<double> exp(double x, double zone) {
    if (std::isnan(x) || std::isinf(x)) return std::exp(x);
    return exp_of_pair(DoubleDouble{x, 0.0}, zone);
}

std::optional<double> exp2(double x, double zone) {
    if (std::isnan(x) || std::isinf(x)) return std::exp2(x);
    if (x >= 1024) return kInfinity;
    if (x < -1076) return 0.0;
    if (x < -1021) return std::nullopt;
    return exp_of_pair(dd::multiply(kLn2Pair, x), zone);
}

std::optional<double> log(double x, double zone) {
    if (!(x > 0) || std::isinf(x)) return std::log(x);  // NaN, infinity, zero and negatives: Annex F's values
    if (x == 1.0) return 0.0;
    return round_if_clear(log_pair(x), zone);
}

std::optional<double> log2(double x, double zone) {
    if (!(x > 0) || std::isinf(x)) return std::log2(x);
    if (x == 1.0) return 0.0;
    return round_if_clear(dd::multiply(log_pair(x), kLog2e), zone);
}

std::optional<double> pow(double x, double y, PowZone zone) {
    const bool integral_y = std::isfinite(y) && y == std::nearbyint(y);
    if (!std::isfinite(x) || !std::isfinite(y) || x == 0.0 || y == 0.0 || x == 1.0 || (x < 0 && !integral_y))
        return std::pow(x, y);
    const bool odd_y = integral_y && std::fabs(std::fmod(y, 2.0)) == 1.0;
    const DoubleDouble exponent = dd::multiply(log_pair(std::fabs(x)), y);
    const double width = std::fmin(zone.base + zone.per_unit * std::fabs(exponent.hi), zone.most);
    const std::optional<double> magnitude = exp_of_pair(exponent, width);
    if (!magnitude) return std::nullopt;
    return x < 0 && odd_y ? -*magnitude : *magnitude;
}

std::optional<double> sin(double x, double zone) { return sin_or_cos(x, zone, true); }
std::optional<double> cos(double x, double zone) { return sin_or_cos(x, zone, false); }

// ---------------------------------------------------------------------------------------------------------------
// glibc 2.36's stated worst cases, less half an ulp and rounded up
// ---------------------------------------------------------------------------------------------------------------
namespace glibc {
namespace {

// The FMA builds, which glibc picks on x86-64 CPUs with FMA (the reference machine's): exp 0.509, exp2 0.507, log2
// 0.547; pow 0.509 plus |y ln x| times 4.4e-5 (its log's relative error times 2^53), 0.54 at most.
constexpr double kExpZone = 0.0095, kExp2Zone = 0.0095, kLog2Zone = 0.048;
constexpr PowZone kPowZone{0.0095, 0.00005, 0.041};

// sin: 0.501 below |x| = 0.126 (its Taylor branch), 0.548 below 0.855469, 0.51 below 2.426265, then 0.518.
double sin_zone(double x) {
    const double a = std::fabs(x);
    return a < 0.126 ? 0.002 : a < 0.855469 ? 0.05 : a < 2.426265 ? 0.012 : 0.02;
}

// log: 0.516 (plus its polynomial's 2^-56-relative error) where |ln x| > 1/16, 0.533 nearer to x = 1.
double log_zone(double x) { return std::fabs(x - 1) > 0.0645 ? 0.02 : 0.035; }

// cos: 0.51 below |x| = 0.855469, then 0.518.
double cos_zone(double x) { return std::fabs(x) < 0.855469 ? 0.012 : 0.02; }

}  // namespace

std::optional<double> exp(double x) { return rounded::exp(x, kExpZone); }
std::optional<double> exp2(double x) { return rounded::exp2(x, kExp2Zone); }
std::optional<double> log(double x) { return rounded::log(x, log_zone(x)); }
std::optional<double> log2(double x) { return rounded::log2(x, kLog2Zone); }
std::optional<double> pow(double x, double y) { return rounded::pow(x, y, kPowZone); }
std::optional<double> sin(double x) { return rounded::sin(x, sin_zone(x)); }
std::optional<double> cos(double x) { return rounded::cos(x, cos_zone(x)); }

}  // namespace glibc
}  // namespace qkv::rounded
