// keyboard_hint.cpp — the keys strip under the panels.
#include "keyboard_hint.hpp"

#include <algorithm>

#include <imgui.h>

#include "tab_order.hpp"

namespace qkv::ui {

namespace {

constexpr float kReservedRight = 230.0f;  // the page's own buttons sit in the bottom-right corner
const ImVec2 kPadding(8.0f, 4.0f);

const char* hint_text(bool picking_cell) {
    return picking_cell
        ? "\xE2\x86\x90 \xE2\x86\x91 \xE2\x86\x93 \xE2\x86\x92 move the cell  \xC2\xB7  Home / End first / last column"
          "  \xC2\xB7  Enter keep it pinned  \xC2\xB7  Esc unpin"
        : "Tab / Shift+Tab next / previous control  \xC2\xB7  Space press, or edit a slider with \xE2\x86\x90 "
          "\xE2\x86\x92  \xC2\xB7  Enter type a value  \xC2\xB7  Esc done";
}

float wrap_width() {
    return std::max(160.0f, ImGui::GetContentRegionAvail().x - kReservedRight - kPadding.x * 2.0f);
}

}  // namespace

float keyboard_hint_height(bool picking_cell) {
    if (!keyboard_highlight_visible()) return 0.0f;
    const ImVec2 text_size = ImGui::CalcTextSize(hint_text(picking_cell), nullptr, false, wrap_width());
    return text_size.y + kPadding.y * 2.0f + ImGui::GetStyle().ItemSpacing.y;
}

void draw_keyboard_hint(bool picking_cell) {
    if (!keyboard_highlight_visible()) return;
    const char* text = hint_text(picking_cell);
    const float wrap = wrap_width();
    const ImVec2 text_size = ImGui::CalcTextSize(text, nullptr, false, wrap);
    const ImVec2 min = ImGui::GetCursorScreenPos();
    const ImVec2 max(min.x + text_size.x + kPadding.x * 2.0f, min.y + text_size.y + kPadding.y * 2.0f);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(min, max, ImGui::GetColorU32(ImGuiCol_PopupBg), 4.0f);
    draw->AddRect(min, max, ImGui::GetColorU32(ImGuiCol_NavHighlight), 4.0f);
    draw->AddText(nullptr, 0.0f, ImVec2(min.x + kPadding.x, min.y + kPadding.y), ImGui::GetColorU32(ImGuiCol_Text),
                  text, nullptr, wrap);
    ImGui::Dummy(ImVec2(max.x - min.x, max.y - min.y));
}

}  // namespace qkv::ui
