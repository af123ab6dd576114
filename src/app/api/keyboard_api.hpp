// keyboard_api.hpp — what the page asks of the keyboard focus (web/keyboard.js, through api/messages.hpp): Tab
// into, through and out of the canvas, and handing over to the code editor.
#pragma once

#include <string>

#include "app/app.hpp"

namespace qkv::app {

// Results of the Tab functions (the page reads them as "left", "moved" and "editor").
constexpr int kFocusLeftCanvas = 0;  // the browser should move its focus on
constexpr int kFocusMoved = 1;       // a control of the canvas has the focus
constexpr int kFocusOnEditor = 2;    // the page should focus the code editor's textarea

// Tab (+1) or Shift+Tab (-1) pressed on the canvas or, after Escape, in the code editor.
int keyboard_tab(AppState& state, int direction);

// The canvas got the browser's focus by Tab (+1) or Shift+Tab (-1).
int keyboard_enter(AppState& state, int direction);

// The code editor's textarea got the browser's focus (click or Tab): Tab continues from there.
void keyboard_editor_focused(AppState& state);

// The canvas lost the browser's focus.
void keyboard_blur(AppState& state);

// {"name":"seed","label":"","index":3,"visible":true,"picking":false,"stops":41}: the focused control's widget
// name (see ui/widget_rects.hpp), ImGui label and place in the Tab order (-1: none), whether the keyboard highlight
// shows, whether the arrow keys move a heatmap's cell, and how many controls Tab visits.
std::string keyboard_focus_json(const AppState& state);

}  // namespace qkv::app
