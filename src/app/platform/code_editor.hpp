// code_editor.hpp — what the code panel needs from the platform: whether the page supplies the editor
// (the web's textarea over the canvas), a clipboard to copy the code to, and the "What runs here" list. Implemented in
// platform/web/code_editor.cpp and platform/native/code_editor.cpp (CMake picks the folder).
#pragma once

#include <string>
#include <vector>

#include "ui/code_panel.hpp"

namespace qkv::app {

// True when the page lays its own editor over the rectangle the panel reserves (web).
bool platform_overlays_code_editor();

// Puts `text` on the system clipboard (the web asks navigator.clipboard, within the click's user activation).
void platform_copy_to_clipboard(const std::string& text);

// The "What runs here" list (python/what_runs_here.hpp) as the platform carries it: natively the interpreter's
// table; on the web none, so that the list stays out of the page's first download: the page sends it once the
// first frame is drawn (web/page.js, from the generated what-runs-here.js), and `set_what_runs_here` keeps it.
std::vector<ui::CodePanelTopic> platform_what_runs_here();

}  // namespace qkv::app
