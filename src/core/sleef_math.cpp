// sleef_math.cpp — SLEEF's xexpf and xlogf_u1 (the AVX2 variants, where the library fuses its vmla steps).
//
// The log works in double-float arithmetic: a value is a pair (hi, lo) of floats whose sum carries about 48 bits.
// The helpers below are SLEEF's df* operations written out, each with the roundings the vector code has.
#include "sleef_math.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "avx_math.hpp"

namespace qkv {
namespace {

std::int32_t bits_of(float value) {
    std::int32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

float float_of(std::int32_t bits) {
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

float power_of_two(std::int32_t exponent) { return float_of((exponent + 0x7f) << 23); }

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

float sleef_logf(float x) {
    if (std::isnan(x) || x < 0.0f) return std::numeric_limits<float>::quiet_NaN();
    if (x == 0.0f) return -std::numeric_limits<float>::infinity();
    if (std::isinf(x)) return x;
    const bool subnormal = x < std::numeric_limits<float>::min();
    float d = subnormal ? x * 18446744073709551616.0f : x;
    std::int32_t e = ((bits_of(d * (1.0f / 0.75f)) >> 23) & 0xff) - 0x7f;
    const float m = float_of(bits_of(d) - e * (1 << 23));
    if (subnormal) e -= 64;
    DoubleFloat s = multiply({0.69314718246459960938f, -1.904654323148236017e-09f}, static_cast<float>(e));
    const DoubleFloat ratio = divide(add_exact(-1.0f, m), add_exact(1.0f, m));
    const float x2 = ratio.hi * ratio.hi;
    float t = 0.3027294874f;
    t = fused_multiply_add(t, x2, 0.3996108174f);
    t = fused_multiply_add(t, x2, 0.6666694880f);
    s = add(s, DoubleFloat{ratio.hi * 2.0f, ratio.lo * 2.0f});
    s = add(s, x2 * ratio.hi * t);
    return s.hi + s.lo;
}

}  // namespace qkv
