// exercise.hpp — the lesson's exercise, "What does the value projection of a token carry?": four choices, feedback
// on the chosen one, and a button that points at the answer in the live heatmaps.
#pragma once

#include "widget_rects.hpp"

namespace qkv::ui {

struct ExerciseState {
    int chosen = -1;   // the learner's answer, -1 before choosing
    bool checked = false;
};

struct ExerciseActions {
    bool show_in_heatmaps = false;  // pin a cell of v and scroll the heatmaps to it
};

// Returns true when an action was requested.
bool draw_exercise(ExerciseState* state, ExerciseActions* actions, WidgetRects* rects);

// The feedback on show ("Right. ..." / "Not quite: ..."), "" before Check: mirrored as text for screen readers.
const char* exercise_feedback(const ExerciseState& state);

}  // namespace qkv::ui
