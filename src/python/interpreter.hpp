// interpreter.hpp — the playground's entry point: run a Python program as python3 with PyTorch would.
//
//     qkv::python::RunResult result = qkv::python::run(code);
//     result.output       what the program printed (kept even when it fails)
//     result.error        CPython's last traceback line, e.g. "NameError: name 'querry' is not defined. Did you mean: 'query'?"
//     result.error_line   the 1-based line it happened on (0 when the run succeeded)
//     result.tensors      the tensors bound to module-level names, modules' parameters and buffers, products' operands
//
// A step budget and a cap on live tensor memory stop runaway programs with TimeoutError / MemoryError.
#pragma once

#include <string>
#include <string_view>

#include "python/run_result.hpp"

namespace qkv::python {

RunResult run(std::string_view code, const RunLimits& limits = {}, const std::string& filename = "<playground>");

}  // namespace qkv::python
