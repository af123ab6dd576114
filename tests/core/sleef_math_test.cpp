// sleef_math_test.cpp — SLEEF's exp, log, log10, log2, pow, tanh and erf against torch's outputs (AVX2, torch 1.13.1), bit for bit,
// at the edges: underflow to 0 and subnormals, overflow to inf, subnormal inputs of log.
#include <gtest/gtest.h>

#include <vector>

#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/sleef_math.hpp"

namespace {
float from_bits(std::uint32_t bits) {
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}
std::uint32_t to_bits(float value) {
    std::uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}
// function(inputs[i]) has the bits torch printed for it, for each of the 16 (one AVX2 block pair).
void expect_torch_bits(float (*function)(float), const std::uint32_t (&inputs)[16], const std::uint32_t (&torch_bits)[16]) {
    for (std::size_t i = 0; i < 16; ++i) EXPECT_EQ(to_bits(function(from_bits(inputs[i]))), torch_bits[i]) << "input " << from_bits(inputs[i]);
}
}  // namespace

TEST(SleefMath, ExpMatchesTorch) {
    const std::uint32_t inputs[] = {0xc2d10000, 0xc2cfcccd, 0xc2af0000, 0xbf000000, 0x00000000, 0x322bcc77,
                                    0x3f317218, 0x3f800000, 0x41200000, 0x42b16666, 0x42c7cccd, 0x42c90000};
    const std::uint32_t torch_exp[] = {0x00000000, 0x00000001, 0x006cb2bc, 0x3f1b4598, 0x3f800000, 0x3f800000,
                                       0x40000000, 0x402df854, 0x46ac14ee, 0x7f7a37fc, 0x7f800000, 0x7f800000};
    for (std::size_t i = 0; i < sizeof inputs / sizeof inputs[0]; ++i)
        EXPECT_EQ(to_bits(qkv::sleef_expf(from_bits(inputs[i]))), torch_exp[i]) << "input " << from_bits(inputs[i]);
    EXPECT_TRUE(std::isnan(qkv::sleef_expf(NAN)));
    EXPECT_EQ(qkv::sleef_expf(-INFINITY), 0.0f);
}

TEST(SleefMath, LogMatchesTorch) {
    const std::uint32_t inputs[] = {0x00000001, 0x000116c2, 0x3a83126f, 0x3f000000, 0x3f400000,
                                    0x3f800000, 0x3faaa993, 0x40200000, 0x0da24260, 0x7f61b1e6};
    const std::uint32_t torch_log[] = {0xc2ce8ed0, 0xc2b834f2, 0xc0dd0c55, 0xbf317218, 0xbe934b11,
                                       0x00000000, 0x3e9347ca, 0x3f6a9208, 0xc28a27b5, 0x42b13196};
    for (std::size_t i = 0; i < sizeof inputs / sizeof inputs[0]; ++i)
        EXPECT_EQ(to_bits(qkv::sleef_logf(from_bits(inputs[i]))), torch_log[i]) << "input " << from_bits(inputs[i]);
    EXPECT_EQ(qkv::sleef_logf(0.0f), -INFINITY);
    EXPECT_TRUE(std::isnan(qkv::sleef_logf(-1.0f)));
    EXPECT_EQ(qkv::sleef_logf(INFINITY), INFINITY);
}

// torch.log10 and torch.log2 (SLEEF's log10f_u10 and log2f_u10): subnormal inputs, exact powers, 1 +- 1 ulp and the
// largest float. Checked on all 2^32 inputs against Debian's libsleef.so.3 when written: no difference.
TEST(SleefMath, Log10AndLog2MatchTorch) {
    const std::uint32_t inputs[] = {0x00000001, 0x000116c2, 0x3a83126f, 0x3f000000, 0x3f400000, 0x3f800000, 0x3faaa993, 0x40200000,
                                    0x0da24260, 0x7f61b1e6, 0x41200000, 0x447a0000, 0x3dcccccd, 0x3f7fffff, 0x3f800001, 0x7f7fffff};
    const std::uint32_t torch_log10[] = {0xc23369f4, 0xc2200001, 0xc0400000, 0xbe9a209b, 0xbdffdfe1, 0x00000000, 0x3dffda30, 0x3ecbbecb,
                                         0xc1f00000, 0x4219e892, 0x3f800000, 0x40400000, 0xbf800000, 0xb2de5bd9, 0x335e5bd8, 0x421a209b};
    const std::uint32_t torch_log2[] = {0xc3150000, 0xc304e08c, 0xc11f73da, 0xbf800000, 0xbed47fcc, 0x00000000, 0x3ed47b11, 0x3fa934f1,
                                        0xc2c750d1, 0x42ffa2ef, 0x40549a78, 0x411f73da, 0xc0549a78, 0xb3b8aa3b, 0x3438aa3a, 0x43000000};
    expect_torch_bits(qkv::sleef_log10f, inputs, torch_log10);
    expect_torch_bits(qkv::sleef_log2f, inputs, torch_log2);
    for (float (*function)(float) : {qkv::sleef_log10f, qkv::sleef_log2f}) {
        EXPECT_EQ(function(0.0f), -INFINITY);
        EXPECT_EQ(function(-0.0f), -INFINITY);
        EXPECT_TRUE(std::isnan(function(-1e-30f)));
        EXPECT_TRUE(std::isnan(function(NAN)));
        EXPECT_EQ(function(INFINITY), INFINITY);
    }
}

// torch.pow(x, y) on 16 elements (the SLEEF vector path), including C's special cases: negative bases to integer
// and non-integer powers, zeros, NaN exponent with base 1, overflow, underflow and subnormal results.
TEST(SleefMath, PowMatchesTorch) {
    const std::uint32_t bases[] = {0x40000000, 0x3f000000, 0x406ccccd, 0xc0000000, 0xc0000000, 0x00000000, 0x00000000, 0x3f800000,
                                   0x41200000, 0x0da24260, 0x40f00000, 0x3f666666, 0x80000000, 0x40800000, 0x501502f9, 0x40200000};
    const std::uint32_t exponents[] = {0x3fc00000, 0xbf000000, 0x400ccccd, 0x40400000, 0x3f000000, 0xbf800000, 0x40000000, 0x7fc00000,
                                       0x42200000, 0x3fa66666, 0xc2700000, 0x461c4000, 0xc0400000, 0x00000000, 0x4079999a, 0xc0e80000};
    const std::uint32_t torch_pow[] = {0x403504f3, 0x3fb504f3, 0x418e46d7, 0xc1000000, 0x7fc00000, 0x7f800000, 0x00000000, 0x3f800000,
                                       0x7f800000, 0x000ae39a, 0x00000000, 0x00000000, 0xff800000, 0x3f800000, 0x7f800000, 0x3aaac879};
    for (std::size_t i = 0; i < 16; ++i) {
        const float result = qkv::sleef_powf(from_bits(bases[i]), from_bits(exponents[i]));
        if (std::isnan(from_bits(torch_pow[i]))) EXPECT_TRUE(std::isnan(result)) << "case " << i;
        else EXPECT_EQ(to_bits(result), torch_pow[i]) << "case " << i;
    }
}

TEST(SleefMath, TanhMatchesTorch) {
    const std::uint32_t inputs[] = {0xc1a00000, 0xc10b3333, 0xc0466666, 0xbf800000, 0xbe800000, 0xb727c5ac, 0x00000000, 0x0da24260,
                                    0x3a83126f, 0x3e99999a, 0x3f451eb8, 0x3fc00000, 0x4039999a, 0x40b00000, 0x4109999a, 0x42c80000};
    const std::uint32_t torch_tanh[] = {0xbf800000, 0xbf800000, 0xbf7ef68a, 0xbf42f7d6, 0xbe7acbf5, 0xb727c5ac, 0x00000000, 0x0da24260,
                                        0x3a83126c, 0x3e9526ee, 0x3f259d2b, 0x3f67b7cc, 0x3f7e745f, 0x3f7ffdd0, 0x3f7fffff, 0x3f800000};
    expect_torch_bits(qkv::sleef_tanhf, inputs, torch_tanh);
    EXPECT_TRUE(std::isnan(qkv::sleef_tanhf(NAN)));
}

// torch.erf (SLEEF for every element) across the three polynomial ranges (< 1.1, < 2.4, < 4) and beyond.
TEST(SleefMath, ErfMatchesTorch) {
    const std::uint32_t inputs[] = {0xc0a00000, 0xc07f5c29, 0xc0200000, 0xbf99999a, 0xbf800000, 0xbe99999a, 0x00000000, 0x1e3ce508,
                                    0x3d4ccccd, 0x3f19999a, 0x3f8b851f, 0x3f8e147b, 0x4018f5c3, 0x401a3d71, 0x40600000, 0x40c00000};
    const std::uint32_t torch_erf[] = {0xbf800000, 0xbf800000, 0xbf7fe554, 0xbf690a56, 0xbf57bb3d, 0xbea841c5, 0x00000000, 0x1e552511,
                                       0x3d66e64e, 0x3f1a9650, 0x3f60762b, 0x3f622f38, 0x3f7fd07e, 0x3f7fd527, 0x3f7ffff4, 0x3f800000};
    expect_torch_bits(qkv::sleef_erff, inputs, torch_erf);
}

// sin/cos run eight lanes at a time; a group that needs SLEEF's long reduction is refused, not approximated.
TEST(SleefMath, TrigBlockRefusesTheLongReduction) {
    std::vector<float> in(19, 0.5f), out(19, 0.0f);
    EXPECT_TRUE(qkv::sleef_trig_block(in.data(), out.data(), in.size(), false));
    EXPECT_EQ(out[18], out[0]);
    EXPECT_GT(out[0], 0.47f);
    EXPECT_LT(out[0], 0.48f);
    for (const float refused : {125.0f, -300.0f, INFINITY, NAN}) {
        in[17] = refused;
        EXPECT_FALSE(qkv::sleef_trig_block(in.data(), out.data(), in.size(), true)) << refused;
    }
    in[17] = -124.99f;
    EXPECT_TRUE(qkv::sleef_trig_block(in.data(), out.data(), in.size(), true));
}
