// code_runner.cpp (web) — runs go to the page's Python runtime (web/python-runner.js), a second wasm program in
// a Web Worker (or on the page's thread where no worker can start). Its answer comes back through the exports
// below: each tensor, then the run's text fields, which end the run.
#include "app/platform/code_runner.hpp"

#include <emscripten/emscripten.h>

#include <utility>

// Implemented in bridge.js.
extern "C" {
void qkv_js_start_run(const char* code);
void qkv_js_stop_run();
}

namespace qkv::app {

namespace {
RunFinished g_finished;           // the run in progress, if any
python::RunResult g_incoming;     // the answer being assembled
RunnerStatus g_status{RunnerReadiness::loading, false, ""};
}  // namespace

void platform_start_run(const std::string& code, RunFinished finished) {
    g_finished = std::move(finished);
    g_incoming = python::RunResult{};
    qkv_js_start_run(code.c_str());
}

void platform_stop_run() {
    if (g_finished) qkv_js_stop_run();
}

RunnerStatus platform_runner_status() { return g_status; }

}  // namespace qkv::app

extern "C" {

// One tensor of the answer: `shape` holds `rank` sizes, `values` their product (the page frees both).
EMSCRIPTEN_KEEPALIVE void qkv_api_run_tensor(const char* name, const char* grad_fn, int is_parameter,
                                            const int* shape, int rank, const float* values, int count) {
    qkv::python::NamedTensor tensor;
    tensor.name = name ? name : "";
    tensor.grad_fn = grad_fn ? grad_fn : "";
    tensor.is_parameter = is_parameter != 0;
    tensor.shape.assign(shape, shape + rank);
    tensor.values.assign(values, values + count);
    qkv::app::g_incoming.tensors.push_back(std::move(tensor));
}

// The end of the answer. A stopped run comes here too, with error_type "Stopped".
EMSCRIPTEN_KEEPALIVE void qkv_api_run_finished(int ok, const char* output, const char* error,
                                              const char* error_type, int error_line, double steps) {
    qkv::python::RunResult result = std::move(qkv::app::g_incoming);
    qkv::app::g_incoming = qkv::python::RunResult{};
    result.ok = ok != 0;
    result.output = output ? output : "";
    result.error = error ? error : "";
    result.error_type = error_type ? error_type : "";
    result.error_line = error_line;
    result.steps = static_cast<std::int64_t>(steps);
    qkv::app::RunFinished finished = std::move(qkv::app::g_finished);
    qkv::app::g_finished = nullptr;
    if (finished) finished(std::move(result));
}

// readiness: 0 loading, 1 ready, 2 failed (see RunnerReadiness).
EMSCRIPTEN_KEEPALIVE void qkv_api_runner_status(int readiness, int can_stop, const char* note) {
    qkv::app::g_status.readiness = static_cast<qkv::app::RunnerReadiness>(readiness);
    qkv::app::g_status.can_stop = can_stop != 0;
    qkv::app::g_status.note = note ? note : "";
}

}  // extern "C"
