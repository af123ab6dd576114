// interpreter.hpp — the playground's entry point: run a Python program as python3 with PyTorch would.
//
//     qkv::python::RunResult result = qkv::python::run(code);
//     result.output       what the program printed (kept even when it fails)
//     result.error        CPython's last traceback line, e.g. "NameError: name 'querry' is not defined. Did you mean: 'query'?"
//     result.error_line   the 1-based line it happened on (0 when the run succeeded)
//     result.tensors      the tensors bound to module-level names, and each layer's weight/bias ("query.weight")
//
// A step budget and a cap on live tensor memory stop runaway programs with TimeoutError / MemoryError.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace qkv::python {

struct RunLimits {
    std::int64_t max_steps = 20'000'000;             // statements, loop iterations, calls, plus tensor work / 64
    std::size_t max_tensor_bytes = 256u << 20;       // live tensor memory
};

struct NamedTensor {
    std::string name;                   // "x", "q", "query.weight", "query.bias"
    std::vector<std::int64_t> shape;
    std::vector<float> values;          // row-major
    std::string grad_fn;                // "" or e.g. "UnsafeViewBackward0"
    bool is_parameter = false;
};

struct RunResult {
    bool ok = true;
    std::string output;                 // stdout
    std::string error;                  // last traceback line ("" when ok)
    std::string error_type;             // "NameError", "SyntaxError", ...
    int error_line = 0;                 // 1-based line of the error, 0 when ok
    std::string traceback;              // what python3 prints on stderr (header, location, source line, last line)
    std::vector<NamedTensor> tensors;   // in the order the names were first bound
    std::int64_t steps = 0;             // steps used
};

RunResult run(std::string_view code, const RunLimits& limits = {}, const std::string& filename = "<playground>");

}  // namespace qkv::python
