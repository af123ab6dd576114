// platform_web_api.cpp — the C functions page.js calls for window.qkv (exported with EMSCRIPTEN_KEEPALIVE). Text
// comes back as a pointer to a buffer that stays valid until the next call of the same function.
#include <emscripten/emscripten.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "app_api.hpp"
#include "platform_imgui.hpp"

namespace {

// Field flags of qkv_api_set_params: which arguments were given.
constexpr int kHasSeed = 1, kHasTokens = 2, kHasEmbd = 4, kHasHeads = 8, kHasBias = 16;

const char* keep(std::string* buffer, std::string text) {
    *buffer = std::move(text);
    return buffer->c_str();
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* qkv_api_get_state() {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    return keep(&buffer, state ? qkv::app::api_state_json(*state) : "null");
}

EMSCRIPTEN_KEEPALIVE const char* qkv_api_set_params(int given, const char* seed, double tokens, double n_embd,
                                                    double n_head, int bias) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return keep(&buffer, "{\"ok\":false,\"error\":\"the playground has not started yet\"}");
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

}  // extern "C"
