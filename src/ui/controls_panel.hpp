// controls_panel.hpp — the settings a learner changes (a control for each of kLessonSettings: seed, tokens,
// n_embd, n_head, bias), head_size with its formula, "Reset to lesson", and the table of every tensor's shape.
#pragma once

#include <optional>
#include <string>

#include "core/lesson_model.hpp"
#include "theme.hpp"
#include "widget_rects.hpp"

namespace qkv::ui {

// What the panel remembers between frames: the seed field keeps the learner's text, even when it is not a seed.
struct ControlsState {
    char seed_text[96] = "";
    std::string seed_error;          // why seed_text was refused; empty when it was accepted
    std::optional<Seed> synced_seed;  // the seed seed_text was last filled from (none before the first frame)
    bool seed_field_active = false;
};

// Draws the controls for `params`. Returns true when the learner changed something; the new (valid) params are
// then in *edited. `rects` receives the rectangles of the seed, tokens, n_embd, n_head, bias and reset widgets.
bool controls_panel(const LessonParams& params, const Fonts& fonts, LessonParams* edited, ControlsState* state,
                    WidgetRects* rects);

// Every tensor of the lesson with its shape as PyTorch prints it, e.g. q (1, 4, 32).
void shapes_table(const LessonParams& params, const Fonts& fonts);

// The lines print() writes for the current settings, in a console-like box.
void output_console(const std::vector<std::string>& lines, const Fonts& fonts);

}  // namespace qkv::ui
