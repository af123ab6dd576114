// code_editor.hpp — what the code panel needs from the platform: whether the page supplies the editor
// (the web's textarea over the canvas) and a clipboard to copy the code to. Implemented in
// platform/web/code_editor.cpp and platform/native/code_editor.cpp (CMake picks the folder).
#pragma once

#include <string>

namespace qkv::app {

// True when the page lays its own editor over the rectangle the panel reserves (web).
bool platform_overlays_code_editor();

// Puts `text` on the system clipboard (the web asks navigator.clipboard, within the click's user activation).
void platform_copy_to_clipboard(const std::string& text);

}  // namespace qkv::app
