// platform_web_keyboard_api.cpp — the C functions web/keyboard.js calls for Tab and focus (keyboard_api.hpp).
#include <emscripten/emscripten.h>

#include <string>

#include "app_api.hpp"
#include "keyboard_api.hpp"

extern "C" {

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

}  // extern "C"
