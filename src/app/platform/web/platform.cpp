// platform.cpp (web) — the browser platform: SDL2 on the page's canvas, a WebGL2 context, frames driven by the
// browser (emscripten_set_main_loop_arg, no ASYNCIFY). The canvas follows the size of its container
// (#stage) and its backing store is CSS size x devicePixelRatio, so text stays crisp on high-DPI screens.
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include <SDL.h>

#include "app/platform/platform.hpp"
#include "app/platform/sdl_gl.hpp"
#include "app/platform/web/state_push.hpp"

// Implemented in bridge.js.
extern "C" void qkv_js_post_message(const char* message);

namespace qkv::app {

namespace {

SdlGlWindow g_opened;
FrameFunction g_frame = nullptr;
void* g_frame_user = nullptr;
int g_css_width = 0;
int g_css_height = 0;
double g_device_pixel_ratio = 0.0;

// Keeps the SDL window (and so the canvas) the size of its container, at the device's pixel ratio.
void follow_container_size() {
    double width = 0.0, height = 0.0;
    if (emscripten_get_element_css_size("#stage", &width, &height) != EMSCRIPTEN_RESULT_SUCCESS) return;
    const int css_width = width > 1.0 ? int(width) : 1;
    const int css_height = height > 1.0 ? int(height) : 1;
    const double pixel_ratio = emscripten_get_device_pixel_ratio();
    if (css_width == g_css_width && css_height == g_css_height && pixel_ratio == g_device_pixel_ratio) return;
    g_css_width = css_width;
    g_css_height = css_height;
    g_device_pixel_ratio = pixel_ratio;
    SDL_SetWindowSize(g_opened.window, css_width, css_height);
    // SDL sizes the backing store by the pixel ratio it saw at start; set both explicitly so zooming and
    // moving between screens stay sharp.
    emscripten_set_canvas_element_size("#canvas", int(css_width * pixel_ratio), int(css_height * pixel_ratio));
    emscripten_set_element_css_size("#canvas", css_width, css_height);
}

void run_one_frame(void*) {
    follow_container_size();
    FrameInfo info;
    begin_imgui_frame(g_opened.window, &info);  // there is no quitting a web page from inside
    g_frame(info, g_frame_user);
    end_imgui_frame(g_opened.window);
    push_state_changes();
}

}  // namespace

bool platform_init(const PlatformDesc& desc, std::string* error) {
    // Keys go to the canvas only, so the host page's own inputs keep working.
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    GlProfile profile;
    profile.profile_mask = SDL_GL_CONTEXT_PROFILE_ES;
    profile.major = 3;
    profile.minor = 0;
    profile.glsl_version = "#version 300 es";
    profile.window_error = "could not use the canvas";
    profile.context_error = "This page needs WebGL2, which this browser did not provide. ";
    if (!open_sdl_gl_window(desc, profile, &g_opened, error)) return false;
    follow_container_size();
    return true;
}

float platform_pixel_ratio() { return window_pixel_ratio(g_opened.window); }

void platform_run(FrameFunction frame, void* user) {
    g_frame = frame;
    g_frame_user = user;
    // fps 0: the browser's requestAnimationFrame paces us; simulate_infinite_loop 0: main() returns and the
    // runtime stays alive for the callbacks.
    emscripten_set_main_loop_arg(run_one_frame, nullptr, 0, 0);
}

void platform_post_message(const std::string& message) { qkv_js_post_message(message.c_str()); }

}  // namespace qkv::app
