// exports.cpp — every C function the page calls in the playground's wasm (EMSCRIPTEN_KEEPALIVE), by surface:
// the lesson's state, the code panel, the keyboard, the view. Text comes back as a pointer to a buffer that
// stays valid until the next call of the same function.
#include <emscripten/emscripten.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "app/api/app_api.hpp"
#include "app/api/code_api.hpp"
#include "app/api/keyboard_api.hpp"
#include "app/api/view_api.hpp"
#include "app/platform/sdl_gl.hpp"

namespace {

// Field flags of qkv_api_set_params and qkv_api_set_view: which arguments were given.
constexpr int kHasSeed = 1, kHasTokens = 2, kHasEmbd = 4, kHasHeads = 8, kHasBias = 16;
constexpr int kHasHide = 1, kHasTheme = 2, kHasReadonly = 4, kHasPin = 8;

constexpr const char* kNotStarted = "{\"ok\":false,\"error\":\"the playground has not started yet\"}";

const char* keep(std::string* buffer, std::string text) {
    *buffer = std::move(text);
    return buffer->c_str();
}

std::string text_or_empty(const char* text) { return text ? text : ""; }

}  // namespace

extern "C" {

// ---------------------------------------------------------------------------------------------------------------
// [SECTION] The lesson: state, settings, cells, frames, memory, widget rectangles
// ---------------------------------------------------------------------------------------------------------------

EMSCRIPTEN_KEEPALIVE const char* qkv_api_get_state() {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    return keep(&buffer, state ? qkv::app::api_state_json(*state) : "null");
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_set_params(int given, const char* seed, double tokens, double n_embd,
                                                    double n_head, int bias) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return keep(&buffer, kNotStarted);
    qkv::app::ParamsRequest request;
    if (given & kHasSeed) request.seed = std::string(seed ? seed : "");
    if (given & kHasTokens) request.tokens = tokens;
    if (given & kHasEmbd) request.n_embd = n_embd;
    if (given & kHasHeads) request.n_head = n_head;
    if (given & kHasBias) request.bias = bias != 0;
    return keep(&buffer, qkv::app::api_set_params(*state, request));
}

// NaN when the tensor or the indices do not exist (no element of these tensors is NaN).
EMSCRIPTEN_KEEPALIVE double qkv_api_cell(const char* name, int row, int col) {
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state || !name) return std::numeric_limits<double>::quiet_NaN();
    const std::optional<float> value = qkv::app::api_cell(*state, name, row, col);
    return value ? double(*value) : std::numeric_limits<double>::quiet_NaN();
}

// Frames drawn so far (unchanged pictures are skipped). Read by the browser test of the idle page.
EMSCRIPTEN_KEEPALIVE double qkv_api_frames_drawn() { return double(qkv::app::frames_drawn()); }

// The top of the malloc heap (sbrk(0)): it only grows, so it is the peak of dynamic memory so far, and a leak
// shows as growth over repeated work. Read by `make bench`.
EMSCRIPTEN_KEEPALIVE double qkv_api_heap_top() { return double(reinterpret_cast<std::uintptr_t>(sbrk(0))); }

EMSCRIPTEN_KEEPALIVE const char* qkv_api_widget_rects() {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    return keep(&buffer, state ? qkv::app::api_widget_rects_json(*state) : "{}");
}

// ---------------------------------------------------------------------------------------------------------------
// [SECTION] The code panel: run, setExample, setCode, restoring saved code
// ---------------------------------------------------------------------------------------------------------------

EMSCRIPTEN_KEEPALIVE const char* qkv_api_run(const char* code) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return kNotStarted;
    return keep(&buffer, qkv::app::api_run(*state, code ? code : ""));
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_stop() {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return kNotStarted;
    return keep(&buffer, qkv::app::api_stop(*state));
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

// ---------------------------------------------------------------------------------------------------------------
// [SECTION] The keyboard: Tab and focus between the canvas and the page (web/keyboard.js)
// ---------------------------------------------------------------------------------------------------------------

EMSCRIPTEN_KEEPALIVE int qkv_api_keyboard_tab(int direction) {
    qkv::app::AppState* state = qkv::app::api_state();
    return state ? qkv::app::keyboard_tab(*state, direction) : qkv::app::kFocusLeftCanvas;
}

EMSCRIPTEN_KEEPALIVE int qkv_api_keyboard_enter(int direction) {
    qkv::app::AppState* state = qkv::app::api_state();
    return state ? qkv::app::keyboard_enter(*state, direction) : qkv::app::kFocusLeftCanvas;
}

EMSCRIPTEN_KEEPALIVE void qkv_api_keyboard_editor_focused() {
    if (qkv::app::AppState* state = qkv::app::api_state()) qkv::app::keyboard_editor_focused(*state);
}

EMSCRIPTEN_KEEPALIVE void qkv_api_keyboard_blur() {
    if (qkv::app::AppState* state = qkv::app::api_state()) qkv::app::keyboard_blur(*state);
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_keyboard_focus() {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    buffer = state ? qkv::app::keyboard_focus_json(*state) : "null";
    return buffer.c_str();
}

// ---------------------------------------------------------------------------------------------------------------
// [SECTION] The view: setView/getView and the URL parser's tables
// ---------------------------------------------------------------------------------------------------------------

EMSCRIPTEN_KEEPALIVE const char* qkv_api_set_view(int given, const char* hide, const char* theme, int readonly,
                                                  const char* pin) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return keep(&buffer, kNotStarted);
    qkv::app::ViewRequest request;
    if (given & kHasHide) request.hide = text_or_empty(hide);
    if (given & kHasTheme) request.theme = text_or_empty(theme);
    if (given & kHasReadonly) request.readonly = readonly != 0;
    if (given & kHasPin) request.pin = text_or_empty(pin);
    return keep(&buffer, qkv::app::api_set_view(*state, request));
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_get_view() {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    return keep(&buffer, state ? qkv::app::api_view_json(*state) : "null");
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_view_tables() {
    static std::string buffer;
    return keep(&buffer, qkv::app::api_view_tables_json());
}

}  // extern "C"
