// program.hpp — a whole run with Python's core alone: parse, evaluate, and package what the program printed and the
// error it ended with as python3 reports them. The interpreter's entry (interpreter.cpp) runs its programs through
// it with the torch extension registered; the core-only runner (tests/python/core_run.cpp) without.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "python/run_result.hpp"
#include "python/runtime/scope.hpp"
#include "python/runtime/value.hpp"

namespace qkv::python {

struct ProgramHooks {
    std::function<void(Runtime& runtime)> before;  // after the limits are set, before the program is parsed
    // After the run, with the module's names still bound (the torch extension collects its tensors).
    std::function<void(Scope& globals, RunResult& result)> after;
};

RunResult run_program(std::string_view code, const RunLimits& limits, const std::string& filename, const ProgramHooks& hooks = {});

}  // namespace qkv::python
