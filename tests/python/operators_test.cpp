// python_operators_test.cpp — Python arithmetic semantics (floor division, modulo, exact comparisons).
#include <gtest/gtest.h>

#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"

using namespace qkv::python;

namespace {
Runtime make_runtime() {
    Runtime runtime;
    runtime.max_steps = 1000;
    return runtime;
}
}  // namespace

TEST(PythonOperators, FloorDivisionAndModulo) {
    EXPECT_EQ(floor_divide(-7, 2), -4);
    EXPECT_EQ(floor_modulo(-7, 2), 1);
    EXPECT_EQ(floor_modulo(7, -3), -2);
    Runtime runtime = make_runtime();
    EXPECT_EQ(repr(binary_operation(runtime, "%", float_value(-7.5), int_value(2))), "0.5");
    EXPECT_EQ(repr(binary_operation(runtime, "//", float_value(7.5), int_value(2))), "3.0");
}

TEST(PythonOperators, IntegerPowerAndTrueDivision) {
    Runtime runtime = make_runtime();
    EXPECT_EQ(repr(binary_operation(runtime, "**", int_value(2), int_value(10))), "1024");
    EXPECT_EQ(repr(binary_operation(runtime, "**", int_value(2), int_value(-1))), "0.5");
    EXPECT_EQ(repr(binary_operation(runtime, "/", int_value(1), int_value(3))), "0.3333333333333333");
}

TEST(PythonOperators, ZeroDivisionMessages) {
    Runtime runtime = make_runtime();
    try {
        binary_operation(runtime, "/", int_value(1), int_value(0));
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "ZeroDivisionError: division by zero");
    }
    try {
        binary_operation(runtime, "%", int_value(1), int_value(0));
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "ZeroDivisionError: integer modulo by zero");
    }
}

TEST(PythonOperators, ExactIntFloatComparison) {
    const std::int64_t big = (std::int64_t{1} << 53) + 1;
    EXPECT_FALSE(compare("==", int_value(big), float_value(static_cast<double>(big))));
    EXPECT_TRUE(compare("<", int_value(1), float_value(1.5)));
    EXPECT_TRUE(compare("in", int_value(2), list_value({int_value(1), int_value(2)})));
}

TEST(PythonOperators, Truthiness) {
    EXPECT_FALSE(truthy(none_value()));
    EXPECT_FALSE(truthy(str_value("")));
    EXPECT_TRUE(truthy(list_value({int_value(0)})));
}
