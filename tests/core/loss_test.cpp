// loss_test.cpp — cross_entropy as log_softmax over the class dim then nll_loss, for (N, C) and (N, C, T) inputs,
// batch sizes over the cascade's level spans, with and without ignored targets: torch 1.13.1's float bits of the
// 'mean' and 'sum' losses and an FNV-1a hash of the 'none' ones (AVX2, one thread), printed by
// tests/core/generate_torch_hashes.py.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "core/loss.hpp"
#include "core/softmax.hpp"
#include "float_hash.hpp"

namespace {

struct LossCase {
    std::size_t batch, classes, positions;  // positions 0: an (N, C) input
    std::size_t ignore_every;               // every k-th target is ignore_index (0: none)
    std::uint32_t mean, sum;
    std::uint64_t none;
};

std::uint32_t bits_of(float value) {
    std::uint32_t bits;
    std::memcpy(&bits, &value, 4);
    return bits;
}

}  // namespace

TEST(Loss, CrossEntropyMatchesTorch) {
    const LossCase cases[] = {
        // batch, classes, positions (0: an (N, C) input), every k-th target ignored, mean bits, sum bits, none hash
        {1, 7, 0, 0, 0x41416e90u, 0x41416e90u, 0x0f92fc31ad9c7955ull},
        {1, 65, 0, 0, 0x417b4b9cu, 0x417b4b9cu, 0x40c5635005350290ull},
        {7, 7, 0, 0, 0x40fa0972u, 0x425ac844u, 0xdb566c83d70dd260ull},
        {7, 65, 0, 0, 0x410b653eu, 0x4273f12du, 0xe8c45f33099fe11full},
        {8, 7, 0, 0, 0x40df225cu, 0x425f225cu, 0xcb517067bc4033f3ull},
        {8, 65, 0, 0, 0x4102b722u, 0x4282b722u, 0xd39ce26a24be996aull},
        {9, 7, 0, 0, 0x40f1538eu, 0x4287bf00u, 0x785e11a036eea86eull},
        {9, 65, 0, 0, 0x41004bb2u, 0x42905528u, 0xe1d8ca4585fdfcdbull},
        {15, 7, 0, 0, 0x40db6357u, 0x42cdad22u, 0x761e5a728dbb876eull},
        {15, 65, 0, 0, 0x410f9a84u, 0x4306a0dcu, 0x89520006ed514f84ull},
        {16, 7, 0, 0, 0x40cfda2eu, 0x42cfda2eu, 0xea1e57893e8fb8f3ull},
        {16, 65, 0, 0, 0x410a5490u, 0x430a5490u, 0x70895ef4a2e2a3eaull},
        {17, 7, 0, 0, 0x40d645a0u, 0x42e3a9fau, 0xb7bd28f0e47fde8cull},
        {17, 65, 0, 0, 0x410811f7u, 0x43109316u, 0x4265a0d22cda4924ull},
        {31, 7, 0, 0, 0x40cd419au, 0x4346d78du, 0xbc3458b0ff346cfcull},
        {31, 65, 0, 0, 0x41136b2eu, 0x438ecfd5u, 0x78930276a149befaull},
        {33, 7, 0, 0, 0x40d52bbfu, 0x435bd51du, 0xb56340d8789a3124ull},
        {33, 65, 0, 0, 0x410e0d8cu, 0x43927df8u, 0x3d858b5e7a39ce1cull},
        {64, 7, 0, 0, 0x40cb25e4u, 0x43cb25e4u, 0xa51577f0f8f50f1aull},
        {64, 65, 0, 0, 0x410949cbu, 0x440949cbu, 0x028ccf17a8dc79efull},
        {65, 7, 0, 0, 0x40c9a1e4u, 0x43ccc86cu, 0x0ef8096e2819caf0ull},
        {65, 65, 0, 0, 0x41094bbau, 0x440b70e9u, 0xddb47f01439e146bull},
        {100, 7, 0, 0, 0x40c8f72du, 0x441d011bu, 0xfdbcb5ae50044903ull},
        {100, 65, 0, 0, 0x410d8c90u, 0x445d2ba1u, 0x62a8439748c438d8ull},
        {1024, 7, 0, 0, 0x40c73da1u, 0x45c73da1u, 0xd8d0e72f29c7b1b2ull},
        {1024, 65, 0, 0, 0x410bc54bu, 0x460bc54bu, 0xb5ce71ae70bce660ull},
        {33, 65, 0, 3, 0x4107a15au, 0x433a7ddcu, 0xc03f320269f61f96ull},
        {100, 9, 0, 4, 0x40d0d490u, 0x43f4b919u, 0xf69a55eff009aa03ull},
        {4, 65, 8, 0, 0x41068daeu, 0x43868daeu, 0x44253708bb8e455bull},
        {3, 9, 17, 5, 0x40d20358u, 0x43834217u, 0xa94ea63da5683867ull},
        {2, 7, 33, 0, 0x40b4b038u, 0x43ba55bau, 0x8c4a992abddd0551ull},
    };
    for (const LossCase& c : cases) {
        const std::size_t positions = c.positions == 0 ? 1 : c.positions, items = c.batch * positions;
        std::vector<float> logits(c.batch * c.classes * positions), log_probs(logits.size());
        for (std::size_t i = 0; i < logits.size(); ++i)
            logits[i] = static_cast<float>(static_cast<double>(static_cast<int>((i * 37) % 23) - 11) * 0.63);
        std::vector<std::int64_t> targets(items);
        for (std::size_t i = 0; i < items; ++i)
            targets[i] = c.ignore_every && i % c.ignore_every == 0 ? -100 : static_cast<std::int64_t>((i * 7) % c.classes);
        if (c.positions == 0) qkv::log_softmax_last_dim(logits.data(), log_probs.data(), c.batch, c.classes);
        else qkv::log_softmax_inner_dim(logits.data(), log_probs.data(), c.batch, c.classes, positions);
        const qkv::NllInput input{log_probs.data(), targets.data(), c.batch, c.classes, positions, nullptr, -100};
        const qkv::NllSum sum = qkv::nll_loss_sum(input);
        const std::string label = std::to_string(c.batch) + "x" + std::to_string(c.classes) + "x" + std::to_string(c.positions);
        EXPECT_EQ(bits_of(sum.loss / sum.total_weight), c.mean) << label;
        EXPECT_EQ(bits_of(sum.loss), c.sum) << label;
        EXPECT_EQ(fnv1a(qkv::nll_loss_each(input)), c.none) << label;
    }
}

TEST(Loss, ClassWeightsWeighTheMean) {
    const float log_probs[] = {-1.0f, -2.0f, -3.0f, -0.5f};
    const std::int64_t targets[] = {1, 0};
    const float weights[] = {4.0f, 0.5f};
    const qkv::NllSum sum = qkv::nll_loss_sum({log_probs, targets, 2, 2, 1, weights, -100});
    EXPECT_EQ(sum.loss, 2.0f * 0.5f + 3.0f * 4.0f);
    EXPECT_EQ(sum.total_weight, 4.5f);
}

TEST(Loss, AllIgnoredMeanIsNaNAndBadTargetIsFound) {
    const float log_probs[] = {-1.0f, -2.0f, -3.0f, -0.5f};
    const std::int64_t ignored[] = {-100, -100};
    const qkv::NllSum sum = qkv::nll_loss_sum({log_probs, ignored, 2, 2, 1, nullptr, -100});
    EXPECT_TRUE(std::isnan(sum.loss / sum.total_weight));
    const std::int64_t bad[] = {1, 2};
    EXPECT_EQ(qkv::nll_bad_target({log_probs, bad, 2, 2, 1, nullptr, -100}), 2);
    EXPECT_EQ(qkv::nll_bad_target({log_probs, ignored, 2, 2, 1, nullptr, -100}), std::nullopt);
}
