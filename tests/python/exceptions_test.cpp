// python_exceptions_test.cpp — the exception hierarchy, exception objects made from the playground's own errors,
// and KeyError's message.
#include <gtest/gtest.h>

#include "python/runtime/classes.hpp"
#include "python/runtime/exceptions.hpp"

using namespace qkv::python;

TEST(PythonExceptions, HierarchyIsCPythons) {
    EXPECT_TRUE(is_subclass(class_of(exception_class("ZeroDivisionError")), class_of(exception_class("ArithmeticError"))));
    EXPECT_TRUE(is_subclass(class_of(exception_class("KeyError")), class_of(exception_class("LookupError"))));
    EXPECT_TRUE(is_subclass(class_of(exception_class("ModuleNotFoundError")), class_of(exception_class("Exception"))));
    EXPECT_FALSE(is_subclass(class_of(exception_class("ValueError")), class_of(exception_class("KeyError"))));
    EXPECT_TRUE(is_exception_class(exception_class("BaseException")));
    EXPECT_FALSE(is_exception_class(object_class()));
}

TEST(PythonExceptions, ErrorsBecomeExceptionObjectsWithTheirMessageAsArgs) {
    const Value exception = exception_of(PythonError("ValueError", "math domain error"));
    EXPECT_EQ(class_of_instance(exception).name, "ValueError");
    EXPECT_EQ(str(exception), "math domain error");
    EXPECT_EQ(repr(exception), "ValueError('math domain error')");
    EXPECT_EQ(repr(exception_of(PythonError("AssertionError", ""))), "AssertionError()");
}

TEST(PythonExceptions, KeyErrorCarriesTheKey) {
    try {
        raise_key_error(tuple_value({int_value(1), str_value("a")}));
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "KeyError: (1, 'a')");
        EXPECT_EQ(repr(exception_of(error)), "KeyError((1, 'a'))");
        return;
    }
    FAIL() << "raise_key_error returned";
}

TEST(PythonExceptions, ASuggestionStaysWithTheExceptionRaisedAgain) {
    PythonError caught("NameError", "name 'vlaue' is not defined");
    caught.set_suggestion("value");
    Runtime runtime;
    try {
        raise_exception(runtime, exception_of(caught));
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "NameError: name 'vlaue' is not defined. Did you mean: 'value'?");
    }
    try {
        raise_exception(runtime, exception_of(PythonError("NameError", "name 'x' is not defined")));
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "NameError: name 'x' is not defined");
    }
}
