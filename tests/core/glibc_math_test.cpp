// glibc_math_test.cpp — the core's glibc expf, expm1f, erff and tanhf against glibc 2.36's own results (x86-64, FMA
// variant) on a sample of 65,550 inputs across every exponent. The expected hashes are what
// `tools/exhaustive/glibc_math_check --sample` printed from the machine's libm; that program also compares all 2^32
// inputs (0 differences for each function).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/glibc_math.hpp"
#include "glibc_math_sample.hpp"

TEST(GlibcMath, SampleMatchesGlibc) {
    EXPECT_EQ(sample_hash(qkv::glibc_expf), 0x2ed20aa5e6c4265aull);
    EXPECT_EQ(sample_hash(qkv::glibc_expm1f), 0x9f28a858c9c83844ull);
    EXPECT_EQ(sample_hash(qkv::glibc_erff), 0xbeda04ba03c56ecaull);
    EXPECT_EQ(sample_hash(qkv::glibc_tanhf), 0xb4dac5f22ba83e59ull);
}

// The edges (values from the machine's libm): expf's overflow to inf, its rounding to the smallest subnormal and to +0, erff's and tanhf's saturation.
TEST(GlibcMath, Edges) {
    EXPECT_EQ(qkv::glibc_expf(0x1.62e42ep6f), 0x1.ffff08p+127f);
    EXPECT_EQ(qkv::glibc_expf(0x1.62e430p6f), std::numeric_limits<float>::infinity());
    EXPECT_EQ(qkv::glibc_expf(-0x1.9fe368p6f), std::numeric_limits<float>::denorm_min());
    EXPECT_EQ(qkv::glibc_expf(-0x1.9fe36ap6f), 0.0f);
    EXPECT_EQ(qkv::glibc_expf(-std::numeric_limits<float>::infinity()), 0.0f);
    EXPECT_TRUE(std::isnan(qkv::glibc_expf(std::numeric_limits<float>::quiet_NaN())));
    EXPECT_EQ(qkv::glibc_erff(6.0f), 1.0f);
    EXPECT_EQ(qkv::glibc_erff(-6.0f), -1.0f);
    EXPECT_EQ(qkv::glibc_tanhf(22.0f), 1.0f);
    EXPECT_EQ(qkv::glibc_tanhf(-0.0f), -0.0f);
}
