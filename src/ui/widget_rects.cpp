// widget_rects.cpp — records ImGui's last item rectangle, clipped to what is actually visible.
#include "widget_rects.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_internal.h>

namespace qkv::ui {

void remember_last_item(WidgetRects* rects, const std::string& name) {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    remember_rect(rects, name, min.x, min.y, max.x, max.y, ImGui::GetItemID());
    if (rects && (GImGui->LastItemData.InFlags & ImGuiItemFlags_Disabled)) (*rects)[name].enabled = false;
}

void remember_rect(WidgetRects* rects, const std::string& name, float min_x, float min_y, float max_x, float max_y,
                   unsigned item_id) {
    if (!rects) return;
    ImRect item(min_x, min_y, max_x, max_y);
    // A widget scrolled partly out of its panel can only be clicked where it shows.
    const ImRect& visible = ImGui::GetCurrentWindow()->ClipRect;
    const bool clipped = !visible.Contains(item);
    item.ClipWith(visible);
    (*rects)[name] = {item.Min.x, item.Min.y, std::max(0.0f, item.GetWidth()), std::max(0.0f, item.GetHeight()),
                      item_id, true, clipped};
}

OverlaySlot overlay_slot_of_last_item() {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
    const ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
    return {true, min.x, min.y, max.x - min.x, max.y - min.y, clip_min.x, clip_min.y, clip_max.x, clip_max.y};
}

std::string name_of_item(const WidgetRects& rects, unsigned item_id) {
    if (item_id == 0) return {};
    for (const auto& [name, rect] : rects) {
        if (rect.item_id == item_id) return name;
    }
    return {};
}

}  // namespace qkv::ui
