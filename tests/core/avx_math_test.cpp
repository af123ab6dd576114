// avx_math_test.cpp — exhaustive checks of the float log and sincos over every input randn's kernel can produce.
//
// randn feeds log with 1 - k * 2^-24 and sincos with float(2 pi) * (k * 2^-24), for k in [0, 2^24). For all
// 2^24 of each, the core's version (fused steps written as double arithmetic rounded once) must equal the same
// evaluation written with std::fma (a true fused multiply-add), and stay within a stated error of double libm.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "core/avx_math.hpp"

namespace {

constexpr std::uint32_t kInputs = 1u << 24;

// --- An independent transcription of the same Cephes evaluation, with std::fma for every fused step. ---
float fma_logf(float x) {
    const float sqrt_half = static_cast<float>(0.707106781186547524);
    const float p[9] = {static_cast<float>(7.0376836292E-2),  static_cast<float>(-1.1514610310E-1),
                        static_cast<float>(1.1676998740E-1),  static_cast<float>(-1.2420140846E-1),
                        static_cast<float>(1.4249322787E-1),  static_cast<float>(-1.6668057665E-1),
                        static_cast<float>(2.0000714765E-1),  static_cast<float>(-2.4999993993E-1),
                        static_cast<float>(3.3333331174E-1)};
    int binary_exponent = 0;
    float m = std::frexp(x, &binary_exponent);  // x = m * 2^e, m in [0.5, 1)
    float e = static_cast<float>(binary_exponent);
    if (m < sqrt_half) {
        e = e - 1.0f;
        m = (m - 1.0f) + m;
    } else {
        m = m - 1.0f;
    }
    const float z = m * m;
    float y = p[0];
    for (int i = 1; i < 9; ++i) y = std::fma(y, m, p[i]);
    y = y * m;
    y = std::fma(y, z, e * static_cast<float>(-2.12194440e-4));
    y = std::fma(-z, 0.5f, y);
    return std::fma(e, static_cast<float>(0.693359375), m + y);
}

qkv::SinCos fma_sincosf(float x) {  // x >= 0 here
    const float four_over_pi = static_cast<float>(1.27323954473516);
    int j = static_cast<int>(x * four_over_pi);
    j = (j + 1) & ~1;
    const float y = static_cast<float>(j);
    x = std::fma(y, static_cast<float>(-0.78515625), x);
    x = std::fma(y, static_cast<float>(-2.4187564849853515625e-4), x);
    x = std::fma(y, static_cast<float>(-3.77489497744594108e-8), x);
    const float z = x * x;
    float c = std::fma(static_cast<float>(2.443315711809948E-005), z, static_cast<float>(-1.388731625493765E-003));
    c = std::fma(c, z, static_cast<float>(4.166664568298827E-002));
    c = c * z;
    c = std::fma(c, z, -(z * 0.5f));
    c = c + 1.0f;
    float s = std::fma(static_cast<float>(-1.9515295891E-4), z, static_cast<float>(8.3321608736E-3));
    s = std::fma(s, z, static_cast<float>(-1.6666654611E-1));
    s = s * z;
    s = std::fma(s, x, x);
    const bool swap = (j & 2) != 0;
    float sin_value = (swap ? c : s) + 0.0f;
    float cos_value = (swap ? s : c) + 0.0f;
    if ((j & 4) != 0) sin_value = -sin_value;
    if (((j - 2) & 4) == 0) cos_value = -cos_value;
    return {sin_value, cos_value};
}

bool same_bits(float a, float b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

TEST(CephesLog, EqualsTheTrueFmaEvaluationOnAllKernelInputs) {
    std::uint32_t mismatches = 0;
    double worst_error = 0.0;
    for (std::uint32_t k = 0; k < kInputs; ++k) {
        const float u = 1.0f - static_cast<float>(k) * 0x1p-24f;  // in (0, 1], as the kernel computes it
        const float got = qkv::cephes_logf(u);
        mismatches += !same_bits(got, fma_logf(u));
        // Absolute error against double libm, in units of 2^-24 scaled by the result's size.
        const double exact = std::log(static_cast<double>(u));
        const double error = std::fabs(got - exact) / std::max(std::fabs(exact), 1e-30);
        worst_error = std::max(worst_error, exact == 0.0 ? std::fabs(got) : error);
    }
    EXPECT_EQ(mismatches, 0u);
    // Documented accuracy of the polynomial: within 2 float ulps (relative 2^-22) of the true logarithm.
    EXPECT_LT(worst_error, 0x1p-22);
}

TEST(CephesSinCos, EqualsTheTrueFmaEvaluationOnAllKernelInputs) {
    const float two_pi = static_cast<float>(2.0 * std::acos(-1.0));
    std::uint32_t mismatches = 0;
    double worst_error = 0.0;
    for (std::uint32_t k = 0; k < kInputs; ++k) {
        const float theta = two_pi * (static_cast<float>(k) * 0x1p-24f);
        const qkv::SinCos got = qkv::cephes_sincosf(theta);
        const qkv::SinCos reference = fma_sincosf(theta);
        mismatches += !same_bits(got.sin, reference.sin) || !same_bits(got.cos, reference.cos);
        worst_error = std::max({worst_error, std::fabs(got.sin - std::sin(static_cast<double>(theta))),
                                std::fabs(got.cos - std::cos(static_cast<double>(theta)))});
    }
    EXPECT_EQ(mismatches, 0u);
    // Absolute error on [0, 2 pi): a couple of float ulps of 1.
    EXPECT_LT(worst_error, 0x1p-22);
}

TEST(CephesSinCos, IsOddAndEvenForNegativeInputs) {
    for (float x : {0.1f, 1.0f, 2.5f, 4.0f, 6.0f}) {
        const qkv::SinCos positive = qkv::cephes_sincosf(x);
        const qkv::SinCos negative = qkv::cephes_sincosf(-x);
        EXPECT_EQ(negative.sin, -positive.sin);
        EXPECT_EQ(negative.cos, positive.cos);
    }
}

TEST(CephesLog, IsNanOutsideItsDomain) {
    EXPECT_TRUE(std::isnan(qkv::cephes_logf(0.0f)));
    EXPECT_TRUE(std::isnan(qkv::cephes_logf(-1.0f)));
    EXPECT_EQ(qkv::cephes_logf(1.0f), 0.0f);
}

TEST(FusedMultiplyAdd, RoundsOnce) {
    // (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 exactly; rounding the product first would give 0.
    const float a = 1.0f + 0x1p-23f, b = 1.0f - 0x1p-23f;
    EXPECT_EQ(qkv::fused_multiply_add(a, b, -1.0f), std::fma(a, b, -1.0f));
    EXPECT_NE(qkv::fused_multiply_add(a, b, -1.0f), a * b - 1.0f);
}

}  // namespace
