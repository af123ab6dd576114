// tab_order.cpp — records the navigable items of each frame and moves ImGui's keyboard focus along them.
#include "tab_order.hpp"

#include <algorithm>

namespace qkv::ui {

namespace {

TabOrder* order_of(ImGuiContext* context) { return static_cast<TabOrder*>(context->TestEngine); }

// The stops Tab may visit now: while a modal popup is open, only the popup's own controls.
std::vector<const TabStop*> reachable_stops(const TabOrder& order) {
    ImGuiWindow* modal = ImGui::GetTopMostPopupModal();
    std::vector<const TabStop*> reachable;
    for (const TabStop& stop : order.stops) {
        if (!modal || stop.window->RootWindow == modal) reachable.push_back(&stop);
    }
    return reachable;
}

TabResult land_on(TabOrder* order, const TabStop& stop) {
    order->pending = stop.id;
    order->landed = stop.id;
    return stop.id == order->overlay_editor ? TabResult::on_editor : TabResult::moved;
}

}  // namespace

void tab_order_attach(TabOrder* order) {
    ImGuiContext& context = *GImGui;
    context.TestEngine = order;
    context.TestEngineHookItems = order != nullptr;
}

void tab_order_begin_frame(TabOrder* order) {
    ImGuiContext& context = *GImGui;
    if (order->pending) {
        const auto stop = std::find_if(order->stops.begin(), order->stops.end(),
                                       [&](const TabStop& candidate) { return candidate.id == order->pending; });
        if (stop != order->stops.end()) {
            if (context.ActiveId != 0 && context.ActiveId != stop->id) ImGui::ClearActiveID();  // leave a text field
            ImGui::FocusWindow(stop->window);
            ImGui::SetNavID(stop->id, ImGuiNavLayer_Main, stop->focus_scope, stop->rect_in_window);
            context.NavDisableHighlight = stop->id == order->overlay_editor;  // the textarea shows its own focus
            context.NavDisableMouseHover = true;  // hover follows the keyboard: tooltips explain the focused control
            order->scroll_to = stop->id;
        }
        order->pending = 0;
    }
    order->collecting.clear();
}

void tab_order_end_frame(TabOrder* order) {
    // Scrolled now, with this frame's layout: panels may have changed size (the keys strip appears with the focus).
    if (order->scroll_to) {
        for (const TabStop& stop : order->collecting) {
            if (stop.id != order->scroll_to) continue;
            ImGui::ScrollToRectEx(stop.window, ImGui::WindowRectRelToAbs(stop.window, stop.rect_in_window),
                                  ImGuiScrollFlags_KeepVisibleEdgeY);
            break;
        }
        order->scroll_to = 0;
    }
    order->stops.swap(order->collecting);
}

TabResult tab_order_step(TabOrder* order, int direction, bool wrap) {
    const std::vector<const TabStop*> reachable = reachable_stops(*order);
    if (reachable.empty()) return TabResult::left_canvas;
    // Where Tab continues from: our own pending move, else the keyboard's focus when it shows (or where Tab last
    // put it: the editor's stop hides it), else the control the pointer last used. ImGui also puts an unshown
    // focus on a window's first control by itself, which must not count.
    const ImGuiContext& context = *GImGui;
    const bool keyboard_focus = !context.NavDisableHighlight || context.NavId == order->landed;
    const ImGuiID current = order->pending ? order->pending : keyboard_focus ? context.NavId : context.LastActiveId;
    const auto found = std::find_if(reachable.begin(), reachable.end(),
                                    [&](const TabStop* stop) { return stop->id == current; });
    const int count = int(reachable.size());
    int index = found == reachable.end() ? (direction > 0 ? -1 : count) : int(found - reachable.begin());
    index += direction > 0 ? 1 : -1;
    if (index < 0 || index >= count) {
        if (!wrap) {
            order->pending = 0;
            tab_order_hide_highlight();
            return TabResult::left_canvas;
        }
        index = (index + count) % count;
    }
    return land_on(order, *reachable[std::size_t(index)]);
}

TabResult tab_order_enter(TabOrder* order, int direction) {
    const std::vector<const TabStop*> reachable = reachable_stops(*order);
    if (reachable.empty()) return TabResult::left_canvas;
    return land_on(order, direction > 0 ? *reachable.front() : *reachable.back());
}

void tab_order_focus_editor(TabOrder* order) {
    if (order->overlay_editor) order->pending = order->landed = order->overlay_editor;
}

void describe_last_item(const std::string& description) {
    TabOrder* order = GImGui ? order_of(GImGui) : nullptr;
    if (order && !order->collecting.empty() && order->collecting.back().id == GImGui->LastItemData.ID) {
        order->collecting.back().label = description;
    }
}

void tab_order_hide_highlight() {
    if (GImGui) GImGui->NavDisableHighlight = true;
}

bool keyboard_highlight_visible() {
    const ImGuiContext& context = *GImGui;
    return context.NavId != 0 && !context.NavDisableHighlight;
}

const TabStop* tab_order_focused(const TabOrder& order) {
    const ImGuiID current = order.pending ? order.pending : GImGui->NavId;
    for (const TabStop& stop : order.stops) {
        if (stop.id == current) return &stop;
    }
    return nullptr;
}

}  // namespace qkv::ui

// --- ImGui's per-item hook ------------------------------------------------------------------------------------
// ImGui calls these when built with IMGUI_ENABLE_TEST_ENGINE (CMake defines it for ImGui and the app): the only
// place where ImGui 1.86 reports every item it submits. The last two are part of the interface and unused here.

void ImGuiTestEngineHook_ItemAdd(ImGuiContext* context, const ImRect& rect, ImGuiID id) {
    qkv::ui::TabOrder* order = qkv::ui::order_of(context);
    // ItemAdd() reports with LastItemData.ID == id; scrollbars and title bars report their buttons otherwise.
    if (!order || context->LastItemData.ID != id) return;
    ImGuiWindow* window = context->CurrentWindow;
    if (id == window->MoveId || (window->RootWindow->Flags & ImGuiWindowFlags_Tooltip)) return;
    if (context->LastItemData.InFlags & (ImGuiItemFlags_Disabled | ImGuiItemFlags_NoNav)) return;
    qkv::ui::TabStop stop;
    stop.id = id;
    stop.window = window;
    stop.focus_scope = window->DC.NavFocusScopeIdCurrent;
    stop.rect_in_window = ImGui::WindowRectAbsToRel(window, rect);
    order->collecting.push_back(std::move(stop));
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* context, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
    qkv::ui::TabOrder* order = qkv::ui::order_of(context);
    if (!order || !label || order->collecting.empty() || order->collecting.back().id != id) return;
    std::string& spoken = order->collecting.back().label;
    spoken.assign(label, ImGui::FindRenderedTextEnd(label));
    if (flags & ImGuiItemStatusFlags_Checkable) spoken += (flags & ImGuiItemStatusFlags_Checked) ? ", checked" : ", not checked";
    if (flags & ImGuiItemStatusFlags_Openable) spoken += (flags & ImGuiItemStatusFlags_Opened) ? ", expanded" : ", collapsed";
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
