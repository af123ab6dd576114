// program.cpp — a whole run with Python's core alone (see program.hpp).
#include "python/runtime/program.hpp"

#include <algorithm>
#include <exception>
#include <new>

#include "python/compiler/parser.hpp"
#include "python/modules/stdlib_modules.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/evaluator.hpp"
#include "python/runtime/stack_guard.hpp"

namespace qkv::python {
namespace {

std::string source_line(std::string_view code, int line) {
    int current = 1;
    std::size_t start = 0;
    while (current < line) {
        const std::size_t newline = code.find('\n', start);
        if (newline == std::string_view::npos) return "";
        start = newline + 1;
        ++current;
    }
    std::size_t end = code.find('\n', start);
    if (end == std::string_view::npos) end = code.size();
    std::string text(code.substr(start, end - start));
    const std::size_t first = text.find_first_not_of(" \t\f");
    const std::size_t last = text.find_last_not_of(" \t\f\r");
    return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

void fail(RunResult& result, const PythonError& error, std::string_view code, const std::string& filename) {
    result.ok = false;
    result.exit_status = 1;
    result.error = error.last_line();
    result.error_type = error.type();
    result.error_line = error.line();
    const bool compile_time = error.type() == "SyntaxError" || error.type() == "IndentationError";
    std::string text;
    if (!compile_time) text += "Traceback (most recent call last):\n";
    text += "  File \"" + filename + "\", line " + std::to_string(error.line());
    text += compile_time ? "\n" : ", in <module>\n";
    const std::string line = source_line(code, error.line());
    if (!line.empty()) text += "    " + line + "\n";
    result.traceback = text + result.error + "\n";
}

// sys.exit(): no traceback; a status other than 0 ends the run as failed, with the message CPython prints, if any.
void end_with_system_exit(RunResult& result, const PythonError& error) {
    const SystemExitOutcome outcome = system_exit_outcome(error);
    if (outcome.status == 0) return;
    result.ok = false;
    result.exit_status = outcome.status;
    result.error = outcome.message.empty() ? "SystemExit: " + std::to_string(outcome.status) : outcome.message;  // the panel says why
    result.error_type = "SystemExit";
    result.error_line = error.line();
    result.traceback = outcome.message.empty() ? "" : outcome.message + "\n";
}

}  // namespace

RunResult run_program(std::string_view code, const RunLimits& limits, const std::string& filename, const ProgramHooks& hooks) {
    RunResult result;
    Runtime runtime;
    runtime.max_steps = limits.max_steps;
    runtime.on_output = limits.on_output;
    runtime.output_every_steps = limits.output_every_steps;
    runtime.next_output_report = limits.output_every_steps;
    set_frame_cap(limits.max_frames > 0 ? limits.max_frames : kDeepestPythonCalls);
    set_frames_per_stack(limits.frames_per_stack);
    runtime.recursion_limit = std::min<std::int64_t>(runtime.recursion_limit, frame_cap());
    if (hooks.before) hooks.before(runtime);
    Block module;
    try {
        module = parse_module(code);
    } catch (const PythonError& error) {
        fail(result, error, code, filename);
        return result;
    }
    Evaluator evaluator(runtime, filename);
    try {
        evaluator.execute_module(module);
    } catch (const PythonError& error) {
        if (error.type() == "SystemExit") {
            end_with_system_exit(result, error);
        } else {
            fail(result, error, code, filename);
        }
    } catch (const std::bad_alloc&) {
        fail(result, PythonError("MemoryError", "the program ran out of memory"), code, filename);
    }
    result.output = std::move(runtime.output);
    result.steps = runtime.steps;
    if (hooks.after) hooks.after(evaluator.globals(), result);
    return result;
}

}  // namespace qkv::python
