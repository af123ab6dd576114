// random_test.cpp — randn and uniform_ (float32; randn and rand float64): structural properties of PyTorch's algorithm, checked against an
// independent std::mt19937 stream and double-precision math (the exact torch values are in golden_test).
#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <random>
#include <vector>

#include "core/random.hpp"

namespace {

using qkv::Generator;
using qkv::Seed;

const double kPi = std::acos(-1.0);

std::vector<float> randn_values(std::int64_t seed, std::size_t count) {
    Generator generator(Seed::from_int64(seed));
    std::vector<float> values(count);
    qkv::fill_randn(generator, values.data(), count);
    return values;
}

TEST(Uniform, IsTheLow24BitsScaledIntoTheRangeWithOneRounding) {
    const float from = -0.3f, to = 0.7f;
    Generator generator(Seed::from_int64(5));
    std::vector<float> values(20000);
    qkv::fill_uniform(generator, values.data(), values.size(), from, to);
    std::mt19937 reference(5);
    for (float value : values) {
        const float unit = static_cast<float>(reference() & 0xFFFFFFu) / 16777216.0f;
        ASSERT_EQ(value, std::fma(unit, to - from, from));
        ASSERT_GE(value, from);
        ASSERT_LE(value, to);
    }
}

TEST(Randn, SmallCountsUseTheDoublePathAndCacheTheSecondValue) {
    // Below 16 elements each pair of 64-bit draws gives two normals; the second is cached for the next call.
    for (std::size_t count = 1; count < 16; ++count) {
        Generator generator(Seed::from_int64(21));
        std::vector<float> values(count);
        qkv::fill_randn(generator, values.data(), count);

        std::mt19937 reference(21);
        const auto unit = [&] {
            const std::uint64_t high = reference(), low = reference();
            return static_cast<double>(((high << 32) | low) & ((std::uint64_t{1} << 53) - 1)) / 9007199254740992.0;
        };
        for (std::size_t i = 0; i < count; i += 2) {
            const double u1 = unit(), u2 = unit();
            const double radius = std::sqrt(-2.0 * std::log(1.0 - u2));
            const double theta = 2.0 * kPi * u1;
            EXPECT_EQ(values[i], static_cast<float>(radius * std::cos(theta))) << count << " " << i;
            if (i + 1 < count) {
                EXPECT_EQ(values[i + 1], static_cast<float>(radius * std::sin(theta))) << count << " " << i;
            }
        }
        // An odd count leaves the sine cached for the next call.
        EXPECT_EQ(generator.take_cached_normal().has_value(), count % 2 == 1) << count;
    }
}

TEST(Randn, CachedNormalCarriesOverBetweenSmallCalls) {
    const std::vector<float> together = randn_values(8, 6);
    Generator generator(Seed::from_int64(8));
    std::vector<float> first(3), second(3);
    qkv::fill_randn(generator, first.data(), 3);
    qkv::fill_randn(generator, second.data(), 3);
    first.insert(first.end(), second.begin(), second.end());
    EXPECT_EQ(first, together);
}

TEST(Randn, BlocksOf16AreBoxMullerOverPairsJAndJPlus8) {
    const std::size_t count = 64;
    const std::vector<float> values = randn_values(4, count);
    std::mt19937 reference(4);
    std::vector<double> units(count);
    for (double& u : units) {
        u = static_cast<double>(reference() & 0xFFFFFFu) / 16777216.0;
    }
    for (std::size_t block = 0; block < count; block += 16) {
        for (std::size_t j = 0; j < 8; ++j) {
            const double radius = std::sqrt(-2.0 * std::log(1.0 - units[block + j]));
            const double theta = 2.0 * kPi * units[block + j + 8];
            // float polynomials vs double libm: a few float ulps of the radius scale.
            const double tolerance = 4e-6 * std::max(1.0, radius);
            EXPECT_NEAR(values[block + j], radius * std::cos(theta), tolerance);
            EXPECT_NEAR(values[block + j + 8], radius * std::sin(theta), tolerance);
        }
    }
}

TEST(Randn, PartialTailRedrawsTheLast16SlotsOnly) {
    // For n = 16k + r (0 < r < 16) everything before the last 16 slots equals randn(16k): same draws, same blocks.
    for (std::size_t count : {17u, 20u, 31u, 33u, 47u, 100u, 1000u}) {
        const std::size_t whole = count / 16 * 16;
        const std::vector<float> partial = randn_values(13, count);
        const std::vector<float> full = randn_values(13, whole);
        for (std::size_t i = 0; i < count - 16; ++i) {
            ASSERT_EQ(partial[i], full[i]) << count << " " << i;
        }
        // The tail comes from 16 fresh draws, so it differs from what the full blocks held there.
        bool tail_differs = false;
        for (std::size_t i = count - 16; i < whole; ++i) {
            tail_differs = tail_differs || partial[i] != full[i];
        }
        EXPECT_TRUE(tail_differs) << count;
    }
}

TEST(Randn, IsStandardNormalInDistribution) {
    const std::vector<float> values = randn_values(99, 1 << 20);
    double sum = 0.0, sum_squares = 0.0;
    for (float v : values) {
        ASSERT_TRUE(std::isfinite(v));
        sum += v;
        sum_squares += static_cast<double>(v) * v;
    }
    const double mean = sum / static_cast<double>(values.size());
    const double variance = sum_squares / static_cast<double>(values.size()) - mean * mean;
    // Standard errors at 2^20 samples are about 0.001; allow five of them.
    EXPECT_NEAR(mean, 0.0, 0.005);
    EXPECT_NEAR(variance, 1.0, 0.01);
}

// float64 randn with the C library's log, sin and cos (glibc's natively, as torch's).
const qkv::SmallNormalMath kCLibrary{[](double x) -> std::optional<double> { return std::log(x); },
                                     [](double x) -> std::optional<double> { return std::sin(x); },
                                     [](double x) -> std::optional<double> { return std::cos(x); }};

std::vector<double> randn_double_values(std::int64_t seed, std::size_t count) {
    Generator generator(Seed::from_int64(seed));
    std::vector<double> values(count);
    EXPECT_TRUE(qkv::fill_randn_double(generator, values.data(), count, kCLibrary));
    return values;
}

double unit_double(std::mt19937& reference) {
    const std::uint64_t high = reference(), low = reference();
    return static_cast<double>(((high << 32) | low) & ((std::uint64_t{1} << 53) - 1)) / 9007199254740992.0;
}

TEST(RandnDouble, SmallCountsAreTheFloatPathsDoublesUncast) {
    for (std::size_t count = 1; count < 16; ++count) {
        const std::vector<double> values = randn_double_values(21, count);
        std::mt19937 reference(21);
        for (std::size_t i = 0; i < count; i += 2) {
            const double u1 = unit_double(reference), u2 = unit_double(reference);
            const double radius = std::sqrt(-2.0 * std::log(1.0 - u2));
            EXPECT_EQ(values[i], radius * std::cos(2.0 * kPi * u1)) << count << " " << i;
            if (i + 1 < count) EXPECT_EQ(values[i + 1], radius * std::sin(2.0 * kPi * u1)) << count << " " << i;
        }
    }
}

TEST(RandnDouble, BlocksOf16AreBoxMullerOver53BitUniforms) {
    const std::size_t count = 48;
    const std::vector<double> values = randn_double_values(4, count);
    std::mt19937 reference(4);
    std::vector<double> units(count);
    for (double& u : units) u = unit_double(reference);
    for (std::size_t block = 0; block < count; block += 16) {
        for (std::size_t j = 0; j < 8; ++j) {
            const double radius = std::sqrt(-2.0 * std::log(1.0 - units[block + j]));
            const double theta = 2.0 * kPi * units[block + j + 8];
            EXPECT_EQ(values[block + j], radius * std::cos(theta)) << block + j;
            EXPECT_EQ(values[block + j + 8], radius * std::sin(theta)) << block + j + 8;
        }
    }
}

TEST(RandnDouble, PartialTailRedrawsTheLast16Slots) {
    for (std::size_t count : {17u, 33u, 100u}) {
        const std::vector<double> partial = randn_double_values(13, count), full = randn_double_values(13, count / 16 * 16);
        for (std::size_t i = 0; i < count - 16; ++i) ASSERT_EQ(partial[i], full[i]) << count << " " << i;
    }
}

TEST(RandnDouble, AnUnvouchedFunctionIsReported) {
    const qkv::SmallNormalMath unsure{[](double) -> std::optional<double> { return std::nullopt; }, kCLibrary.sin, kCLibrary.cos};
    for (std::size_t count : {3u, 16u, 40u}) {
        Generator generator(Seed::from_int64(1));
        std::vector<double> values(count);
        EXPECT_FALSE(qkv::fill_randn_double(generator, values.data(), count, unsure)) << count;
    }
}

TEST(UniformDouble, IsTheLow53BitsOfOne64BitDraw) {
    Generator generator(Seed::from_int64(9));
    std::vector<double> values(1000);
    qkv::fill_uniform_double(generator, values.data(), values.size());
    std::mt19937 reference(9);
    for (double value : values) ASSERT_EQ(value, unit_double(reference));
}

}  // namespace
