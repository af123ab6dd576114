// seed_test.cpp — Seed: Python int() parsing, the accepted range [-2^63, 2^64 - 1], two's complement bits.
#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <string>

#include "core/seed.hpp"

namespace {

using qkv::Seed;

// "n + 1" for a decimal string of digits, to step just past a limit without typing the number.
std::string plus_one(std::string digits) {
    std::size_t i = digits.size();
    while (i > 0 && digits[i - 1] == '9') {
        digits[i - 1] = '0';
        --i;
    }
    if (i == 0) {
        return "1" + digits;
    }
    ++digits[i - 1];
    return digits;
}

TEST(Seed, ParsesEveryInt64AsFromInt64Does) {
    std::mt19937_64 random(7);
    for (int trial = 0; trial < 2000; ++trial) {
        const std::int64_t value = static_cast<std::int64_t>(random());
        const std::optional<Seed> parsed = Seed::parse(std::to_string(value));
        ASSERT_TRUE(parsed.has_value()) << value;
        EXPECT_EQ(*parsed, Seed::from_int64(value));
        EXPECT_EQ(parsed->to_string(), std::to_string(value));
        // Two's complement, as torch converts a negative Python int.
        EXPECT_EQ(parsed->generator_bits(), static_cast<std::uint64_t>(value));
    }
}

TEST(Seed, AcceptsExactlyTheRangeTorchAccepts) {
    const std::string lowest = std::to_string(std::numeric_limits<std::int64_t>::min());
    const std::string highest = std::to_string(std::numeric_limits<std::uint64_t>::max());
    ASSERT_TRUE(Seed::parse(lowest).has_value());
    ASSERT_TRUE(Seed::parse(highest).has_value());
    EXPECT_EQ(Seed::parse(lowest)->to_string(), lowest);
    EXPECT_EQ(Seed::parse(highest)->to_string(), highest);
    EXPECT_EQ(Seed::parse(highest)->generator_bits(), std::numeric_limits<std::uint64_t>::max());

    std::string why;
    EXPECT_FALSE(Seed::parse("-" + plus_one(lowest.substr(1)), &why).has_value());
    EXPECT_NE(why.find("2^63"), std::string::npos) << why;
    EXPECT_FALSE(Seed::parse(plus_one(highest), &why).has_value());
    EXPECT_NE(why.find("2^64"), std::string::npos) << why;
    EXPECT_FALSE(Seed::parse(highest + "0").has_value());
}

TEST(Seed, FollowsPythonIntSyntax) {
    // Surrounding spaces, a sign and underscores between digits are accepted, as int() does.
    EXPECT_EQ(Seed::parse(" 42\n"), Seed::parse("42"));
    EXPECT_EQ(Seed::parse("+42"), Seed::parse("42"));
    EXPECT_EQ(Seed::parse("4_2"), Seed::parse("42"));
    EXPECT_EQ(Seed::parse("-0"), Seed::parse("0"));
    EXPECT_EQ(Seed::parse("-0")->to_string(), "0");
    EXPECT_EQ(Seed::parse("007"), Seed::parse("7"));
    for (const char* bad : {"", " ", "-", "+", "4 2", "_42", "42_", "4__2", "0x10", "1e3", "4.0", "abc", "--1"}) {
        std::string why;
        EXPECT_FALSE(Seed::parse(bad, &why).has_value()) << "'" << bad << "'";
        EXPECT_FALSE(why.empty()) << "'" << bad << "'";
    }
}

TEST(Seed, OnlyTheLow32BitsDifferBetweenSeedsThatShareThem) {
    // The generator sees generator_bits(); seeds 2^32 apart share their low 32 bits.
    const std::uint64_t five = Seed::from_int64(5).generator_bits();
    const Seed shifted = *Seed::parse(std::to_string((std::uint64_t{1} << 32) + 5));
    EXPECT_EQ(shifted.generator_bits() & 0xFFFFFFFFu, five & 0xFFFFFFFFu);
    EXPECT_NE(shifted, Seed::from_int64(5));
}

}  // namespace
