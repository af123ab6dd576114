// headless_imgui.hpp — an ImGui context without a window or GL for the UI's unit tests: frames are run by hand,
// and keys are pressed by setting io.KeysDown for one frame (ImGui 1.86 reads key state once per frame).
#pragma once

#include <functional>

#include <imgui.h>

namespace qkv::ui::testing {

class HeadlessImGui {
public:
    HeadlessImGui();   // creates the context: 800 x 600, keyboard navigation on, the built-in font
    ~HeadlessImGui();  // destroys it
    HeadlessImGui(const HeadlessImGui&) = delete;
    HeadlessImGui& operator=(const HeadlessImGui&) = delete;

    // One frame: NewFrame, `before` (e.g. the Tab order's begin), a full-size window "root" around `body`,
    // `after`, then EndFrame and Render. Keys held with press() are released after this frame.
    void frame(const std::function<void()>& body, const std::function<void()>& before = {},
               const std::function<void()>& after = {});

    // Holds `key` (with Shift/Ctrl if asked) down during the next frame only.
    void press(ImGuiKey key, bool shift = false, bool ctrl = false);

private:
    int pressed_ = -1;
    bool shift_ = false, ctrl_ = false;
};

}  // namespace qkv::ui::testing
