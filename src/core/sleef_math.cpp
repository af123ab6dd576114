// sleef_math.cpp — SLEEF's xexpf, xlogf_u1, xlog10f, xlog2f, xpowf, xtanhf and xerff_u1 (the AVX2 variants, where the library fuses
// its vmla steps and its double-float products use FMA).
//
// Most of them work in double-float arithmetic: a value is a pair (hi, lo) of floats whose sum carries about 48 bits.
// The helpers below are SLEEF's df* operations written out, each with the roundings the vector code has.
#include "sleef_math.hpp"

#include <cmath>
#include <cstdint>
#include <algorithm>
#include <limits>
#include <optional>

#include "avx_math.hpp"
#include "float_bits.hpp"

namespace qkv {
namespace {

// SLEEF's integer views of a float are signed (its shifts and exponent arithmetic are on int32 lanes).
std::int32_t signed_bits_of(float value) { return static_cast<std::int32_t>(bits_of(value)); }
float float_of_signed(std::int32_t bits) { return float_of(static_cast<std::uint32_t>(bits)); }

float power_of_two(std::int32_t exponent) { return float_of_signed((exponent + 0x7f) << 23); }

struct DoubleFloat {
    float hi, lo;
};

// x + y exactly as a pair, for any magnitudes (two-sum).
DoubleFloat add_exact(float x, float y) {
    const float sum = x + y;
    const float v = sum - x;
    return {sum, (x - (sum - v)) + (y - v)};
}

// x + y for |x.hi| >= |y.hi|.
DoubleFloat add(DoubleFloat x, DoubleFloat y) {
    const float sum = x.hi + y.hi;
    return {sum, (((x.hi - sum) + y.hi) + x.lo) + y.lo};
}

DoubleFloat add(DoubleFloat x, float y) {
    const float sum = x.hi + y;
    return {sum, ((x.hi - sum) + y) + x.lo};
}

DoubleFloat multiply(DoubleFloat x, float y) {
    const float product = x.hi * y;
    return {product, fused_multiply_add(x.lo, y, fused_multiply_add(x.hi, y, -product))};
}

DoubleFloat divide(DoubleFloat n, DoubleFloat d) {
    const float t = 1.0f / d.hi;
    const float quotient = n.hi * t;
    const float u = fused_multiply_add(t, n.hi, -quotient);
    const float v = fused_multiply_add(-d.lo, t, fused_multiply_add(-d.hi, t, 1.0f));
    return {quotient, fused_multiply_add(quotient, v, fused_multiply_add(n.lo, t, u))};
}

// (hi + lo) as a pair whose hi is the rounded sum.
DoubleFloat normalize(DoubleFloat x) {
    const float sum = x.hi + x.lo;
    return {sum, (x.hi - sum) + x.lo};
}

DoubleFloat scale(DoubleFloat x, float factor) { return {x.hi * factor, x.lo * factor}; }
DoubleFloat negate(DoubleFloat x) { return {-x.hi, -x.lo}; }

// A double-float constant: the float nearest `value` and the float nearest what it misses.
DoubleFloat double_float(double value) { return {static_cast<float>(value), static_cast<float>(value - static_cast<float>(value))}; }

// x + y for any magnitudes (SLEEF's dfadd2).
DoubleFloat add_any(DoubleFloat x, float y) {
    const float sum = x.hi + y;
    const float v = sum - x.hi;
    return {sum, ((x.hi - (sum - v)) + (y - v)) + x.lo};
}

DoubleFloat add_any(DoubleFloat x, DoubleFloat y) {
    const float sum = x.hi + y.hi;
    const float v = sum - x.hi;
    return {sum, ((x.hi - (sum - v)) + (y.hi - v)) + (x.lo + y.lo)};
}

DoubleFloat add_any(float x, DoubleFloat y) {
    const float sum = x + y.hi;
    const float v = sum - x;
    return {sum, ((x - (sum - v)) + (y.hi - v)) + y.lo};
}
// x + y for |x| >= |y.hi|.
DoubleFloat add(float x, DoubleFloat y) {
    const float sum = x + y.hi;
    return {sum, ((x - sum) + y.hi) + y.lo};
}

DoubleFloat multiply_exact(float x, float y) {
    const float product = x * y;
    return {product, fused_multiply_add(x, y, -product)};
}

DoubleFloat multiply(DoubleFloat x, DoubleFloat y) {
    const float product = x.hi * y.hi;
    return {product, fused_multiply_add(x.hi, y.lo, fused_multiply_add(x.lo, y.hi, fused_multiply_add(x.hi, y.hi, -product)))};
}

DoubleFloat square(DoubleFloat x) {
    const float product = x.hi * x.hi;
    return {product, fused_multiply_add(x.hi + x.hi, x.lo, fused_multiply_add(x.hi, x.hi, -product))};
}

DoubleFloat reciprocal(DoubleFloat d) {
    const float t = 1.0f / d.hi;
    return {t, t * fused_multiply_add(-d.lo, t, fused_multiply_add(-d.hi, t, 1.0f))};
}

// What _mm256_cvtps_epi32 / cvttps_epi32 give: rounded to nearest even / truncated, INT_MIN for NaN and out of range.
std::int32_t round_to_int(float x) {
    if (!(x >= -2147483648.0f && x < 2147483648.0f)) return INT32_MIN;
    return static_cast<std::int32_t>(std::nearbyint(x));
}

std::int32_t truncate_to_int(float x) {
    if (!(x >= -2147483648.0f && x < 2147483648.0f)) return INT32_MIN;
    return static_cast<std::int32_t>(x);
}

// 32-bit integer arithmetic that wraps, as the vector lanes do.
std::int32_t wrapped(std::int64_t value) { return static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(value))); }

float power_of_two_wrapped(std::int32_t exponent) { return float_of_signed(wrapped((static_cast<std::int64_t>(exponent) + 0x7f) * (1 << 23))); }

// x * 2^q in two multiplies (SLEEF's vldexp2).
float scale_by_power_of_two(float x, std::int32_t q) {
    return x * power_of_two_wrapped(q >> 1) * power_of_two_wrapped(wrapped(static_cast<std::int64_t>(q) - (q >> 1)));
}

// x * 2^q for any q, in five multiplies by clamped powers of two (SLEEF's vldexp).
float scale_by_any_power_of_two(float x, std::int32_t q) {
    std::int32_t m = q >> 31;
    m = wrapped(static_cast<std::int64_t>(wrapped(static_cast<std::int64_t>(m) + q) >> 6) - m) * 16;
    q = wrapped(static_cast<std::int64_t>(q) - static_cast<std::int64_t>(m) * 4);
    m = std::clamp(wrapped(static_cast<std::int64_t>(m) + 0x7f), 0, 0xff);
    const float u = float_of_signed(m << 23);
    return x * u * u * u * u * power_of_two_wrapped(q);
}

float multiply_sign(float x, float sign_of) { return float_of_signed(signed_bits_of(x) ^ (signed_bits_of(sign_of) & INT32_MIN)); }

constexpr float kInverseLn2 = 1.442695040888963407359924681001892137426645954152985934135449406931f;
constexpr float kLn2Upper = 0.693145751953125f, kLn2Lower = 1.428606765330187045e-06f;
constexpr DoubleFloat kLn2 = {0.69314718246459960938f, -1.904654323148236017e-09f};
// What SLEEF returns for NaN results it selects by mask: all bits set.
const float kAllOnesNaN = float_of_signed(-1);

// log(d) as a double-float (SLEEF's logkf).
DoubleFloat log_double_float(float d) {
    const bool subnormal = d < std::numeric_limits<float>::min();
    if (subnormal) d *= 18446744073709551616.0f;
    std::int32_t e = ((signed_bits_of(d * (1.0f / 0.75f)) >> 23) & 0xff) - 0x7f;
    const float m = float_of_signed(wrapped(static_cast<std::int64_t>(signed_bits_of(d)) - static_cast<std::int64_t>(e) * (1 << 23)));
    if (subnormal) e -= 64;
    const DoubleFloat x = divide(add_exact(-1.0f, m), add_exact(1.0f, m));
    const DoubleFloat x2 = square(x);
    float t = 0.240320354700088500976562f;
    t = fused_multiply_add(t, x2.hi, 0.285112679004669189453125f);
    t = fused_multiply_add(t, x2.hi, 0.400007992982864379882812f);
    const DoubleFloat c = {0.66666662693023681640625f, 3.69183861259614332084311e-09f};
    DoubleFloat s = multiply(kLn2, static_cast<float>(e));
    s = add(s, scale(x, 2.0f));
    return add(s, multiply(multiply(x2, x), add_any(multiply(x2, t), c)));
}

// e^d for a double-float d, rounded to float (SLEEF's expkf).
float exp_of_double_float(DoubleFloat d) {
    const std::int32_t q = round_to_int((d.hi + d.lo) * kInverseLn2);
    DoubleFloat s = add_any(d, static_cast<float>(q) * -kLn2Upper);
    s = normalize(add_any(s, static_cast<float>(q) * -kLn2Lower));
    float u = 0.00136324646882712841033936f;
    u = fused_multiply_add(u, s.hi, 0.00836596917361021041870117f);
    u = fused_multiply_add(u, s.hi, 0.0416710823774337768554688f);
    u = fused_multiply_add(u, s.hi, 0.166665524244308471679688f);
    u = fused_multiply_add(u, s.hi, 0.499999850988388061523438f);
    const DoubleFloat t = add(1.0f, add(s, multiply(square(s), u)));
    if (d.hi < -104.0f) return 0.0f;
    return scale_by_any_power_of_two(t.hi + t.lo, q);
}

// e^d for a double-float d, as a double-float (SLEEF's expk2f).
DoubleFloat exp_double_float(DoubleFloat d) {
    const std::int32_t q = round_to_int((d.hi + d.lo) * kInverseLn2);
    DoubleFloat s = add_any(d, static_cast<float>(q) * -kLn2Upper);
    s = add_any(s, static_cast<float>(q) * -kLn2Lower);
    float u = 0.1980960224e-3f;
    u = fused_multiply_add(u, s.hi, 0.1394256484e-2f);
    u = fused_multiply_add(u, s.hi, 0.8333456703e-2f);
    u = fused_multiply_add(u, s.hi, 0.4166637361e-1f);
    DoubleFloat t = add_any(multiply(s, u), 0.166666659414234244790680580464e+0f);
    t = add_any(multiply(s, t), 0.5f);
    t = add(1.0f, add_any(s, multiply(square(s), t)));
    if (d.hi < -104.0f) return {0.0f, 0.0f};
    return {scale_by_power_of_two(t.hi, q), scale_by_power_of_two(t.lo, q)};
}

}  // namespace

float sleef_expf(float x) {
    if (std::isnan(x)) return x;
    if (x < -104.0f) return 0.0f;
    if (x > 100.0f) return std::numeric_limits<float>::infinity();
    const std::int32_t q = static_cast<std::int32_t>(std::nearbyint(x * 1.442695040888963407359924681001892137426645954152985934135449406931f));
    const float qf = static_cast<float>(q);
    float s = fused_multiply_add(qf, -0.693145751953125f, x);
    s = fused_multiply_add(qf, -1.428606765330187045e-06f, s);
    float u = 0.000198527617612853646278381f;
    u = fused_multiply_add(u, s, 0.00139304355252534151077271f);
    u = fused_multiply_add(u, s, 0.00833336077630519866943359f);
    u = fused_multiply_add(u, s, 0.0416664853692054748535156f);
    u = fused_multiply_add(u, s, 0.166666671633720397949219f);
    u = fused_multiply_add(u, s, 0.5f);
    u = 1.0f + fused_multiply_add(s * s, u, s);
    // ldexp in two steps, so that results below the normal range round where the vector code rounds them.
    return u * power_of_two(q >> 1) * power_of_two(q - (q >> 1));
}

namespace {

// The reduction SLEEF's logarithms share: x = m * 2^e with m in [0.75, 1.5) (a subnormal x is scaled by 2^64 first),
// and (m - 1) / (m + 1) as a double-float.
struct LogReduction {
    std::int32_t e;
    DoubleFloat ratio;
};

LogReduction reduce_for_log(float x) {
    const bool subnormal = x < std::numeric_limits<float>::min();
    float d = subnormal ? x * 18446744073709551616.0f : x;
    std::int32_t e = ((signed_bits_of(d * (1.0f / 0.75f)) >> 23) & 0xff) - 0x7f;
    const float m = float_of_signed(signed_bits_of(d) - e * (1 << 23));
    if (subnormal) e -= 64;
    return {e, divide(add_exact(-1.0f, m), add_exact(1.0f, m))};
}

// The special values of every SLEEF logarithm; nullopt for a finite positive x.
std::optional<float> log_special(float x) {
    if (std::isnan(x) || x < 0.0f) return std::numeric_limits<float>::quiet_NaN();
    if (x == 0.0f) return -std::numeric_limits<float>::infinity();
    if (std::isinf(x)) return x;
    return std::nullopt;
}

}  // namespace

float sleef_log10f(float x) {
    if (const std::optional<float> special = log_special(x)) return *special;
    const auto [e, ratio] = reduce_for_log(x);
    const float x2 = ratio.hi * ratio.hi;
    float t = static_cast<float>(0.1314289868);
    t = fused_multiply_add(t, x2, static_cast<float>(0.1735493541));
    t = fused_multiply_add(t, x2, static_cast<float>(0.2895309627));
    DoubleFloat s = multiply(DoubleFloat{static_cast<float>(0.30103001), static_cast<float>(-1.432098889e-08)}, static_cast<float>(e));
    s = add(s, multiply(ratio, DoubleFloat{static_cast<float>(0.868588984), static_cast<float>(-2.170757285e-08)}));
    s = add(s, x2 * ratio.hi * t);
    return s.hi + s.lo;
}

float sleef_log2f(float x) {
    if (const std::optional<float> special = log_special(x)) return *special;
    const auto [e, ratio] = reduce_for_log(x);
    const float x2 = ratio.hi * ratio.hi;
    float t = static_cast<float>(0.4374550283);
    t = fused_multiply_add(t, x2, static_cast<float>(0.5764790177));
    t = fused_multiply_add(t, x2, static_cast<float>(0.9618012905120));
    const DoubleFloat scaled = multiply(ratio, DoubleFloat{static_cast<float>(2.8853900432586669922), static_cast<float>(3.2734474483568488616e-08)});
    DoubleFloat s = add_any(static_cast<float>(e), scaled);
    s = add_any(s, x2 * ratio.hi * t);
    return s.hi + s.lo;
}

float sleef_logf(float x) {
    if (const std::optional<float> special = log_special(x)) return *special;
    const auto [e, ratio] = reduce_for_log(x);
    DoubleFloat s = multiply({0.69314718246459960938f, -1.904654323148236017e-09f}, static_cast<float>(e));
    const float x2 = ratio.hi * ratio.hi;
    float t = 0.3027294874f;
    t = fused_multiply_add(t, x2, 0.3996108174f);
    t = fused_multiply_add(t, x2, 0.6666694880f);
    s = add(s, DoubleFloat{ratio.hi * 2.0f, ratio.lo * 2.0f});
    s = add(s, x2 * ratio.hi * t);
    return s.hi + s.lo;
}

float sleef_powf(float x, float y) {
    const float infinity = std::numeric_limits<float>::infinity();
    const bool y_is_integer = std::trunc(y) == y || std::fabs(y) > 16777216.0f;
    const bool y_is_odd = (truncate_to_int(y) & 1) == 1 && y_is_integer && std::fabs(y) < 16777216.0f;
    float result = exp_of_double_float(multiply(log_double_float(std::fabs(x)), y));
    if (std::isnan(result)) result = infinity;
    const float nan = std::numeric_limits<float>::quiet_NaN();
    result *= x > 0.0f ? 1.0f : y_is_integer ? (y_is_odd ? -1.0f : 1.0f) : nan;
    const float distance_from_one = multiply_sign(std::fabs(x) - 1.0f, y);
    if (std::isinf(y)) result = distance_from_one < 0.0f ? 0.0f : distance_from_one == 0.0f ? 1.0f : infinity;
    if (std::isinf(x) || x == 0.0f) {
        const float sign = y_is_odd ? multiply_sign(1.0f, x) : 1.0f;
        result = sign * ((x == 0.0f ? -y : y) < 0.0f ? 0.0f : infinity);
    }
    if (std::isnan(x) || std::isnan(y)) result = kAllOnesNaN;
    if (y == 0.0f || x == 1.0f) result = 1.0f;
    return result;
}

float sleef_tanhf(float x) {
    DoubleFloat d = exp_double_float({std::fabs(x), 0.0f});
    const DoubleFloat e = reciprocal(d);
    d = divide(add(d, negate(e)), add(d, e));
    float y = d.hi + d.lo;
    if (std::fabs(x) > 8.664339742f || std::isnan(y)) y = 1.0f;
    y = multiply_sign(y, x);
    return std::isnan(x) ? kAllOnesNaN : y;
}

float sleef_erff(float x) {
    const float a = std::fabs(x);
    // Three polynomials: below 1.1 in a^2, below 2.4 and above in a (exp of it past 1.1).
    const int range = a < 1.1f ? 0 : a < 2.4f ? 1 : 2;
    const float u = range == 0 ? a * a : a;
    static const float kTerms[5][3] = {{+0.7089292194e-4f, -0.1792667899e-4f, -0.9495757695e-5f},
                                       {-0.7768311189e-3f, +0.3937633010e-3f, +0.2481465926e-3f},
                                       {+0.5159463733e-2f, -0.3949181177e-2f, -0.2918176819e-2f},
                                       {-0.2683781274e-1f, +0.2445474640e-1f, +0.2059706673e-1f},
                                       {+0.1128318012e+0f, -0.1070996150e+0f, -0.9901899844e-1f}};
    static const double kDoubleTerms[2][3] = {
        {-0.376125876000657465175213237214e+0, -0.634588905908410389971210809210e+0, -0.643598050547891613081201721633e+0},
        {+0.112837916021059138255978217023e+1, -0.112879855826694507209862753992e+1, -0.112461487742845562801052956293e+1}};
    float t = kTerms[0][range];
    for (int i = 1; i < 5; ++i) t = fused_multiply_add(t, u, kTerms[i][range]);
    DoubleFloat d = add_any(multiply_exact(t, u), double_float(kDoubleTerms[0][range]));
    d = add_any(multiply(d, u), double_float(kDoubleTerms[1][range]));
    d = multiply(d, a);
    if (range != 0) d = add(1.0f, negate(exp_double_float(d)));
    const float result = multiply_sign(a < 4.0f ? d.hi + d.lo : 1.0f, x);
    return std::isnan(a) ? std::numeric_limits<float>::quiet_NaN() : result;
}

// --- sin and cos (xsinf_u1, xcosf_u1) ---------------------------------------------------------------------------
// SLEEF takes its short path only when all eight lanes of a vector are below 125 in magnitude (finite); otherwise
// every lane takes the Payne-Hanek reduction, whose last bit can differ. sleef_trig_block follows the lanes.
namespace {

// x + y for |x| >= |y| (SLEEF's dfadd_vf2_vf_vf).
DoubleFloat add_ordered(float x, float y) {
    const float sum = x + y;
    return {sum, (x - sum) + y};
}

// The product of two pairs rounded to one float (SLEEF's dfmul_vf_vf2_vf2).
float multiply_to_float(DoubleFloat x, DoubleFloat y) {
    return fused_multiply_add(x.hi, y.hi, fused_multiply_add(x.lo, y.hi, x.hi * y.lo));
}

constexpr float kInversePi = static_cast<float>(0.318309886183790671537767526745028724);
constexpr float kPiA = 3.1414794921875f, kPiB = 0.00011315941810607910156f, kPiC = 1.9841872589410058936e-09f;

// sin(t) for the reduced argument t (|t| <= pi/2), as a float: t (1 + t^2 P(t^2)) in double-float.
float sine_of_reduced(DoubleFloat t) {
    const DoubleFloat s = square(t);
    float u = 2.6083159809786593541503e-06f;
    u = fused_multiply_add(u, s.hi, -0.0001981069071916863322258f);
    u = fused_multiply_add(u, s.hi, 0.00833307858556509017944336f);
    const DoubleFloat x = add(1.0f, multiply(add_ordered(-0.166666597127914428710938f, u * s.hi), s));
    return multiply_to_float(t, x);
}

float flip_sign_if(float value, bool flip) { return flip ? float_of(bits_of(value) ^ 0x80000000u) : value; }

// The short path of xsinf_u1 (|d| < 125).
float sine_short(float d) {
    const float u = std::nearbyint(d * kInversePi);
    const std::int32_t q = round_to_int(u);
    const float v = fused_multiply_add(u, -kPiA, d);
    DoubleFloat s = add_exact(v, u * -kPiB);
    s = add(s, u * -kPiC);
    const float result = flip_sign_if(sine_of_reduced(s), (q & 1) == 1);
    return d == 0.0f && std::signbit(d) ? d : result;
}

// The short path of xcosf_u1 (|d| < 125).
float cosine_short(float d) {
    const float dq = fused_multiply_add(std::nearbyint(fused_multiply_add(d, kInversePi, -0.5f)), 2.0f, 1.0f);
    const std::int32_t q = round_to_int(dq);
    DoubleFloat s = add_exact(d, dq * (-kPiA * 0.5f));
    s = add_any(s, dq * (-kPiB * 0.5f));
    s = add_any(s, dq * (-kPiC * 0.5f));
    return flip_sign_if(sine_of_reduced(s), (q & 2) == 0);
}

}  // namespace

bool sleef_trig_block(const float* in, float* out, std::size_t count, bool cosine) {
    constexpr std::size_t kLanes = 8;
    for (std::size_t start = 0; start < count; start += kLanes) {
        const std::size_t end = std::min(count, start + kLanes);
        for (std::size_t i = start; i < end; ++i)
            if (!(std::fabs(in[i]) < 125.0f)) return false;  // NaN too: the long path
        for (std::size_t i = start; i < end; ++i) out[i] = cosine ? cosine_short(in[i]) : sine_short(in[i]);
    }
    return true;
}

}  // namespace qkv
