// python_functools_module_test.cpp — functools.reduce: the left fold, the initial value, and CPython 3.11's messages
// (expected text printed by CPython 3.11).
#include <gtest/gtest.h>

#include "run_program.hpp"

namespace {
const std::string kPrelude = "from functools import reduce\n";
}  // namespace

TEST(PythonFunctools, ReduceFoldsFromTheLeftAfterAnyInitialValue) {
    EXPECT_EQ(output_of(kPrelude, "print(reduce(lambda a, b: a * 10 + b, [1, 2, 3]), reduce(lambda a, b: a + b, (), "
                                  "'start'), reduce(lambda a, b: b, {3: 0, 1: 0}))"),
              "123 start 1\n");
}

TEST(PythonFunctools, ReduceMessagesAreCPythons) {
    EXPECT_EQ(error_of(kPrelude, "reduce(lambda a, b: a + b, set())"),
              "TypeError: reduce() of empty iterable with no initial value");
    EXPECT_EQ(error_of(kPrelude, "reduce(lambda a, b: a + b, None)"),
              "TypeError: reduce() arg 2 must support iteration");
    EXPECT_EQ(error_of(kPrelude, "reduce(len)"), "TypeError: reduce expected at least 2 arguments, got 1");
}
