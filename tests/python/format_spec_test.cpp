// python_format_spec_test.cpp — the format mini-language for str, int and float.
#include <gtest/gtest.h>

#include "python/runtime/errors.hpp"
#include "python/runtime/format_spec.hpp"

using namespace qkv::python;

TEST(PythonFormatSpec, Floats) {
    EXPECT_EQ(format_with_spec(float_value(3.14159), ".2f"), "3.14");
    EXPECT_EQ(format_with_spec(float_value(3.14159), "8.3f"), "   3.142");
    EXPECT_EQ(format_with_spec(float_value(3.14159), "e"), "3.141590e+00");
    EXPECT_EQ(format_with_spec(float_value(0.25), ".1%"), "25.0%");
    EXPECT_EQ(format_with_spec(float_value(1234567.891), ",.2f"), "1,234,567.89");
    EXPECT_EQ(format_with_spec(float_value(1.0), ".3"), "1.0");
    EXPECT_EQ(format_with_spec(float_value(-0.0), ".1f"), "-0.0");
}

TEST(PythonFormatSpec, IntegersAndStrings) {
    EXPECT_EQ(format_with_spec(int_value(42), "05d"), "00042");
    EXPECT_EQ(format_with_spec(int_value(255), "#x"), "0xff");
    EXPECT_EQ(format_with_spec(int_value(-7), "+d"), "-7");
    EXPECT_EQ(format_with_spec(int_value(1234567), "_"), "1_234_567");
    EXPECT_EQ(format_with_spec(str_value("ab"), "*^6"), "**ab**");
    EXPECT_EQ(format_with_spec(str_value("abcdef"), ".2"), "ab");
}

TEST(PythonFormatSpec, ErrorsAsPython) {
    try {
        format_with_spec(str_value("x"), "d");
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "ValueError: Unknown format code 'd' for object of type 'str'");
    }
}
