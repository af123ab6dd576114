// sdl_gl.cpp — the SDL2 + GL + ImGui plumbing shared by the native and the web platform.
#include "app/platform/sdl_gl.hpp"

#include <algorithm>
#include <cfloat>
#include <cstring>
#include <vector>

#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

// OpenGL 3 natively, WebGL2 (GLES 3) on the web: CMake names the header, so no #ifdef here.
#include QKV_GL_HEADER

#include "app/platform/texture_gl.hpp"

namespace qkv::app {

namespace {

std::vector<SDL_Event> g_held_events;  // input that waits for the next frame (see below)
ImVec2 g_pointer_seen(-FLT_MAX, -FLT_MAX);  // where the last frame saw the pointer
bool g_press_deferred = false;               // the last frame held a press back (see below); it is not held twice

// =====================================================================================================================
// The same picture is not drawn twice
// =====================================================================================================================
// Drawing costs most of an idle frame (without a GPU, the browser rasterises WebGL on the CPU), and most frames
// show what the last one showed. A frame is drawn only when its picture differs from the last drawn one: the draw
// lists byte for byte, the sizes, the clear colour and the textures. Otherwise the canvas (or window) keeps the
// last picture. Natively, a redraw every second covers what the comparison cannot see (a window uncovered).
struct Picture {
    std::vector<unsigned char> bytes;
    void add(const void* data, std::size_t size) {
        const auto* first = static_cast<const unsigned char*>(data);
        bytes.insert(bytes.end(), first, first + size);
    }
    template <class T>
    void add(const T& value) { add(&value, sizeof value); }
};

Picture g_last_picture, g_picture;
int g_frames_since_drawn = 0;
std::uint64_t g_frames_drawn = 0;
int g_redraw_every = 0;     // GlProfile::redraw_unchanged_every
bool g_draw_next = false;   // draw_next_frame() was called

// The bytes same_picture_as_last describes `draw` with: reserved at once, they are copied without regrowing.
std::size_t picture_size(const ImDrawData& draw) {
    std::size_t size = 256;  // the sizes, the clear colour and the texture count
    for (int list = 0; list < draw.CmdListsCount; ++list) {
        const ImDrawList& commands = *draw.CmdLists[list];
        size += std::size_t(commands.VtxBuffer.Size) * sizeof(ImDrawVert) +
                std::size_t(commands.IdxBuffer.Size) * sizeof(ImDrawIdx) +
                std::size_t(commands.CmdBuffer.Size) * sizeof(ImDrawCmd);
    }
    return size;
}

// Describes this frame's picture into g_picture; true when it is the last drawn one's.
bool same_picture_as_last(const ImDrawData& draw, const ImVec4& clear) {
    g_picture.bytes.clear();
    g_picture.bytes.reserve(picture_size(draw));
    g_picture.add(draw.DisplayPos);
    g_picture.add(draw.DisplaySize);
    g_picture.add(draw.FramebufferScale);
    g_picture.add(clear);
    g_picture.add(texture_changes());
    for (int list = 0; list < draw.CmdListsCount; ++list) {
        const ImDrawList& commands = *draw.CmdLists[list];
        g_picture.add(commands.VtxBuffer.Data, std::size_t(commands.VtxBuffer.Size) * sizeof(ImDrawVert));
        g_picture.add(commands.IdxBuffer.Data, std::size_t(commands.IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (const ImDrawCmd& command : commands.CmdBuffer) {
            g_picture.add(command.ClipRect);
            g_picture.add(command.TextureId);
            g_picture.add(command.VtxOffset);
            g_picture.add(command.IdxOffset);
            g_picture.add(command.ElemCount);
            g_picture.add(command.UserCallback);
        }
    }
    return g_picture.bytes.size() == g_last_picture.bytes.size() &&
           std::memcmp(g_picture.bytes.data(), g_last_picture.bytes.data(), g_picture.bytes.size()) == 0;
}

bool pointer_seen_at(int x, int y) { return g_pointer_seen.x == float(x) && g_pointer_seen.y == float(y); }

// ImGui's index of an SDL mouse button, as the SDL backend maps them; -1 for the buttons it ignores.
int imgui_button_index(Uint8 button) {
    return button == SDL_BUTTON_LEFT ? 0 : button == SDL_BUTTON_RIGHT ? 1 : button == SDL_BUTTON_MIDDLE ? 2 : -1;
}

bool is_tab(const SDL_Event& event) {
    return (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) && event.key.keysym.sym == SDLK_TAB &&
           !(event.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI));
}

}  // namespace

float window_pixel_ratio(SDL_Window* window) {
    int window_width = 0, window_height = 0, drawable_width = 0, drawable_height = 0;
    SDL_GetWindowSize(window, &window_width, &window_height);
    SDL_GL_GetDrawableSize(window, &drawable_width, &drawable_height);
    return window_width > 0 ? float(drawable_width) / float(window_width) : 1.0f;
}

bool begin_imgui_frame(SDL_Window* window, FrameInfo* frame) {
    bool keep_running = true;
    frame->tab_steps = 0;  // this frame's presses only
    // ImGui 1.86 reads each key's state once per frame, so a key pressed and released between two frames (a
    // script, an on-screen keyboard, switch access, a very quick tap) would never count. A key-up for a key that
    // went down in this same batch, and everything after it, waits for the next frame. Likewise it reads the
    // pointer's position once per frame: after a mouse button goes down or up, the rest of the batch waits, and
    // this frame sees the pointer where the button changed (a quick tap, then a move elsewhere).
    // A press away from where the last frame saw the pointer (a touch: the finger moves the pointer and presses in
    // one event) waits one frame, so this frame moves the pointer there first: widgets that need to be hovered in
    // the frame before the press (ImGui's tab items) then take the first tap, as a mouse's hover-then-click.
    std::vector<SDL_Event> events;
    events.swap(g_held_events);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) events.push_back(polled);
    std::vector<SDL_Scancode> went_down;
    bool hold_the_rest = false;
    bool button_changed = false;
    const bool may_defer_press = !g_press_deferred;
    g_press_deferred = false;
    ImVec2 button_position;
    int deferred_button = -1;  // ImGui's index of the held-back press's button
    for (const SDL_Event& event : events) {
        if (event.type == SDL_KEYUP &&
            std::find(went_down.begin(), went_down.end(), event.key.keysym.scancode) != went_down.end()) {
            hold_the_rest = true;
        }
        if (!hold_the_rest && may_defer_press && event.type == SDL_MOUSEBUTTONDOWN &&
            !pointer_seen_at(event.button.x, event.button.y)) {
            button_position = ImVec2(float(event.button.x), float(event.button.y));
            deferred_button = imgui_button_index(event.button.button);
            g_press_deferred = true;
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

    frame->pixel_ratio = window_pixel_ratio(window);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // The backend read SDL's latest position and buttons, which already include the events held for the next frame.
    if ((button_changed || g_press_deferred) && !g_held_events.empty() && ImGui::IsMousePosValid(&io.MousePos)) {
        io.MousePos = button_position;
    }
    if (g_press_deferred && deferred_button >= 0) io.MouseDown[deferred_button] = false;  // not until next frame
    g_pointer_seen = io.MousePos;
    if (!(io.DeltaTime > 0.0f)) io.DeltaTime = 1.0f / 60.0f;
    return keep_running;
}

bool end_imgui_frame(SDL_Window* window) {
    ImGui::Render();
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec4 clear = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    const bool due = g_draw_next || (g_redraw_every > 0 && ++g_frames_since_drawn >= g_redraw_every);
    if (same_picture_as_last(*ImGui::GetDrawData(), clear) && !due) return false;
    g_draw_next = false;
    std::swap(g_last_picture, g_picture);
    g_frames_since_drawn = 0;
    ++g_frames_drawn;
    glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(clear.x, clear.y, clear.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(window);
    return true;
}

std::uint64_t frames_drawn() { return g_frames_drawn; }

void draw_next_frame() { g_draw_next = true; }

bool open_sdl_gl_window(const PlatformDesc& desc, const GlProfile& profile, SdlGlWindow* out, std::string* error) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        *error = std::string("could not start SDL: ") + SDL_GetError();
        return false;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, profile.context_flags);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, profile.profile_mask);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, profile.major ? profile.major : 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, profile.minor);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);  // ImGui draws without depth: no depth buffer to allocate and clear
    const auto flags = SDL_WindowFlags(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    const int position = profile.window_position ? profile.window_position : int(SDL_WINDOWPOS_UNDEFINED);
    g_redraw_every = profile.redraw_unchanged_every;
    out->window = SDL_CreateWindow(desc.title ? desc.title : "qkv-playground", position, position,
                                   desc.width ? desc.width : 1280, desc.height ? desc.height : 800, flags);
    if (!out->window) {
        *error = std::string(profile.window_error ? profile.window_error : "could not open a window") + ": " +
                 SDL_GetError();
        return false;
    }
    out->context = SDL_GL_CreateContext(out->window);
    if (!out->context) {
        *error = std::string(profile.context_error ? profile.context_error : "could not create a GL context: ") +
                 SDL_GetError();
        return false;
    }
    SDL_GL_MakeCurrent(out->window, out->context);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // every start shows the lesson's layout (and the web has no files)
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;  // arrows, Space, Enter, Tab reach every control
    ImGui_ImplSDL2_InitForOpenGL(out->window, out->context);
    ImGui_ImplOpenGL3_Init(profile.glsl_version);
    return true;
}

void close_sdl_gl_window(const SdlGlWindow& opened) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(opened.context);
    SDL_DestroyWindow(opened.window);
    SDL_Quit();
}

}  // namespace qkv::app
