// platform_imgui.cpp — per-frame ImGui plumbing shared by the native and the web platform.
#include "platform_imgui.hpp"

#include <algorithm>
#include <vector>

#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

// OpenGL 3 natively, WebGL2 (GLES 3) on the web: CMake names the header, so no #ifdef here.
#include QKV_GL_HEADER

namespace qkv::app {

namespace {

float g_last_pixel_ratio = 0.0f;
std::vector<SDL_Event> g_held_events;  // input that waits for the next frame (see below)

bool is_tab(const SDL_Event& event) {
    return (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) && event.key.keysym.sym == SDLK_TAB &&
           !(event.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI));
}

}  // namespace

bool begin_imgui_frame(SDL_Window* window, FrameInfo* frame) {
    bool keep_running = true;
    frame->tab_steps = 0;  // this frame's presses only
    // ImGui 1.86 reads each key's state once per frame, so a key pressed and released between two frames (a
    // script, an on-screen keyboard, switch access, a very quick tap) would never count. A key-up for a key that
    // went down in this same batch, and everything after it, waits for the next frame. Likewise it reads the
    // pointer's position once per frame: after a mouse button goes down or up, the rest of the batch waits, and
    // this frame sees the pointer where the button changed (a quick tap, then a move elsewhere).
    std::vector<SDL_Event> events;
    events.swap(g_held_events);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) events.push_back(polled);
    std::vector<SDL_Scancode> went_down;
    bool hold_the_rest = false;
    bool button_changed = false;
    ImVec2 button_position;
    for (const SDL_Event& event : events) {
        if (event.type == SDL_KEYUP &&
            std::find(went_down.begin(), went_down.end(), event.key.keysym.scancode) != went_down.end()) {
            hold_the_rest = true;
        }
        if (hold_the_rest) {
            g_held_events.push_back(event);
            continue;
        }
        if (event.type == SDL_KEYDOWN) went_down.push_back(event.key.keysym.scancode);
        // Tab walks every control (ui/tab_order.hpp) instead of ImGui's text-fields-only tabbing.
        if (is_tab(event)) {
            if (event.type == SDL_KEYDOWN) frame->tab_steps += (event.key.keysym.mod & KMOD_SHIFT) ? -1 : 1;
            continue;
        }
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) {
            button_changed = true;
            button_position = ImVec2(float(event.button.x), float(event.button.y));
            hold_the_rest = true;
        }
        if (event.type == SDL_QUIT) keep_running = false;
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
            event.window.windowID == SDL_GetWindowID(window))
            keep_running = false;
    }

    int window_width = 0, window_height = 0, drawable_width = 0, drawable_height = 0;
    SDL_GetWindowSize(window, &window_width, &window_height);
    SDL_GL_GetDrawableSize(window, &drawable_width, &drawable_height);
    const float pixel_ratio = window_width > 0 ? float(drawable_width) / float(window_width) : 1.0f;
    frame->pixel_ratio = pixel_ratio;
    frame->pixel_ratio_changed = pixel_ratio != g_last_pixel_ratio;
    g_last_pixel_ratio = pixel_ratio;

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // The backend read SDL's latest position, which already includes the moves held for the next frame.
    if (button_changed && !g_held_events.empty() && ImGui::IsMousePosValid(&io.MousePos)) {
        io.MousePos = button_position;
    }
    if (!(io.DeltaTime > 0.0f)) io.DeltaTime = 1.0f / 60.0f;
    return keep_running;
}

void end_imgui_frame(SDL_Window* window) {
    ImGui::Render();
    const ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    const ImVec4 clear = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    glClearColor(clear.x, clear.y, clear.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(window);
}

}  // namespace qkv::app
