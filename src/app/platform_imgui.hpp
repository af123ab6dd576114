// platform_imgui.hpp — pieces shared by both platform files: the per-frame ImGui plumbing around SDL2 + GL.
#pragma once

#include <cstdint>

#include <SDL.h>

#include "platform.hpp"

namespace qkv::app {

// Starts an ImGui frame: feeds SDL's events (returns false on quit), works out the pixel ratio, guards the
// frame time (the 1.86 SDL backend can report a zero DeltaTime on the web).
bool begin_imgui_frame(SDL_Window* window, FrameInfo* frame);

// Renders ImGui's draw data into the current framebuffer and swaps, unless the picture is the one drawn last;
// returns whether it drew.
bool end_imgui_frame(SDL_Window* window);

// Frames drawn so far (frames whose picture had not changed are not counted): for tests of the idle page.
std::uint64_t frames_drawn();

}  // namespace qkv::app
