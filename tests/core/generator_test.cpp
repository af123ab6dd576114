// generator_test.cpp — Generator against std::mt19937 (the standard's reference twister) and its normal cache.
#include <gtest/gtest.h>

#include <random>

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
