// run_result.hpp — what a run of a learner's program gives back, as plain data. The app reads it without linking
// the interpreter: on the web the interpreter is another program, in a worker, and its results are rebuilt here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/chart.hpp"

namespace qkv::python {

struct RunLimits {
    std::int64_t max_steps = 20'000'000;             // statements, loop iterations, calls, plus tensor work / 64
    std::size_t max_tensor_bytes = 256u << 20;       // live tensor memory
    // Called at the next step after the program printed, with what it printed since the last call, so that a run
    // ended from outside (the web's Stop ends its worker, a crash) keeps it; and every output_every_steps steps
    // even with nothing new (an empty text). Empty: not called.
    std::function<void(std::string_view printed)> on_output;
    std::int64_t output_every_steps = 1 << 20;       // about a tenth of a second of a busy loop
    // The Python frames the caller's stack holds (the page's worker measures its own: docs/recursion.md); 0: the
    // platform's default (stack_guard.hpp). Below CPython's 1000, sys.getrecursionlimit() starts there.
    std::int64_t max_frames = 0;
    // Where the caller can give a run more stacks (the page's worker, with WebAssembly.promising and Suspending:
    // web/python-calls.js), every this many nested Python frames go on on a fresh stack, so that no form of
    // recursion outgrows one; 0: one stack (natively, the guard in stack_guard.hpp keeps to it).
    std::int64_t frames_per_stack = 0;
};

// A tensor made by @, matmul or a Linear: its operands, as indices into RunResult::tensors (-1: none).
// matmul: out[..., i, j] = left[..., i, :] . right[..., :, j] (batch dimensions broadcast);
// linear: out[..., i, j] = left[..., i, :] . right[j, :] + bias[j].
struct TensorOrigin {
    std::string kind;                   // "", "matmul" or "linear"
    int left = -1, right = -1, bias = -1;
};

struct NamedTensor {
    std::string name;                   // "x", "q", "query.weight", "heads.0.key.weight", "tril"
    std::vector<std::int64_t> shape;
    std::vector<float> values;          // row-major (int64 and bool values converted, bool as 0/1)
    std::string dtype = "float32";      // "float32", "int64" or "bool"
    std::string grad_fn;                // "" or e.g. "UnsafeViewBackward0"
    bool is_parameter = false;
    bool is_buffer = false;             // a module's registered buffer
    bool operand_only = false;          // not bound to a name: kept as another tensor's operand (`k.transpose(...)`)
    TensorOrigin origin;
};

struct RunResult {
    bool ok = true;
    std::string output;                 // stdout
    std::string error;                  // last traceback line ("" when ok)
    std::string error_type;             // "NameError", "SyntaxError", ...
    int error_line = 0;                 // 1-based line of the error, 0 when ok
    std::string traceback;              // what python3 prints on stderr (header, location, source line, last line)
    int exit_status = 0;                // python3's: 1 after an uncaught exception, sys.exit's code
    std::vector<NamedTensor> tensors;   // in the order the names were first bound, then the unnamed operands
    std::vector<ChartFigure> charts;    // what matplotlib.pyplot drew, figure by figure (core/chart.hpp)
    std::int64_t steps = 0;             // steps used
};

}  // namespace qkv::python
