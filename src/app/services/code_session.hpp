// code_session.hpp — what the "Try it Yourself" panel holds: the code of each example tab, the last run's
// console and how the heatmaps relate to the code. Part of AppState; changed only through code_actions.hpp.
#pragma once

#include <string>
#include <vector>

#include "app/generated/lesson_examples.hpp"
#include "python/run_result.hpp"
#include "ui/code_panel.hpp"

namespace qkv::app {

struct CodeSession {
    bool initialised = false;
    int example = kExampleTab;  // index of the open tab; the lesson's full Example matches all the heatmaps
    std::string codes[kLessonExampleCount];

    // The console: the last run of the open tab's code.
    bool has_run = false;
    bool ok = true;
    std::string output;       // what the program printed
    std::string error;        // Python's last traceback line, "" when it ran to the end
    std::string error_type;   // its exception's name ("NameError", "Stopped", ...), "" without an error
    int error_line = 0;       // 1-based, 0 without an error
    bool stale = false;       // the code (or a slider) changed since that run
    std::vector<python::NamedTensor> tensors;  // what that run left in variables and modules (the inspector)
    int tensors_version = 0;  // counts changes of `tensors`
    std::vector<ChartFigure> charts;  // what that run drew with matplotlib.pyplot
    std::vector<ui::CodePanelTopic> topics;  // "What runs here" (platform_what_runs_here(), set_what_runs_here)

    // A run in progress (on the web it ends in a later frame).
    bool running = false;
    double run_started_at = 0.0;  // seconds on the app's clock
    int run_number = 0;           // counts runs, so a result that arrives for an abandoned run is dropped
    bool run_asked = false;       // the run in progress was asked for (Run, Reset, qkv.run), not started by the app
    bool rerun_wanted = false;    // the sliders rewrote the open tab's code: run it again when free
    std::string view_note;    // why the heatmaps do not show the code's own tensors ("" when they do)

    // What JavaScript last saw (published on change only).
    std::string published_state;
    std::string published_output;
    std::string published_editor_rect;
    // The page asked to scroll the panel around its editor (to keep the caret above a phone's keyboard).
    float scroll_editor_by = 0.0f;
    // The page is about to copy this chart (an index into `charts`) from the canvas: scroll it wholly into view.
    int reveal_chart = -1;
};

}  // namespace qkv::app
