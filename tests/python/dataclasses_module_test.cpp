// dataclasses_module_test.cpp — @dataclass: the generated __init__, __repr__ and __eq__, defaults and
// default_factory, CPython's messages, and the options the playground does not run.
#include <gtest/gtest.h>

#include "run_program.hpp"

namespace {

const char* const kPoint = "from dataclasses import dataclass, field\n@dataclass\nclass P:\n    x: int\n    y: int = 2\n";

TEST(PythonDataclasses, GeneratedMethods) {
    EXPECT_EQ(output_of(kPoint, "print(P(1), P(1) == P(1, 2), P(1) == P(3))\n"), "P(x=1, y=2) True False\n");
    EXPECT_EQ(output_of(kPoint, "@dataclass\nclass B:\n    items: list = field(default_factory=list)\nb = B()\nb.items.append(1)\n"
                                "print(b, B())\n"),
              "B(items=[1]) B(items=[])\n");
}

TEST(PythonDataclasses, MistakesGetCPythonsMessages) {
    EXPECT_EQ(error_of(kPoint, "P()\n"), "TypeError: P.__init__() missing 1 required positional argument: 'x'");
    EXPECT_EQ(error_of(kPoint, "P(1, 2, 3)\n"), "TypeError: P.__init__() takes from 2 to 3 positional arguments but 4 were given");
    EXPECT_EQ(error_of(kPoint, "hash(P(1))\n"), "TypeError: unhashable type: 'P'");
    EXPECT_EQ(error_of(kPoint, "@dataclass\nclass Q:\n    a: list = []\n"),
              "ValueError: mutable default <class 'list'> for field a is not allowed: use default_factory");
}

TEST(PythonDataclasses, OptionsItDoesNotRunAreReported) {
    EXPECT_EQ(error_of(kPoint, "@dataclass(slots=True)\nclass F:\n    a: int\n"),
              "NotImplementedError: `dataclass(slots=True)` is not supported in this playground");
    EXPECT_EQ(error_of(kPoint, "@dataclass(order=True)\nclass F:\n    a: int\nF(1) < 2\n"),
              "NotImplementedError: `comparing a dataclass with order=True to a 'int' object` is not supported in this playground");
}

}  // namespace
