// python_percent_format_test.cpp — printf-style formatting: conversions, flags, keys and CPython's errors.
#include <gtest/gtest.h>

#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/percent_format.hpp"

using namespace qkv::python;

namespace {
std::string error_of(const std::string& format, const Value& values) {
    try {
        percent_format(format, values);
    } catch (const PythonError& error) {
        return error.last_line();
    }
    return "no error";
}
}  // namespace

TEST(PythonPercentFormat, ConversionsFlagsAndWidths) {
    EXPECT_EQ(percent_format("%d %s %.3f %5.2f %r %%", tuple_value({int_value(42), str_value("hi"), float_value(3.14159),
                                                                   float_value(2.5), str_value("x")})),
              "42 hi 3.142  2.50 'x' %");
    EXPECT_EQ(percent_format("%-4d|%04d|%+d|%5s|%-5s|", tuple_value({int_value(7), int_value(-7), int_value(3), str_value("ab"),
                                                                       str_value("ab")})),
              "7   |-007|+3|   ab|ab   |");
    EXPECT_EQ(percent_format("%i", float_value(-3.9)), "-3");  // %d truncates a float
    EXPECT_EQ(percent_format("%*.*f", tuple_value({int_value(7), int_value(2), float_value(3.14159)})), "   3.14");
    EXPECT_EQ(percent_format("%#x %o %e", tuple_value({int_value(255), int_value(8), float_value(1234.5)})), "0xff 10 1.234500e+03");
}

TEST(PythonPercentFormat, MappingKeys) {
    Value values = dict_value();
    dict_of(values).set(str_value("n"), int_value(3));
    EXPECT_EQ(percent_format("%(n)d heads, %(n)s again", values), "3 heads, 3 again");
    EXPECT_EQ(error_of("%(m)d", values), "KeyError: 'm'");
    EXPECT_EQ(error_of("%(n)d", int_value(1)), "TypeError: format requires a mapping");
}

TEST(PythonPercentFormat, CPythonsErrors) {
    EXPECT_EQ(error_of("%s %s", tuple_value({int_value(1)})), "TypeError: not enough arguments for format string");
    EXPECT_EQ(error_of("%s", tuple_value({int_value(1), int_value(2)})), "TypeError: not all arguments converted during string formatting");
    EXPECT_EQ(error_of("%d", str_value("a")), "TypeError: %d format: a real number is required, not str");
    EXPECT_EQ(error_of("%f", str_value("a")), "TypeError: must be real number, not str");
    EXPECT_EQ(error_of("%x", float_value(1.5)), "TypeError: %x format: an integer is required, not float");
    EXPECT_EQ(error_of("%y", int_value(1)), "ValueError: unsupported format character 'y' (0x79) at index 1");
    EXPECT_EQ(error_of("abc %", int_value(1)), "ValueError: incomplete format");
}
