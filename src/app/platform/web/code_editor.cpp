// code_editor.cpp (web) — on the web the page owns the editor (web/code-editor.js lays a textarea over
// the panel) and the clipboard (navigator.clipboard); both hear from the app through its messages to the page.
#include "app/platform/messages_to_page.hpp"
#include "app/platform/code_editor.hpp"

namespace qkv::app {

bool platform_overlays_code_editor() { return true; }

void platform_copy_to_clipboard(const std::string& text) {
    post_page_message(page_message("clipboard").key("text").value(text).end_object());
}

std::vector<ui::CodePanelTopic> platform_what_runs_here() { return {}; }

}  // namespace qkv::app
