// run_program.hpp — for the python tests: a program run through the interpreter, after a prelude of imports, gives
// its output (and must succeed) or its error's last line (and must fail).
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "python/interpreter.hpp"

inline std::string output_of(const std::string& prelude, const std::string& program) {
    const qkv::python::RunResult result = qkv::python::run(prelude + program);
    EXPECT_TRUE(result.ok) << result.error;
    return result.output;
}

inline std::string error_of(const std::string& prelude, const std::string& program) {
    const qkv::python::RunResult result = qkv::python::run(prelude + program);
    EXPECT_FALSE(result.ok);
    return result.error;
}
