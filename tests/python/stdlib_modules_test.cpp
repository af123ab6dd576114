// stdlib_modules_test.cpp — sys, time, string and operator as CPython 3.11 has them: sys.version_info and
// sys.exit's statuses, sys.stdout.write's count, string's constants, operator's getters (expected text printed by
// CPython 3.11).
#include <gtest/gtest.h>

#include "run_program.hpp"

TEST(PythonStdlibModules, SysDescribesPython311) {
    EXPECT_EQ(output_of("import sys\n", "print(sys.version_info[:2], sys.version_info >= (3, 8), sys.maxsize, sys.getrecursionlimit())\n"
                                        "print(sys.stdout.write('h\\u00e9\\n'))"),
              "(3, 11) True 9223372036854775807 1000\nh\u00e9\n3\n");
}

TEST(PythonStdlibModules, SysExitEndsTheRunWithItsStatus) {
    const qkv::python::RunResult quiet = qkv::python::run("import sys\nprint('a')\nsys.exit(0)\nprint('b')\n");
    EXPECT_TRUE(quiet.ok);
    EXPECT_EQ(quiet.output, "a\n");
    const qkv::python::RunResult status = qkv::python::run("import sys\nsys.exit(3)\n");
    EXPECT_FALSE(status.ok);
    EXPECT_EQ(status.exit_status, 3);
    EXPECT_EQ(status.traceback, "");
    const qkv::python::RunResult message = qkv::python::run("import sys\nsys.exit('bad input')\n");
    EXPECT_EQ(message.exit_status, 1);
    EXPECT_EQ(message.traceback, "bad input\n");
    EXPECT_EQ(output_of("import sys\n", "try:\n    sys.exit('x')\nexcept SystemExit as e:\n    print(repr(e))"), "SystemExit('x')\n");
}

TEST(PythonStdlibModules, StringConstantsAndOperatorGetters) {
    EXPECT_EQ(output_of("import string, operator\n", "print(string.ascii_lowercase, repr(string.whitespace), string.capwords('a  b'))\n"
                                                     "print(sorted([(1, 'b'), (0, 'c')], key=operator.itemgetter(1)), operator.itemgetter(1, 'a'))"),
              "abcdefghijklmnopqrstuvwxyz ' \\t\\n\\r\\x0b\\x0c' A B\n[(1, 'b'), (0, 'c')] operator.itemgetter(1, 'a')\n");
}
