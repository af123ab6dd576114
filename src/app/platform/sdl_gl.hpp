// sdl_gl.hpp — pieces shared by both platforms: the per-frame ImGui plumbing around SDL2 + GL.
#pragma once

#include <cstdint>
#include <string>

#include <SDL.h>

#include "app/platform/platform.hpp"

namespace qkv::app {

// What differs between the desktop's OpenGL and the browser's WebGL2. Zero fields mean "the default".
struct GlProfile {
    int profile_mask = 0;              // SDL_GL_CONTEXT_PROFILE_CORE / _ES
    int major = 0, minor = 0;          // 3.3 natively, 3.0 (ES) on the web
    int context_flags = 0;             // e.g. SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG
    int window_position = 0;           // SDL_WINDOWPOS_CENTERED natively
    const char* glsl_version = nullptr;      // "#version 330 core", "#version 300 es"
    const char* window_error = nullptr;      // the sentence before SDL's reason when no window opens
    const char* context_error = nullptr;     // what to tell the user when no context is created
    int redraw_unchanged_every = 0;    // frames after which an unchanged picture is drawn again (a desktop window
                                       // uncovered); 0: never (a browser keeps the canvas's last picture, and a
                                       // redraw there costs a read-back of the whole canvas without a GPU)
};

struct SdlGlWindow {
    SDL_Window* window = nullptr;
    SDL_GLContext context = nullptr;
};

// Starts SDL, opens the window with a GL context of `profile` and sets up ImGui's SDL2 and OpenGL3 backends.
// Returns false with a sentence in `error` when that is impossible.
bool open_sdl_gl_window(const PlatformDesc& desc, const GlProfile& profile, SdlGlWindow* out, std::string* error);

// Shuts ImGui's backends, the context and SDL down.
void close_sdl_gl_window(const SdlGlWindow& opened);

// Framebuffer pixels per window pixel.
float window_pixel_ratio(SDL_Window* window);

// Starts an ImGui frame: feeds SDL's events (returns false on quit), works out the pixel ratio, guards the
// frame time (the 1.86 SDL backend can report a zero DeltaTime on the web).
bool begin_imgui_frame(SDL_Window* window, FrameInfo* frame);

// Renders ImGui's draw data into the current framebuffer and swaps, unless the picture is the one drawn last;
// returns whether it drew.
bool end_imgui_frame(SDL_Window* window);

// Frames drawn so far (frames whose picture had not changed are not counted): for tests of the idle page.
std::uint64_t frames_drawn();

// The next frame is drawn even if its picture is the last one (the page copies the canvas right after it).
void draw_next_frame();

}  // namespace qkv::app
