// rounded_libm_test.cpp — the checked roundings against this machine's glibc (the library CPython calls): where
// they answer, they answer glibc's bits; they refuse few arguments; and without their zones they would not.
#include "core/rounded_libm.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>

namespace {

using Checked = std::function<std::optional<double>(double)>;
using Library = std::function<double(double)>;

// Arguments as programs use them: a spread over [-10, 10], large ones, reciprocals of integers, one decimal place.
class Arguments {
public:
    double next(bool positive) {
        const int mode = count_++ % 4;
        double x = mode == 0 ? (uniform() * 2 - 1) * 10
                 : mode == 1 ? (uniform() * 2 - 1) * 700 * uniform()
                 : mode == 2 ? 1.0 / (1 + static_cast<int>(uniform() * 1000))
                             : static_cast<int>((uniform() * 2 - 1) * 200) / 10.0;
        return positive ? std::fabs(x) + (mode == 3 ? 0.5 : 0.0) : x;
    }
    double uniform() {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 7;
        state_ ^= state_ << 17;
        return static_cast<double>(state_ >> 11) * 0x1p-53;
    }

private:
    std::uint64_t state_ = 88172645463325252ull;
    int count_ = 0;
};

struct Tally {
    int refused = 0, differ = 0, total = 0;
    std::string first_difference;
};

Tally compare(const Checked& checked, const Library& library, bool positive, int count = 200000) {
    Arguments arguments;
    Tally tally;
    for (tally.total = 0; tally.total < count; ++tally.total) {
        const double x = arguments.next(positive);
        const std::optional<double> ours = checked(x);
        if (!ours) {
            ++tally.refused;
            continue;
        }
        const double theirs = library(x);
        if (std::memcmp(&theirs, &*ours, sizeof theirs) != 0 && tally.differ++ == 0) {
            char line[160];
            std::snprintf(line, sizeof line, "f(%a): glibc %a, ours %a", x, theirs, *ours);
            tally.first_difference = line;
        }
    }
    return tally;
}

void expect_glibc(const char* name, const Checked& checked, const Library& library, bool positive, double most_refused) {
    const Tally tally = compare(checked, library, positive);
    EXPECT_EQ(tally.differ, 0) << name << ": " << tally.first_difference;
    EXPECT_LT(tally.refused, most_refused * tally.total) << name << " refused " << tally.refused << " of " << tally.total;
    std::printf("%-5s refuses %5.2f%% of its arguments\n", name, 100.0 * tally.refused / tally.total);
}

TEST(RoundedLibm, AnswersOnlyWithGlibcsBits) {
    namespace g = qkv::rounded::glibc;
    expect_glibc("exp", g::exp, [](double x) { return std::exp(x); }, false, 0.04);
    expect_glibc("exp2", g::exp2, [](double x) { return std::exp2(x); }, false, 0.04);
    expect_glibc("log", g::log, [](double x) { return std::log(x); }, true, 0.10);
    expect_glibc("log2", g::log2, [](double x) { return std::log2(x); }, true, 0.15);
    expect_glibc("sin", g::sin, [](double x) { return std::sin(x); }, false, 0.06);
    expect_glibc("cos", g::cos, [](double x) { return std::cos(x); }, false, 0.06);
}

TEST(RoundedLibm, PowAnswersOnlyWithGlibcsBits) {
    Arguments arguments;
    int refused = 0, total = 0;
    for (; total < 200000; ++total) {
        double x = arguments.uniform() * 20, y = (arguments.uniform() * 2 - 1) * 20;
        if (total % 3 == 0) x = 1 + static_cast<int>(arguments.uniform() * 1024), y = -0.5;  // head_size ** -0.5
        if (total % 3 == 1) x = -x, y = std::nearbyint(y);
        const std::optional<double> ours = qkv::rounded::glibc::pow(x, y);
        if (!ours) {
            ++refused;
            continue;
        }
        const double theirs = std::pow(x, y);
        ASSERT_EQ(std::memcmp(&theirs, &*ours, sizeof theirs), 0) << std::hexfloat << x << " ** " << y;
    }
    EXPECT_LT(refused, 0.05 * total);
    std::printf("pow   refuses %5.2f%% of its arguments\n", 100.0 * refused / total);
}

// Rounded correctly without a zone, each function disagrees with glibc somewhere: the zones are what make the
// answers glibc's.
TEST(RoundedLibm, WithoutZonesGlibcDisagrees) {
    EXPECT_GT(compare([](double x) { return qkv::rounded::exp(x, 0); }, [](double x) { return std::exp(x); }, false).differ, 0);
    EXPECT_GT(compare([](double x) { return qkv::rounded::sin(x, 0); }, [](double x) { return std::sin(x); }, false).differ, 0);
    EXPECT_GT(compare([](double x) { return qkv::rounded::log(x, 0); }, [](double x) { return std::log(x); }, true).differ, 0);
}

TEST(RoundedLibm, ExactAndSpecialArguments) {
    namespace g = qkv::rounded::glibc;
    EXPECT_EQ(*g::exp(0.0), 1.0);
    EXPECT_EQ(*g::log(1.0), 0.0);
    EXPECT_EQ(*g::pow(2.0, 10.0), 1024.0);
    EXPECT_EQ(*g::pow(64.0, -0.5), 0.125);
    EXPECT_EQ(*g::pow(-2.0, 3.0), -8.0);
    EXPECT_EQ(*g::exp2(-3.0), 0.125);
    EXPECT_EQ(*g::log2(1024.0), 10.0);
    EXPECT_TRUE(std::isinf(*g::exp(710.0)));
    EXPECT_EQ(*g::exp(-800.0), 0.0);
    EXPECT_FALSE(g::exp(-720.0));  // a subnormal result
    EXPECT_TRUE(std::isnan(*g::sin(std::nan(""))));
    EXPECT_FALSE(g::cos(1e6));  // beyond the reduction's range
    const double negative_zero = -0.0;
    EXPECT_TRUE(std::signbit(*g::sin(negative_zero)));
}

}  // namespace
