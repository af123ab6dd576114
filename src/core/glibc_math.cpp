// glibc_math.cpp — glibc 2.36's expf (the FMA variant its ifunc picks on x86-64 with FMA), written out with the
// same double roundings, and its fdlibm-derived expm1f, erff and tanhf, whose float steps are each rounded (libm
// builds them without FMA).
#include "glibc_math.hpp"

#include <cmath>
#include <cstdint>
#include <cstddef>
#include <limits>

#include "float_bits.hpp"

namespace qkv {
namespace {

// 2^(i/32), correctly rounded, for i = 0..31.
constexpr double kPowersOfTwo[32] = {
    0x1.0000000000000p+0, 0x1.059b0d3158574p+0, 0x1.0b5586cf9890fp+0, 0x1.11301d0125b51p+0, 0x1.172b83c7d517bp+0,
    0x1.1d4873168b9aap+0, 0x1.2387a6e756238p+0, 0x1.29e9df51fdee1p+0, 0x1.306fe0a31b715p+0, 0x1.371a7373aa9cbp+0,
    0x1.3dea64c123422p+0, 0x1.44e086061892dp+0, 0x1.4bfdad5362a27p+0, 0x1.5342b569d4f82p+0, 0x1.5ab07dd485429p+0,
    0x1.6247eb03a5585p+0, 0x1.6a09e667f3bcdp+0, 0x1.71f75e8ec5f74p+0, 0x1.7a11473eb0187p+0, 0x1.82589994cce13p+0,
    0x1.8ace5422aa0dbp+0, 0x1.93737b0cdc5e5p+0, 0x1.9c49182a3f090p+0, 0x1.a5503b23e255dp+0, 0x1.ae89f995ad3adp+0,
    0x1.b7f76f2fb5e47p+0, 0x1.c199bdd85529cp+0, 0x1.cb720dcef9069p+0, 0x1.d5818dcfba487p+0, 0x1.dfc97337b9b5fp+0,
    0x1.ea4afa2a490dap+0, 0x1.f50765b6e4540p+0};

// c[0] + z * (c[1] + z * (c[2] + ...)), evaluated from the innermost term out, as fdlibm nests its polynomials.
template <std::size_t N>
float nested_polynomial(float z, const float (&c)[N]) {
    float sum = c[N - 1];
    for (std::size_t i = N - 1; i-- > 0;) sum = c[i] + z * sum;
    return sum;
}

// x * 2^k for a y whose exponent field can take k, as fdlibm adds k to the exponent bits.
float add_to_exponent(float y, std::int32_t k) { return float_of(bits_of(y) + static_cast<std::uint32_t>(k) * (1u << 23)); }

}  // namespace

float glibc_expf(float x) {
    const float overflow_above = 0x1.62e42ep6f, zero_below = -0x1.9fe368p6f, smallest_below = -0x1.9d1d9ep6f;
    if ((bits_of(x) >> 20 & 0x7ff) > 0x42a) {  // |x| >= 88, inf or NaN
        if (x == -std::numeric_limits<float>::infinity()) return 0.0f;
        if (std::isinf(x) || std::isnan(x)) return x + x;
        if (x > overflow_above) return std::numeric_limits<float>::infinity();
        if (x < zero_below) return 0.0f;
        if (x < smallest_below) return std::numeric_limits<float>::denorm_min();
    }
    // x * 32 / ln 2 = k + r, k the nearest integer (ties to even, by adding 1.5 * 2^52), |r| <= 1/2; the product
    // is never rounded on its own: it is fused into both the rounding and the remainder.
    const double scaled_inverse_ln2 = 0x1.71547652b82fep+5, shift = 0x1.8p52;
    const double x_double = x;
    const double shifted = std::fma(scaled_inverse_ln2, x_double, shift);
    const double k = shifted - shift;
    const double r = std::fma(scaled_inverse_ln2, x_double, -k);
    // 2^(k/32) from the table entry for k mod 32 and k / 32 added to its exponent.
    const std::int64_t k_integer = static_cast<std::int64_t>(k);
    const std::uint64_t entry = bits_of(kPowersOfTwo[k_integer & 31]);
    const double scale = double_of(entry - (static_cast<std::uint64_t>(k_integer & 31) << 47) + (static_cast<std::uint64_t>(k_integer) << 47));
    // 2^(r/32) - 1 ~ c0 r^3 + c1 r^2 + c2 r.
    const double c0 = 0x1.c6af84b912394p-20, c1 = 0x1.ebfce50fac4f3p-13, c2 = 0x1.62e42ff0c52d6p-6;
    const double z = std::fma(c0, r, c1);
    const double y = std::fma(z, r * r, std::fma(c2, r, 1.0));
    return static_cast<float>(y * scale);
}


float glibc_expm1f(float x) {
    const std::uint32_t magnitude = bits_of(x) & 0x7fffffff;
    const bool negative = (bits_of(x) >> 31) != 0;
    if (magnitude >= 0x4195b844) {  // |x| >= 27 ln 2
        if (magnitude > 0x7f800000) return x + x;
        if (magnitude == 0x7f800000) return negative ? -1.0f : x;
        if (magnitude >= 0x42b17218 && !negative) return std::numeric_limits<float>::infinity();  // x >= 88.72...
        if (negative) return -1.0f;
    }
    const float ln2_high = 0x1.62e3p-1f, ln2_low = 0x1.2fefa2p-17f;
    // x = k ln 2 + (hi - lo), with c what hi - lo loses.
    std::int32_t k = 0;
    float correction = 0.0f;
    if (magnitude > 0x3eb17218) {  // |x| > ln 2 / 2
        float high, low;
        if (magnitude < 0x3f851592) {  // |x| < 1.5 ln 2
            k = negative ? -1 : 1;
            high = negative ? x + ln2_high : x - ln2_high;
            low = negative ? -ln2_low : ln2_low;
        } else {
            k = static_cast<std::int32_t>(0x1.715476p+0f * x + (negative ? -0.5f : 0.5f));
            const float t = static_cast<float>(k);
            high = x - t * ln2_high;
            low = t * ln2_low;
        }
        x = high - low;
        correction = (high - x) - low;
    } else if (magnitude < 0x33000000) {  // |x| < 2^-25
        return x;
    }
    const float half_x = 0.5f * x, half_square = x * half_x;
    const float terms[] = {1.0f, -0x1.111112p-5f, 0x1.a01a02p-10f, -0x1.4ce19ap-14f, 0x1.0cfca8p-18f, -0x1.afdb76p-23f};
    const float r1 = nested_polynomial(half_square, terms);
    const float t = 3.0f - r1 * half_x;
    float e = half_square * ((r1 - t) / (6.0f - x * t));
    if (k == 0) return x - (x * e - half_square);
    e = x * (e - correction) - correction;
    e -= half_square;
    if (k == -1) return 0.5f * (x - e) - 0.5f;
    if (k == 1) return x < -0.25f ? -2.0f * (e - (x + 0.5f)) : 1.0f + 2.0f * (x - e);
    if (k <= -2 || k > 56) return add_to_exponent(1.0f - (e - x), k) - 1.0f;
    if (k < 23) return add_to_exponent(float_of(0x3f800000 - (0x1000000u >> k)) - (e - x), k);  // 1 - 2^-k
    return add_to_exponent((x - (e + float_of(static_cast<std::uint32_t>(0x7f - k) << 23))) + 1.0f, k);  // 2^-k
}

float glibc_erff(float x) {
    const std::uint32_t magnitude = bits_of(x) & 0x7fffffff;
    const bool negative = (bits_of(x) >> 31) != 0;
    if (magnitude >= 0x7f800000) return (negative ? -1.0f : 1.0f) + 1.0f / x;  // +-1, NaN for NaN
    const float efx = 0x1.06eba8p-3f;  // 2 / sqrt(pi) - 1
    if (magnitude < 0x3f580000) {      // |x| < 0.84375
        if (magnitude < 0x04000000) return 0.0625f * (16.0f * x + (16.0f * efx) * x);
        if (magnitude < 0x31800000) return x + efx * x;
        const float numerator[] = {efx, -0x1.4cd7d6p-2f, -0x1.d2a51ep-6f, -0x1.7a2912p-8f, -0x1.8ead62p-16f};
        const float denominator[] = {1.0f, 0x1.97779cp-2f, 0x1.0a54c6p-4f, 0x1.4d022cp-8f, 0x1.15dc92p-13f, -0x1.09c434p-18f};
        const float z = x * x;
        return x + x * (nested_polynomial(z, numerator) / nested_polynomial(z, denominator));
    }
    if (magnitude < 0x3fa00000) {  // |x| < 1.25: erf(1) plus a rational function of |x| - 1
        const float erf_near_one = 0x1.b0ac16p-1f;
        const float numerator[] = {-0x1.359b8cp-9f, 0x1.a8d00ap-2f, -0x1.7d2410p-2f, 0x1.45fca8p-2f,
                                   -0x1.c63984p-4f, 0x1.22a366p-5f, -0x1.1bf380p-9f};
        const float denominator[] = {1.0f, 0x1.b3e662p-4f, 0x1.14af0ap-1f, 0x1.2635cep-4f,
                                     0x1.02660ep-3f, 0x1.bedc26p-7f, 0x1.88b546p-7f};
        const float s = std::fabs(x) - 1.0f;
        const float ratio = nested_polynomial(s, numerator) / nested_polynomial(s, denominator);
        return negative ? -erf_near_one - ratio : erf_near_one + ratio;
    }
    if (magnitude >= 0x40c00000) return negative ? -1.0f : 1.0f;  // |x| >= 6
    // 1 - erfc(|x|), erfc(a) = exp(-a^2 - 0.5625 + R/S) / a, with a^2 split where a's low 12 bits are cut.
    const float a = std::fabs(x), s = 1.0f / (a * a);
    float ratio;
    if (magnitude < 0x4036db6e) {  // |x| < 1 / 0.35
        const float numerator[] = {-0x1.434126p-7f, -0x1.63416ep-1f, -0x1.51e044p+3f, -0x1.f300aep+5f,
                                   -0x1.44cb18p+7f, -0x1.7135cep+7f, -0x1.452656p+6f, -0x1.3a0efcp+3f};
        const float denominator[] = {1.0f, 0x1.3a6b9cp+4f, 0x1.1350c6p+7f, 0x1.b290dep+8f, 0x1.42b192p+9f,
                                     0x1.ad0216p+8f, 0x1.b28a3ep+6f, 0x1.a47ef8p+2f, -0x1.eeff2ep-5f};
        ratio = nested_polynomial(s, numerator) / nested_polynomial(s, denominator);
    } else {
        const float numerator[] = {-0x1.434124p-7f, -0x1.993ba8p-1f, -0x1.1c2096p+4f, -0x1.4145d4p+7f,
                                   -0x1.3ec882p+9f, -0x1.004616p+10f, -0x1.e384eap+8f};
        const float denominator[] = {1.0f, 0x1.e568b2p+4f, 0x1.45cae2p+8f, 0x1.802eb2p+10f,
                                     0x1.8ffb76p+11f, 0x1.3f219cp+11f, 0x1.da874ep+8f, -0x1.670e24p+4f};
        ratio = nested_polynomial(s, numerator) / nested_polynomial(s, denominator);
    }
    const float z = float_of(bits_of(a) & 0xfffff000);
    const float r = glibc_expf(-z * z - 0.5625f) * glibc_expf((z - a) * (z + a) + ratio);
    return negative ? r / a - 1.0f : 1.0f - r / a;
}

float glibc_tanhf(float x) {
    const std::uint32_t magnitude = bits_of(x) & 0x7fffffff;
    const bool negative = (bits_of(x) >> 31) != 0;
    if (magnitude >= 0x7f800000) return negative ? 1.0f / x - 1.0f : 1.0f / x + 1.0f;  // +-1, NaN for NaN
    if (magnitude == 0 || magnitude < 0x24000000) return magnitude == 0 ? x : x * (1.0f + x);  // |x| < 2^-55
    float z = 1.0f;  // |x| >= 22
    if (magnitude < 0x41b00000) {
        if (magnitude >= 0x3f800000) {
            const float t = glibc_expm1f(2.0f * std::fabs(x));
            z = 1.0f - 2.0f / (t + 2.0f);
        } else {
            const float t = glibc_expm1f(-2.0f * std::fabs(x));
            z = -t / (t + 2.0f);
        }
    }
    return negative ? -z : z;
}

}  // namespace qkv
