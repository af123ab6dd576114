// python_math_module_test.cpp — the math module's own algorithms and checks: fsum, pow's special values,
// domain and range errors, isclose.
#include <gtest/gtest.h>

#include <cmath>

#include "python/runtime/errors.hpp"
#include "python/modules/math_module.hpp"

using namespace qkv::python;

namespace {
Value call_math(const std::string& name, std::vector<Value> arguments) {
    static const Value math = make_math_module();
    Runtime runtime;
    runtime.max_steps = 1000;
    CallArgs args;
    args.positional = std::move(arguments);
    return object_of<BuiltinObject>(*object_of<ModuleObject>(math).find(name)).call(runtime, args);
}
std::string error_of(const std::string& name, std::vector<Value> arguments) {
    try {
        call_math(name, std::move(arguments));
    } catch (const PythonError& error) {
        return error.last_line();
    }
    return "no error";
}
}  // namespace

TEST(PythonMathModule, FsumIsExactlyRounded) {
    EXPECT_EQ(call_math("fsum", {list_value(std::vector<Value>(10, float_value(0.1)))}).real, 1.0);
    EXPECT_EQ(call_math("fsum", {list_value({float_value(1e100), float_value(1.0), float_value(-1e100)})}).real, 1.0);
    EXPECT_EQ(error_of("fsum", {list_value({float_value(INFINITY), float_value(-INFINITY)})}), "ValueError: -inf + inf in fsum");
}

TEST(PythonMathModule, PowHandlesIeeeSpecialsBeforeTheCLibrary) {
    EXPECT_EQ(call_math("pow", {float_value(NAN), int_value(0)}).real, 1.0);
    EXPECT_EQ(call_math("pow", {int_value(1), float_value(NAN)}).real, 1.0);
    EXPECT_EQ(call_math("pow", {float_value(-INFINITY), int_value(3)}).real, -INFINITY);
    EXPECT_EQ(error_of("pow", {int_value(0), int_value(-1)}), "ValueError: math domain error");
    EXPECT_EQ(error_of("pow", {int_value(10), int_value(400)}), "OverflowError: math range error");
}

TEST(PythonMathModule, DomainAndRangeErrors) {
    EXPECT_EQ(error_of("sqrt", {int_value(-1)}), "ValueError: math domain error");
    EXPECT_EQ(error_of("log", {int_value(0)}), "ValueError: math domain error");
    EXPECT_EQ(error_of("exp", {int_value(1000)}), "OverflowError: math range error");
    EXPECT_EQ(error_of("sqrt", {str_value("4")}), "TypeError: must be real number, not str");
    EXPECT_EQ(error_of("floor", {float_value(NAN)}), "ValueError: cannot convert float NaN to integer");
    EXPECT_EQ(error_of("log", {int_value(10), int_value(1)}), "ZeroDivisionError: float division by zero");
}

TEST(PythonMathModule, IntegerFunctions) {
    EXPECT_EQ(call_math("factorial", {int_value(20)}).integer, 2432902008176640000);
    EXPECT_EQ(call_math("comb", {int_value(52), int_value(5)}).integer, 2598960);
    EXPECT_EQ(call_math("isqrt", {int_value(99)}).integer, 9);
    EXPECT_EQ(call_math("floor", {float_value(-2.5)}).integer, -3);
}

TEST(PythonMathModule, HypotRoundsAsCPython311) {
    // Values printed by CPython 3.11; sqrt(x*x + y*y) would underflow to 0 for the third.
    EXPECT_EQ(call_math("hypot", {int_value(3), int_value(4)}).real, 5.0);
    EXPECT_EQ(call_math("hypot", {float_value(1.5), int_value(2), int_value(3)}).real, 3.905124837953327);
    EXPECT_EQ(call_math("hypot", {float_value(1e-200), float_value(1e-200)}).real, 1.414213562373095e-200);
    EXPECT_EQ(call_math("hypot", {float_value(5e-324), float_value(5e-324)}).real, 5e-324);
    EXPECT_EQ(call_math("hypot", {}).real, 0.0);
    EXPECT_TRUE(std::isinf(call_math("hypot", {float_value(NAN), float_value(-INFINITY)}).real));
    EXPECT_EQ(error_of("hypot", {str_value("3")}), "TypeError: must be real number, not str");
}
