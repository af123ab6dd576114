// help_marker.cpp — the "(?)" explanation marker and the section banner.
#include "help_marker.hpp"

#include <imgui.h>

#include "theme.hpp"

namespace qkv::ui {

void help_marker(const char* explanation) {
    ImGui::SameLine();
    ImGui::TextDisabled("(?)");
    // Tooltips follow the pointer; on a tablet a tap "hovers" for as long as the finger is down.
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
        ImGui::TextUnformatted(explanation);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void section_banner(const Fonts& fonts, const char* title, const char* help) {
    ImGui::Spacing();
    if (fonts.heading) ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted(title);
    if (fonts.heading) ImGui::PopFont();
    if (help) help_marker(help);
    ImGui::Separator();
}

}  // namespace qkv::ui
