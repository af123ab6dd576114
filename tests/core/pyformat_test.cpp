// pyformat_test.cpp — CPython's float repr and round() by their defining properties (shortest round-trip digits,
// correctly rounded decimal), plus the container formats. The CPython-printed values are in golden_test.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <charconv>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "core/pyformat.hpp"

namespace {

// Count of significant digits in a repr (digits of the mantissa, without leading zeros).
std::size_t significant_digits(const std::string& text) {
    std::string digits;
    for (char c : text) {
        if (c == 'e') break;
        if (c >= '0' && c <= '9') digits += c;
    }
    const std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos) return 1;
    digits = digits.substr(first);
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
    return digits.size();
}

double random_double(std::mt19937_64& random) {
    double value;
    do {
        const std::uint64_t bits = random();
        std::memcpy(&value, &bits, sizeof value);
    } while (!std::isfinite(value));
    return value;
}

TEST(PyFloatRepr, RoundTripsWithTheFewestDigits) {
    std::mt19937_64 random(5);
    for (int trial = 0; trial < 20000; ++trial) {
        const double value = trial % 2 ? random_double(random)
                                       : std::ldexp(static_cast<double>(random() >> 11), -60 + trial % 80);
        const std::string text = qkv::py_float_repr(value);
        ASSERT_EQ(std::strtod(text.c_str(), nullptr), value) << text;
        // No representation with one digit fewer reads back as the same double.
        const std::size_t digits = significant_digits(text);
        if (digits > 1) {
            char shorter[64];
            std::snprintf(shorter, sizeof shorter, "%.*e", static_cast<int>(digits) - 2, value);
            EXPECT_NE(std::strtod(shorter, nullptr), value) << text << " vs " << shorter;
        }
    }
}

TEST(PyFloatRepr, TakesTheNeighbourWhenTheNearestDecimalDoesNotReadBack) {
    // The nearest 16-digit decimal of 2**-44 (...801e-14) is another double; CPython prints the one above it.
    EXPECT_EQ(qkv::py_float_repr(std::ldexp(1.0, -44)), "5.684341886080802e-14");
    EXPECT_EQ(qkv::py_float_repr(6.617444900424222e-24), "6.617444900424222e-24");
}

TEST(PyFloatRepr, UsesFixedNotationFrom1eMinus4Below1e16) {
    for (int exponent = -10; exponent <= 20; ++exponent) {
        const std::string text = qkv::py_float_repr(std::pow(10.0, exponent) * 1.5);
        const bool scientific = text.find('e') != std::string::npos;
        EXPECT_EQ(scientific, exponent < -4 || exponent >= 16) << text;
        if (!scientific) {
            EXPECT_NE(text.find('.'), std::string::npos) << text;  // integral values keep ".0"
        } else {
            // Two-digit exponent with an explicit sign, as Python prints it.
            const std::string exponent_text = text.substr(text.find('e') + 1);
            EXPECT_TRUE(exponent_text[0] == '+' || exponent_text[0] == '-') << text;
            EXPECT_GE(exponent_text.size(), 3u) << text;
        }
    }
    EXPECT_EQ(qkv::py_float_repr(-0.0), "-0.0");
    EXPECT_EQ(qkv::py_float_repr(0.0), "0.0");
    EXPECT_EQ(qkv::py_float_repr(std::numeric_limits<double>::infinity()), "inf");
    EXPECT_EQ(qkv::py_float_repr(-std::numeric_limits<double>::infinity()), "-inf");
    EXPECT_EQ(qkv::py_float_repr(std::nan("")), "nan");
}

TEST(PyRound, EqualsCorrectlyRoundedDecimalFromPrintf) {
    // glibc's printf rounds the exact binary value half-to-even, which is CPython's definition of round().
    std::mt19937_64 random(8);
    std::uniform_real_distribution<double> uniform(-1000.0, 1000.0);
    for (int trial = 0; trial < 20000; ++trial) {
        const double value = trial % 3 == 0 ? std::round(uniform(random) * 1000.0) / 1000.0 + 0.0005
                                            : uniform(random);
        for (int ndigits = 0; ndigits <= 6; ++ndigits) {
            char text[64];
            std::snprintf(text, sizeof text, "%.*f", ndigits, value);
            const double expected = std::strtod(text, nullptr);
            const double got = qkv::py_round(value, ndigits);
            ASSERT_EQ(std::signbit(got), std::signbit(expected)) << value << " " << ndigits;
            ASSERT_EQ(got, expected) << value << " " << ndigits;
        }
    }
}

TEST(PyRound, NegativeDigitsRoundToTensAndHundredsHalfToEven) {
    for (int whole = -5000; whole <= 5000; ++whole) {
        const double value = whole;
        const double tens = qkv::py_round(value, -1);
        const double nearest = std::nearbyint(value / 10.0) * 10.0;  // default rounding mode: half to even
        EXPECT_EQ(tens, nearest) << value;
    }
}

TEST(PyRound, LeavesValuesBeyondItsPrecisionAlone) {
    EXPECT_EQ(qkv::py_round(0.1, 400), 0.1);
    EXPECT_TRUE(std::isnan(qkv::py_round(std::nan(""), 2)));
    EXPECT_TRUE(std::isinf(qkv::py_round(std::numeric_limits<double>::infinity(), 2)));
    EXPECT_EQ(qkv::py_round(123.0, -400), 0.0);
}

TEST(PyContainers, FormatLikePython) {
    EXPECT_EQ(qkv::py_bool(true), "True");
    EXPECT_EQ(qkv::py_bool(false), "False");
    EXPECT_EQ(qkv::py_int_tuple({}), "()");
    EXPECT_EQ(qkv::py_int_tuple({5}), "(5,)");
    EXPECT_EQ(qkv::py_int_tuple({1, 4, 128}), "(1, 4, 128)");
    EXPECT_EQ(qkv::py_float_list({}), "[]");
    const double a = 0.25, b = -3.0;
    EXPECT_EQ(qkv::py_float_list({a, b}), "[" + qkv::py_float_repr(a) + ", " + qkv::py_float_repr(b) + "]");
}

// The portable float32 text is what runs in the browser (no floating-point std::to_chars there); libstdc++'s
// std::to_chars is the reference it must equal, character for character.
std::string to_chars_text(float value) {
    char digits[64];
    const std::to_chars_result written = std::to_chars(digits, digits + sizeof digits, value);
    return std::string(digits, written.ptr);
}

TEST(Float32Text, EqualsToCharsOnRandomBitPatterns) {
    std::mt19937 random(20261201);
    int checked = 0;
    for (int i = 0; i < 300000; ++i) {
        const std::uint32_t bits = random();
        float value;
        std::memcpy(&value, &bits, sizeof value);
        if (!std::isfinite(value)) continue;
        ASSERT_EQ(qkv::float32_text_portable(value), to_chars_text(value)) << bits;
        ++checked;
    }
    EXPECT_GT(checked, 290000);
}

TEST(Float32Text, EqualsToCharsAtTheEdges) {
    std::vector<float> values = {0.0f, -0.0f, 1.0f, -1.0f, 0.1f, 1e-5f, 1e-4f, 1e-3f, 123456789.0f, 1e10f, 100000.0f,
                                 1234567.0f, 12345678.0f, std::numeric_limits<float>::max(),
                                 std::numeric_limits<float>::min(), std::numeric_limits<float>::denorm_min(),
                                 std::numeric_limits<float>::epsilon()};
    for (int exponent = -149; exponent <= 127; ++exponent) {
        const float power = std::ldexp(1.0f, exponent);  // the uneven gaps below a power of two
        values.insert(values.end(), {power, std::nextafter(power, 0.0f), std::nextafter(power, 1e30f)});
    }
    for (int i = -300; i <= 300; ++i) values.push_back(float(i) / 7.0f);  // the lesson's range of sizes
    for (const float value : values) {
        EXPECT_EQ(qkv::float32_text_portable(value), to_chars_text(value)) << value;
        EXPECT_EQ(qkv::float32_text(value), to_chars_text(value)) << value;
    }
    EXPECT_EQ(qkv::float32_text_portable(std::numeric_limits<float>::infinity()), "inf");
    EXPECT_EQ(qkv::float32_text_portable(-std::numeric_limits<float>::infinity()), "-inf");
}

}  // namespace
