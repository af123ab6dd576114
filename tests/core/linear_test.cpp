// linear_test.cpp — the blocked forward pass against a plain loop in PyTorch's order; init draw order and bounds.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "core/linear.hpp"
#include "core/random.hpp"

namespace {

// The definition: start at 0, add x*w for i = 0, 1, ... (each product and sum rounded; this file is built with
// -ffp-contract=off like the core), then add the bias.
std::vector<float> reference_forward(const std::vector<float>& x, std::size_t rows, std::size_t in,
                                     const std::vector<float>& weight, std::size_t out, const float* bias) {
    std::vector<float> y(rows * out);
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t o = 0; o < out; ++o) {
            float sum = 0.0f;
            for (std::size_t i = 0; i < in; ++i) {
                const float product = x[r * in + i] * weight[o * in + i];
                sum = sum + product;
            }
            y[r * out + o] = bias != nullptr ? sum + bias[o] : sum;
        }
    }
    return y;
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

TEST(LinearForward, MatchesTheSequentialSumBitForBitOnEveryBlockShape) {
    std::mt19937 random(17);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    // Rows and outputs around the register block sizes (4 rows, 8 and 4 outputs) and their remainders.
    for (std::size_t rows : {1u, 2u, 3u, 4u, 5u, 7u, 8u, 9u, 33u}) {
        for (std::size_t out : {1u, 3u, 4u, 5u, 7u, 8u, 9u, 12u, 13u, 32u}) {
            for (std::size_t in : {1u, 2u, 15u, 16u, 17u, 128u, 129u}) {
                std::vector<float> x(rows * in), weight(out * in), bias(out);
                for (float& v : x) v = normal(random);
                for (float& v : weight) v = normal(random) * 0.1f;
                for (float& v : bias) v = normal(random);
                for (const float* b : std::initializer_list<const float*>{nullptr, bias.data()}) {
                    std::vector<float> y(rows * out);
                    qkv::linear_forward(x.data(), rows, in, weight.data(), out, b, y.data());
                    ASSERT_TRUE(same_bits(y, reference_forward(x, rows, in, weight, out, b)))
                        << rows << "x" << in << " -> " << out << (b ? " with bias" : "");
                }
            }
        }
    }
}

TEST(LinearForward, DiffersFromDoubleAccumulation) {
    // Guards against a "more accurate" kernel: PyTorch's float sum is what must be reproduced.
    std::mt19937 random(3);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    const std::size_t rows = 16, in = 256, out = 16;
    std::vector<float> x(rows * in), weight(out * in), y(rows * out);
    for (float& v : x) v = normal(random);
    for (float& v : weight) v = normal(random);
    qkv::linear_forward(x.data(), rows, in, weight.data(), out, nullptr, y.data());
    int differing = 0;
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t o = 0; o < out; ++o) {
            double sum = 0.0;
            for (std::size_t i = 0; i < in; ++i) sum += static_cast<double>(x[r * in + i]) * weight[o * in + i];
            differing += static_cast<float>(sum) != y[r * out + o];
        }
    }
    EXPECT_GT(differing, 0);
}

TEST(MakeLinear, DrawsTheWeightRowMajorThenTheBias) {
    const std::size_t in = 10, out = 3;
    qkv::Generator generator(qkv::Seed::from_int64(12));
    const qkv::LinearLayer layer = qkv::make_linear(generator, in, out, true);

    qkv::Generator replay(qkv::Seed::from_int64(12));
    const float weight_bound = qkv::linear_weight_bound(in);
    const float bias_bound = qkv::linear_bias_bound(in);
    std::vector<float> weight(in * out), bias(out);
    qkv::fill_uniform(replay, weight.data(), weight.size(), -weight_bound, weight_bound);
    qkv::fill_uniform(replay, bias.data(), bias.size(), -bias_bound, bias_bound);

    ASSERT_EQ(layer.weight.shape()[0], out);
    ASSERT_EQ(layer.weight.shape()[1], in);
    EXPECT_EQ(std::vector<float>(layer.weight.begin(), layer.weight.end()), weight);
    ASSERT_TRUE(layer.bias.has_value());
    EXPECT_EQ(std::vector<float>(layer.bias->begin(), layer.bias->end()), bias);
    EXPECT_EQ(replay.random(), generator.random());  // same number of draws consumed
}

TEST(MakeLinear, WithoutBiasDrawsOnlyTheWeight) {
    qkv::Generator generator(qkv::Seed::from_int64(2));
    const qkv::LinearLayer layer = qkv::make_linear(generator, 5, 4, false);
    EXPECT_FALSE(layer.bias.has_value());
    qkv::Generator replay(qkv::Seed::from_int64(2));
    for (int draw = 0; draw < 20; ++draw) replay.random();
    EXPECT_EQ(replay.random(), generator.random());
}

TEST(LinearBounds, AreTheDoubleFormulaRoundedOnceToFloat) {
    // kaiming_uniform_(a = sqrt 5): bound = sqrt(3) * sqrt(2 / (1 + a^2)) / sqrt(fan_in) = 1 / sqrt(fan_in) in
    // exact arithmetic; in double the result is within an ulp or two of that, and both bounds must be the float
    // rounding of their double formula (checked bit for bit against torch in golden_test).
    for (std::size_t fan_in = 1; fan_in <= 4096; ++fan_in) {
        const double exact = 1.0 / std::sqrt(static_cast<double>(fan_in));
        EXPECT_NEAR(qkv::linear_weight_bound(fan_in), exact, exact * 1.2e-7) << fan_in;
        EXPECT_EQ(qkv::linear_bias_bound(fan_in), static_cast<float>(exact)) << fan_in;
    }
}

TEST(LinearForwardTensor, UsesTheLayersShapes) {
    qkv::Generator generator(qkv::Seed::from_int64(1));
    const qkv::LinearLayer layer = qkv::make_linear(generator, 6, 5, true);
    xt::xtensor<float, 2> x = xt::xtensor<float, 2>::from_shape({3, 6});
    qkv::fill_randn(generator, x.data(), x.size());
    const xt::xtensor<float, 2> y = qkv::linear_forward(x, layer);
    ASSERT_EQ(y.shape()[0], 3u);
    ASSERT_EQ(y.shape()[1], 5u);
    std::vector<float> expected = reference_forward(std::vector<float>(x.begin(), x.end()), 3, 6,
                                                    std::vector<float>(layer.weight.begin(), layer.weight.end()), 5,
                                                    layer.bias->data());
    EXPECT_TRUE(same_bits(std::vector<float>(y.begin(), y.end()), expected));
}

}  // namespace
