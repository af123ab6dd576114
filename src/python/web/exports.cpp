// exports.cpp — the Python runtime as a program of its own for the web (qkv-python.wasm). The page loads it after
// its first frame, in a Web Worker where one can start (web/python-worker.js), else on the page's thread. A run
// answers with one JSON text; each tensor's values stay in this program's memory until the next run, for the
// caller to copy out once (and hand on as a transferable Float32Array); its charts are in the JSON (core/chart.hpp).
#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <string>

#include "core/chart.hpp"
#include "core/json.hpp"
#include "python/interpreter.hpp"

// What a run prints goes to the worker as it happens (python-worker.js posts it to the page), so that a run ended
// with Stop, or by a crash of the runtime, still shows it.
EM_JS(void, qkv_py_printed, (const char* text, int length), {
    if (typeof self.qkvPrinted === 'function') self.qkvPrinted(UTF8ToString(text, length));
});

namespace {

qkv::python::RunResult g_last_run;
std::string g_last_json;

std::string result_json(const qkv::python::RunResult& result) {
    qkv::JsonWriter json;
    json.begin_object().key("ok").value(result.ok).key("output").value(result.output);
    json.key("error").value(result.error).key("error_type").value(result.error_type);
    json.key("error_line").value(result.error_line).key("steps").value(result.steps);
    json.key("tensors").begin_array();
    for (const qkv::python::NamedTensor& tensor : result.tensors) {
        json.begin_object().key("name").value(tensor.name).key("shape").begin_array();
        for (const std::int64_t size : tensor.shape) json.value(size);
        json.end_array().key("dtype").value(tensor.dtype).key("grad_fn").value(tensor.grad_fn);
        json.key("is_parameter").value(tensor.is_parameter).key("is_buffer").value(tensor.is_buffer);
        json.key("operand_only").value(tensor.operand_only);
        if (!tensor.origin.kind.empty()) {
            json.key("origin").begin_object().key("kind").value(tensor.origin.kind).key("left").value(tensor.origin.left);
            json.key("right").value(tensor.origin.right).key("bias").value(tensor.origin.bias).end_object();
        }
        json.end_object();
    }
    json.end_array().key("charts");
    qkv::write_charts(json, result.charts);
    return json.end_object().text();
}

}  // namespace

extern "C" {

// Runs `code` within the limits (the page picks them: a worker can be stopped, the page's thread cannot; and the
// nested Python frames the JavaScript stack it runs on holds, or how many go on each fresh stack: web/python-calls.js).
EMSCRIPTEN_KEEPALIVE const char* qkv_py_run(const char* code, double max_steps, double max_tensor_bytes, double max_frames,
                                            double frames_per_stack) {
    qkv::python::RunLimits limits;
    limits.max_frames = static_cast<std::int64_t>(max_frames);
    limits.frames_per_stack = static_cast<std::int64_t>(frames_per_stack);
    limits.max_steps = static_cast<std::int64_t>(max_steps);
    limits.max_tensor_bytes = static_cast<std::size_t>(max_tensor_bytes);
    limits.on_output = [](std::string_view printed) { qkv_py_printed(printed.data(), int(printed.size())); };
    // What is printed reaches the worker at the next step; it batches what it posts, and the runtime's call every
    // 65536 steps (a few milliseconds) lets it send what it holds while the program runs silently.
    limits.output_every_steps = 1 << 16;
    g_last_run = qkv::python::run(code ? code : "", limits);
    g_last_json = result_json(g_last_run);
    return g_last_json.c_str();
}

// The values of the last run's tensor `index` (row-major, as many as its shape holds), or null.
EMSCRIPTEN_KEEPALIVE const float* qkv_py_tensor_values(int index) {
    if (index < 0 || std::size_t(index) >= g_last_run.tensors.size()) return nullptr;
    return g_last_run.tensors[std::size_t(index)].values.data();
}

}  // extern "C"
