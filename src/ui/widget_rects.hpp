// widget_rects.hpp — where the named widgets were drawn this frame, in CSS pixels of the canvas. Browser tests
// read them (widgetRect in web/page.js) to aim real mouse input at a slider or a heatmap cell.
#pragma once

#include <map>
#include <string>

namespace qkv::ui {

struct ScreenRect {
    float x = 0, y = 0, width = 0, height = 0;
    unsigned item_id = 0;  // ImGui's id of the item, so the keyboard focus can be named; 0 for plain areas
    bool enabled = true;   // false for an item drawn disabled (it takes neither clicks nor the keyboard)
    bool clipped = false;  // part of the item is scrolled out of its panel: the rectangle is only what shows
};

using WidgetRects = std::map<std::string, ScreenRect>;

// A rectangle the page covers with its own HTML (the code editor, the page's buttons), in canvas CSS pixels, and
// the part of the panel around it that is visible this frame (the page clips its element to it).
struct OverlaySlot {
    bool visible = false;
    float x = 0, y = 0, width = 0, height = 0;
    float clip_min_x = 0, clip_min_y = 0, clip_max_x = 0, clip_max_y = 0;
};

// The last submitted ImGui item as an overlay slot, clipped by the current window.
OverlaySlot overlay_slot_of_last_item();

// Stores the rectangle of the last submitted ImGui item under `name` (no-op when `rects` is null).
void remember_last_item(WidgetRects* rects, const std::string& name);

// Stores an explicit screen rectangle, clipped to the current window.
void remember_rect(WidgetRects* rects, const std::string& name, float min_x, float min_y, float max_x, float max_y,
                   unsigned item_id = 0);

// The name a rectangle was stored under for ImGui item `item_id`, or "".
std::string name_of_item(const WidgetRects& rects, unsigned item_id);

}  // namespace qkv::ui
