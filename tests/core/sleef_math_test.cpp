// sleef_math_test.cpp — SLEEF's exp and log against torch.exp / torch.log outputs (AVX2, torch 1.13.1), bit for bit,
// at the edges: underflow to 0 and subnormals, overflow to inf, subnormal inputs of log.
#include <gtest/gtest.h>

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
