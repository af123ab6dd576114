// platform.cpp (native) — the desktop platform: an SDL2 window with an OpenGL 3.3 core context, a while loop.
#include <SDL.h>

#include "app/platform/platform.hpp"
#include "app/platform/sdl_gl.hpp"

namespace qkv::app {

namespace {
SdlGlWindow g_opened;
}  // namespace

bool platform_init(const PlatformDesc& desc, std::string* error) {
    GlProfile profile;
    profile.profile_mask = SDL_GL_CONTEXT_PROFILE_CORE;
    profile.major = 3;
    profile.minor = 3;
    profile.context_flags = SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG;
    profile.window_position = SDL_WINDOWPOS_CENTERED;
    profile.glsl_version = "#version 330 core";
    profile.context_error = "could not create an OpenGL 3.3 context: ";
    profile.redraw_unchanged_every = 60;
    if (!open_sdl_gl_window(desc, profile, &g_opened, error)) return false;
    SDL_GL_SetSwapInterval(1);
    return true;
}

float platform_pixel_ratio() { return window_pixel_ratio(g_opened.window); }

void platform_run(FrameFunction frame, void* user) {
    FrameInfo info;
    while (begin_imgui_frame(g_opened.window, &info)) {
        frame(info, user);
        // A drawn frame waits for the display in the swap; a skipped one waits here, for input or a frame's time.
        if (!end_imgui_frame(g_opened.window)) SDL_WaitEventTimeout(nullptr, 16);
    }
    close_sdl_gl_window(g_opened);
}

void platform_post_message(const std::string&) {}

}  // namespace qkv::app
