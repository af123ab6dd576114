// platform_web_view_api.cpp — the C functions behind window.qkv.setView/getView and the URL parser's tables
// (exported with EMSCRIPTEN_KEEPALIVE). Text comes back in a buffer valid until the next call of that function.
#include <emscripten/emscripten.h>

#include <string>

#include "app_api.hpp"
#include "url_params_view.hpp"

namespace {

// Field flags of qkv_api_set_view: which arguments were given.
constexpr int kHasHide = 1, kHasTheme = 2, kHasReadonly = 4, kHasPin = 8;

const char* keep(std::string* buffer, std::string text) {
    *buffer = std::move(text);
    return buffer->c_str();
}

std::string text_or_empty(const char* text) { return text ? text : ""; }

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* qkv_api_set_view(int given, const char* hide, const char* theme, int readonly,
                                                  const char* pin) {
    static std::string buffer;
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return keep(&buffer, "{\"ok\":false,\"error\":\"the playground has not started yet\"}");
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
