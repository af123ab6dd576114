// exercise.hpp — the lesson's exercise, "What does the value projection of a token carry?": four choices, feedback
// on the chosen one, and a button that points at the answer in the live heatmaps.
#pragma once

#include <string>
#include <vector>

#include "widget_rects.hpp"

namespace qkv::ui {

struct ExerciseState {
    int chosen = -1;   // the learner's answer, -1 before choosing
    bool checked = false;
    int attempts = 0;  // presses of Check: each is an attempt at an answer (reported to the page as a learner event)
};

struct ExerciseActions {
    bool show_in_heatmaps = false;  // pin a cell of v and scroll the heatmaps to it
};

// Returns true when an action was requested.
bool draw_exercise(ExerciseState* state, ExerciseActions* actions, WidgetRects* rects);

// The feedback on show ("Right. ..." / "Not quite: ..."), "" before Check: mirrored as text for screen readers.
const char* exercise_feedback(const ExerciseState& state);

// The question, its choices in the order shown and the index of the right one (for learner events).
const char* exercise_question();
std::vector<std::string> exercise_choices();
int exercise_correct_choice();

}  // namespace qkv::ui
