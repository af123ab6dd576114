// code_runner.cpp (web) — runs go to the page's Python runtime (web/python-runner.js), a second wasm program in
// a Web Worker (or on the page's thread where no worker can start), as start_run/stop_run messages. Its answer
// comes back as each tensor (qkv_api_run_tensor), then a python_result message, which ends the run.
#include "app/platform/code_runner.hpp"

#include <emscripten/emscripten.h>

#include <utility>

#include "app/platform/messages_to_page.hpp"
#include "core/chart.hpp"
#include "app/platform/web/runner_messages.hpp"

namespace qkv::app {

namespace {

RunFinished g_finished;           // the run in progress, if any
python::RunResult g_incoming;     // the answer being assembled
RunnerStatus g_status{RunnerReadiness::loading, false, ""};

void finish_run(const JsonValue& message) {
    python::RunResult result = std::move(g_incoming);
    g_incoming = python::RunResult{};
    result.ok = message.boolean_or("ok", false);
    result.output = message.string_or("output", "");
    result.error = message.string_or("error", "");
    result.error_type = message.string_or("error_type", "");  // "Stopped" for a stopped run
    result.error_line = int(message.number_or("error_line", 0.0));
    result.steps = static_cast<std::int64_t>(message.number_or("steps", 0.0));
    if (const JsonValue* charts = message.member("charts")) result.charts = read_charts(*charts);
    RunFinished finished = std::move(g_finished);
    g_finished = nullptr;
    if (finished) finished(std::move(result));
}

void take_status(const JsonValue& message) {
    const std::string readiness = message.string_or("readiness", "");
    g_status.readiness = readiness == "ready"    ? RunnerReadiness::ready
                         : readiness == "failed" ? RunnerReadiness::failed
                                                 : RunnerReadiness::loading;
    g_status.can_stop = message.boolean_or("can_stop", false);
    g_status.note = message.string_or("note", "");
}

}  // namespace

void platform_start_run(const std::string& code, RunFinished finished) {
    g_finished = std::move(finished);
    g_incoming = python::RunResult{};
    post_page_message(page_message("start_run").key("code").value(code).end_object());
}

void platform_stop_run() {
    if (g_finished) post_page_message(page_message("stop_run").end_object());
}

RunnerStatus platform_runner_status() { return g_status; }

bool answer_runner_message(const std::string& type, const JsonValue& message) {
    if (type == "python_result") {
        finish_run(message);
    } else if (type == "python_status") {
        take_status(message);
    } else {
        return false;
    }
    return true;
}

}  // namespace qkv::app

// One tensor of the answer: `shape` holds `rank` sizes, `values` their product (the page frees both). Not a JSON
// message like the rest of the protocol: the values arrive as a Float32Array copied straight into this memory
// (up to 256 MB), which a text round trip would turn into many times that in digits and a parse of every one.
// `flags`: 1 a parameter, 2 a buffer, 4 only another tensor's operand; `origin_kind` "" or "matmul"/"linear" with
// its operands' indices in this run's list (python/run_result.hpp).
extern "C" EMSCRIPTEN_KEEPALIVE void qkv_api_run_tensor(const char* name, const char* grad_fn, const char* dtype,
                                                        int flags, const char* origin_kind, int left, int right,
                                                        int bias, const int* shape, int rank, const float* values,
                                                        int count) {
    qkv::python::NamedTensor tensor;
    tensor.name = name ? name : "";
    tensor.grad_fn = grad_fn ? grad_fn : "";
    tensor.dtype = dtype ? dtype : "float32";
    tensor.is_parameter = (flags & 1) != 0;
    tensor.is_buffer = (flags & 2) != 0;
    tensor.operand_only = (flags & 4) != 0;
    tensor.origin = {origin_kind ? origin_kind : "", left, right, bias};
    tensor.shape.assign(shape, shape + rank);
    tensor.values.assign(values, values + count);
    qkv::app::g_incoming.tensors.push_back(std::move(tensor));
}
