// help_marker.cpp — the "(?)" explanation marker and the section banner.
#include "help_marker.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "tab_order.hpp"
#include "theme.hpp"

namespace qkv::ui {

void help_marker(const char* explanation) {
    ImGui::SameLine();
    // An item with an id, so Tab reaches it too: keyboard focus counts as hovering and shows the explanation.
    ImGui::PushID(explanation);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float baseline = ImGui::GetCurrentWindow()->DC.CurrLineTextBaseOffset;  // line up with the text beside it
    const ImVec2 size = ImGui::CalcTextSize("(?)");
    ImGui::InvisibleButton("help", ImVec2(size.x, size.y + baseline));
    describe_last_item(std::string("help: ") + explanation);
    ImGui::GetWindowDrawList()->AddText(ImVec2(at.x, at.y + baseline), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                                        "(?)");
    ImGui::PopID();
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
