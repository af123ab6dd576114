// headless_imgui.cpp — see headless_imgui.hpp.
#include "headless_imgui.hpp"

namespace qkv::ui::testing {

HeadlessImGui::HeadlessImGui() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(800.0f, 600.0f);
    io.DeltaTime = 1.0f / 60.0f;
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    for (int key = 0; key < ImGuiKey_COUNT; ++key) io.KeyMap[key] = key;  // key index = ImGuiKey value
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);  // builds the atlas; no texture is uploaded
}

HeadlessImGui::~HeadlessImGui() { ImGui::DestroyContext(); }

void HeadlessImGui::press(ImGuiKey key, bool shift, bool ctrl) {
    pressed_ = key;
    shift_ = shift;
    ctrl_ = ctrl;
}

void HeadlessImGui::frame(const std::function<void()>& body, const std::function<void()>& before,
                          const std::function<void()>& after) {
    ImGuiIO& io = ImGui::GetIO();
    if (pressed_ >= 0) io.KeysDown[pressed_] = true;
    io.KeyShift = shift_;
    io.KeyCtrl = ctrl_;
    ImGui::NewFrame();
    if (before) before();
    ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("root", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
    body();
    ImGui::End();
    if (after) after();
    ImGui::EndFrame();
    ImGui::Render();
    if (pressed_ >= 0) io.KeysDown[pressed_] = false;
    pressed_ = -1;
    io.KeyShift = io.KeyCtrl = false;
}

}  // namespace qkv::ui::testing
