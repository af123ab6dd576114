// code_editor.cpp (native) — natively the code panel edits with ImGui and copies through SDL's clipboard
// (ImGui's SDL backend installed it).
#include <imgui.h>

#include "app/platform/code_editor.hpp"
#include "python/what_runs_here.hpp"

namespace qkv::app {

bool platform_overlays_code_editor() { return false; }

void platform_copy_to_clipboard(const std::string& text) { ImGui::SetClipboardText(text.c_str()); }

std::vector<ui::CodePanelTopic> platform_what_runs_here() {
    std::vector<ui::CodePanelTopic> topics;
    for (const python::SupportedTopic& topic : python::kSupportedTopics) topics.push_back({topic.title, topic.summary});
    return topics;
}

}  // namespace qkv::app
