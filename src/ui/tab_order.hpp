// tab_order.hpp — Tab and Shift+Tab through every control of the playground, in the order the page reads.
//
// Dear ImGui 1.86 moves between controls with the arrow keys only, and its Tab visits text fields only, within one
// panel. Keyboard users expect Tab: this module records every navigable item ImGui submits each frame (through
// ImGui's per-item hook), then moves ImGui's keyboard focus along that list. At either end Tab reports
// `left_canvas`, so the page lets the browser move focus on: the playground never traps the keyboard.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>

namespace qkv::ui {

// One control that can take the keyboard focus, as drawn in the last frame.
struct TabStop {
    ImGuiID id = 0;
    ImGuiWindow* window = nullptr;  // ImGui keeps windows alive between frames
    ImGuiID focus_scope = 0;
    ImRect rect_in_window;          // relative to the window's content start, so scrolling does not change it
    std::string label;              // what a screen reader hears: describe_last_item()'s text, else ImGui's
                                    // label without "##id" (plus checked / expanded where ImGui reports it)
};

enum class TabResult {
    left_canvas,  // no control that way: the page should move the browser's focus
    moved,        // focus is on a control of the canvas
    on_editor,    // focus is on the code editor, which the page draws as its own <textarea>
};

struct TabOrder {
    std::vector<TabStop> collecting;  // this frame's items, in submission order
    std::vector<TabStop> stops;       // the last complete frame's
    ImGuiID pending = 0;              // applied at the start of the next frame
    ImGuiID scroll_to = 0;            // brought into view at the end of this frame
    ImGuiID landed = 0;               // where Tab last put the focus
    ImGuiID overlay_editor = 0;       // the item the page's textarea covers (web), 0 when none
};

// Installs the per-item hook on the current ImGui context, feeding `order` (which must outlive the context).
void tab_order_attach(TabOrder* order);

// Right after ImGui::NewFrame(): moves the focus asked for between frames and starts collecting.
void tab_order_begin_frame(TabOrder* order);

// After the last window of the frame: the collected items become the order the next Tab press walks.
void tab_order_end_frame(TabOrder* order);

// Tab (+1) or Shift+Tab (-1) from the focused control. With `wrap` (a desktop window) the ends wrap around.
TabResult tab_order_step(TabOrder* order, int direction, bool wrap);

// The canvas received the keyboard focus from the page: +1 from before it (Tab), -1 from after it (Shift+Tab).
TabResult tab_order_enter(TabOrder* order, int direction);

// Puts ImGui's focus on the code editor's item, because the learner is typing in the page's textarea.
void tab_order_focus_editor(TabOrder* order);

// Names the item just submitted for screen readers ("tokens slider, 4"), for items whose ImGui label is hidden or
// says too little.
void describe_last_item(const std::string& description);

// The browser's focus left the canvas: stop drawing ImGui's keyboard highlight.
void tab_order_hide_highlight();

// True while ImGui draws its keyboard highlight (the learner is using the keyboard on the canvas).
bool keyboard_highlight_visible();

// The focused control, or null.
const TabStop* tab_order_focused(const TabOrder& order);

}  // namespace qkv::ui
