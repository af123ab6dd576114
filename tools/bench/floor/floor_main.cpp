// floor_main.cpp — the first-paint floor of our stack: Dear ImGui 1.86 over SDL2 and WebGL2 drawing its demo window
// and nothing else, built from the same sources and flags as the playground (cmake/BenchFloor.cmake). `make bench`
// times its first frame beside the playground's; the ratio is what the playground's own code costs.
#include <SDL.h>
#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <GLES3/gl3.h>

namespace {

SDL_Window* g_window = nullptr;

void draw_frame() {
    SDL_Event event;
    while (SDL_PollEvent(&event)) ImGui_ImplSDL2_ProcessEvent(&event);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    if (io.DeltaTime <= 0.0f) io.DeltaTime = 1.0f / 60.0f;  // 1.86's SDL backend can measure zero on the web
    ImGui::NewFrame();
    ImGui::ShowDemoWindow();
    ImGui::Render();
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(g_window, &width, &height);
    glViewport(0, 0, width, height);
    glClearColor(0.1f, 0.1f, 0.12f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(g_window);
}

}  // namespace

int main() {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    g_window = SDL_CreateWindow("floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_GLContext context = SDL_GL_CreateContext(g_window);
    SDL_GL_MakeCurrent(g_window, context);
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplSDL2_InitForOpenGL(g_window, context);
    ImGui_ImplOpenGL3_Init("#version 300 es");
    emscripten_set_main_loop(draw_frame, 0, true);
    return 0;
}
