// keyboard_hint.hpp — while the learner drives the canvas with the keyboard, a strip along its bottom edge says
// which keys do what (a canvas has no native focus ring or screen-reader hints to rely on).
#pragma once

namespace qkv::ui {

// The height the strip needs below the panels this frame (0 when the keyboard is not in use), so the panels
// leave room for it and a focused control is never hidden behind it.
float keyboard_hint_height(bool picking_cell);

// Draws the strip at the cursor, across the window, when ImGui's keyboard highlight is showing; `picking_cell`:
// the arrow keys move a heatmap's cell.
void draw_keyboard_hint(bool picking_cell);

}  // namespace qkv::ui
