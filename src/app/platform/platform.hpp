// platform.hpp — the thin seam between the app and the machine it runs on.
//
// Two implementations, chosen by CMake (never by #ifdef in the app): native/ (SDL2 window,
// OpenGL 3, a while loop) and web/ (SDL2 on a canvas, WebGL2, the browser's animation frames).
// The platform owns the window, the GL context and ImGui's backends; the app owns everything else.
#pragma once

#include <string>

namespace qkv::app {

// Zero-initialised fields mean "the default".
struct PlatformDesc {
    const char* title = nullptr;  // "qkv-playground"
    int width = 0;                // 1280 (native window; the web canvas follows its container)
    int height = 0;               // 800
};

// What the frame callback needs to know about the display this frame.
struct FrameInfo {
    float pixel_ratio = 1.0f;        // framebuffer pixels per UI pixel (devicePixelRatio on the web); fonts are
                                     // rasterized at this scale
    int tab_steps = 0;               // Tab presses minus Shift+Tab presses the window received (the web page
                                     // handles Tab itself, so there it stays 0)
};

using FrameFunction = void (*)(const FrameInfo& frame, void* user);

// Opens the window and GL context and sets up ImGui's platform and renderer backends.
// Returns false with a sentence in `error` when that is impossible (e.g. no WebGL2).
bool platform_init(const PlatformDesc& desc, std::string* error);

// The pixel ratio the first frame will have: the app builds its fonts for it before that frame, so that the
// renderer uploads one atlas, not ImGui's default font and then this one.
float platform_pixel_ratio();

// Calls `frame` once per displayed frame, between ImGui::NewFrame() and rendering, until the user quits.
// Natively this returns after the window closes; on the web it returns at once and the browser drives frames.
void platform_run(FrameFunction frame, void* user);

// Web: hands the page one message (app/platform/messages_to_page.hpp lists them); natively nothing.
void platform_post_message(const std::string& message);

}  // namespace qkv::app
