// code_panel.hpp — the app's side of the "Try it Yourself" panel (the widget itself is ui/code_panel): the
// panel's read-only model for this frame, and applying what the learner asked for (run, tab, reset, copy,
// typing, where the editor goes).
#pragma once

#include "app/app.hpp"
#include "ui/code_panel.hpp"

namespace qkv::app {

// Points into `state`: valid for this frame.
ui::CodePanelModel code_panel_model(const AppState& state, double now_seconds);

void apply_code_panel_actions(AppState& state, const ui::CodePanelActions& actions, double now_seconds);

}  // namespace qkv::app
