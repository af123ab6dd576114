// platform_native.cpp — the desktop platform: an SDL2 window with an OpenGL 3.3 core context, a while loop.
#include <cstdio>

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include "platform.hpp"
#include "platform_imgui.hpp"

namespace qkv::app {

namespace {
SDL_Window* g_window = nullptr;
SDL_GLContext g_gl_context = nullptr;
}  // namespace

bool platform_init(const PlatformDesc& desc, std::string* error) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        *error = std::string("could not start SDL: ") + SDL_GetError();
        return false;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);

    const auto flags = SDL_WindowFlags(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    g_window = SDL_CreateWindow(desc.title ? desc.title : "qkv-playground", SDL_WINDOWPOS_CENTERED,
                                SDL_WINDOWPOS_CENTERED, desc.width ? desc.width : 1280,
                                desc.height ? desc.height : 800, flags);
    if (!g_window) {
        *error = std::string("could not open a window: ") + SDL_GetError();
        return false;
    }
    g_gl_context = SDL_GL_CreateContext(g_window);
    if (!g_gl_context) {
        *error = std::string("could not create an OpenGL 3.3 context: ") + SDL_GetError();
        return false;
    }
    SDL_GL_MakeCurrent(g_window, g_gl_context);
    SDL_GL_SetSwapInterval(1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // every start shows the lesson's layout
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;  // arrows, Space, Enter, Tab reach every control
    ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl_context);
    ImGui_ImplOpenGL3_Init("#version 330 core");
    return true;
}

void platform_run(FrameFunction frame, void* user) {
    FrameInfo info;
    while (begin_imgui_frame(g_window, &info)) {
        frame(info, user);
        // A drawn frame waits for the display in the swap; a skipped one waits here, for input or a frame's time.
        if (!end_imgui_frame(g_window)) SDL_WaitEventTimeout(nullptr, 16);
    }
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(g_gl_context);
    SDL_DestroyWindow(g_window);
    SDL_Quit();
}

void platform_notify_first_frame() {}

void platform_publish_text(const char*, const std::string&) {}

}  // namespace qkv::app
