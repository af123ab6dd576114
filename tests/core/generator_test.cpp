// generator_test.cpp — Generator against std::mt19937 (the standard's reference twister) and its normal cache.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/generator.hpp"

namespace {

using qkv::Generator;
using qkv::Seed;

TEST(Generator, DrawsAreTheStandardMersenneTwisterOfTheLow32Bits) {
    std::mt19937_64 seeds(11);
    for (int trial = 0; trial < 50; ++trial) {
        const std::int64_t value = static_cast<std::int64_t>(seeds());
        Generator generator(Seed::from_int64(value));
        std::mt19937 reference(static_cast<std::uint32_t>(static_cast<std::uint64_t>(value)));
        for (int draw = 0; draw < 1000; ++draw) {
            ASSERT_EQ(generator.random(), reference()) << "seed " << value << " draw " << draw;
        }
    }
}

TEST(Generator, Random64IsFirstDrawHighSecondDrawLow) {
    Generator generator(Seed::from_int64(3));
    std::mt19937 reference(3);
    for (int draw = 0; draw < 1000; ++draw) {
        const std::uint64_t high = reference();
        const std::uint64_t low = reference();
        ASSERT_EQ(generator.random64(), (high << 32) | low);
    }
}

TEST(Generator, ManualSeedRestartsTheSequenceAndClearsTheCachedNormal) {
    Generator generator(Seed::from_int64(9));
    const std::uint32_t first = generator.random();
    generator.random();
    generator.set_cached_normal(0.5);
    generator.manual_seed(Seed::from_int64(9));
    EXPECT_FALSE(generator.take_cached_normal().has_value());
    EXPECT_EQ(generator.random(), first);
}

TEST(Generator, CachedNormalIsTakenOnce) {
    Generator generator(Seed::from_int64(1));
    EXPECT_FALSE(generator.take_cached_normal().has_value());
    generator.set_cached_normal(-1.25);
    const std::optional<double> taken = generator.take_cached_normal();
    ASSERT_TRUE(taken.has_value());
    EXPECT_EQ(*taken, -1.25);
    EXPECT_FALSE(generator.take_cached_normal().has_value());
}

TEST(Generator, DefaultGeneratorIsDeterministic) {
    Generator a;
    Generator b;
    for (int draw = 0; draw < 100; ++draw) {
        ASSERT_EQ(a.random(), b.random());
    }
}

}  // namespace

// torch's counters: a seeded generator reads left 1, next 0; after k draws of a block left + next is 625.
TEST(Generator, SnapshotCountsPositionsAsTorchDoes) {
    Generator generator(Seed::from_int64(-1));
    qkv::GeneratorSnapshot fresh = generator.snapshot();
    EXPECT_EQ(fresh.initial_seed, 0xFFFFFFFFFFFFFFFFull);
    EXPECT_EQ(fresh.left, 1);
    EXPECT_EQ(fresh.next, 0u);
    EXPECT_TRUE(fresh.seeded);
    EXPECT_EQ(fresh.words[0], 0xFFFFFFFFu);
    std::uint32_t block[700];
    generator.random_block(block, 4);
    EXPECT_EQ(generator.snapshot().left, 621);
    EXPECT_EQ(generator.snapshot().next, 4u);
    generator.random_block(block, 620);
    EXPECT_EQ(generator.snapshot().left, 1);
    EXPECT_EQ(generator.snapshot().next, 624u);
    generator.random();
    EXPECT_EQ(generator.snapshot().left, 624);
    EXPECT_EQ(generator.snapshot().next, 1u);
}

TEST(Generator, RestoredSnapshotsRepeatTheDrawsAndTheCachedNormal) {
    for (const int drawn : {0, 1, 623, 624, 625, 1500}) {
        Generator generator(Seed::from_int64(77));
        for (int i = 0; i < drawn; ++i) generator.random();
        generator.set_cached_normal(-0.25);
        const qkv::GeneratorSnapshot saved = generator.snapshot();
        std::vector<std::uint32_t> expected;
        for (int i = 0; i < 1000; ++i) expected.push_back(generator.random());
        Generator other(Seed::from_int64(5));
        ASSERT_TRUE(other.restore(saved));
        EXPECT_EQ(other.initial_seed(), 77u);
        EXPECT_EQ(other.take_cached_normal(), -0.25);
        for (int i = 0; i < 1000; ++i) ASSERT_EQ(other.random(), expected[i]) << "after " << drawn << " draws, draw " << i;
    }
}

TEST(Generator, RestoreRefusesCountersNoDrawingReaches) {
    Generator generator(Seed::from_int64(3));
    generator.random();
    const std::uint32_t next = generator.random();
    qkv::GeneratorSnapshot edited = generator.snapshot();
    edited.left = 5;  // next is 2: torch would twist after 4 more draws, a position drawing never gives
    EXPECT_FALSE(generator.restore(edited));
    edited = generator.snapshot();
    edited.seeded = false;
    EXPECT_FALSE(generator.restore(edited));
    Generator reference(Seed::from_int64(3));
    reference.random();
    EXPECT_EQ(reference.random(), next);
    EXPECT_EQ(generator.random(), reference.random());  // unchanged by the refused restores
}
