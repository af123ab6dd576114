// platform_web_code_api.cpp — the C functions page.js and code-editor.js call for the code panel (run,
// setExample, setCode, restoring saved code). Text comes back in a buffer valid until the next call.
#include <emscripten/emscripten.h>

#include <string>

#include "app_api.hpp"
#include "code_api.hpp"

namespace {

constexpr const char* kNotStarted = "{\"ok\":false,\"error\":\"the playground has not started yet\"}";

const char* keep(std::string* buffer, std::string text) {
    *buffer = std::move(text);
    return buffer->c_str();
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* qkv_api_run(const char* code) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return kNotStarted;
    return keep(&buffer, qkv::app::api_run(*state, code ? code : ""));
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_set_example(double number) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return kNotStarted;
    return keep(&buffer, qkv::app::api_set_example(*state, number));
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_set_code(const char* code) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return kNotStarted;
    return keep(&buffer, qkv::app::api_set_code(*state, code ? code : ""));
}

EMSCRIPTEN_KEEPALIVE void qkv_api_restore_code(int number, const char* code) {
    qkv::app::AppState* state = qkv::app::api_state();
    if (state && code) qkv::app::api_restore_code(*state, number, code);
}

}  // extern "C"
