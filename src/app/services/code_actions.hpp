// code_actions.hpp — everything that changes the code panel's state, shared by the UI (app.cpp) and window.qkv
// (app_api.cpp): run, switch tab, set code, reset, and keeping the code's setting lines in step with the sliders.
#pragma once

#include <string>

#include "app/app.hpp"

namespace qkv::app {

// Fills the tabs with the lesson's code and runs the open one, once.
void ensure_code_session(AppState& state);

// Starts running the open tab's code (unless a run is in progress). When it ends, the console shows what it
// printed (and its error), and the heatmaps show the tensors it made (or, when they do not fit the lesson's
// shapes, the lesson's model for the settings it states). `asked`: the learner or the page asked for it; false
// for the runs the app starts itself (the page's first, a rerun after a slider).
void run_current_code(AppState& state, bool asked = true);

// Runs the open tab's code, ending (and ignoring) a run in progress first.
void restart_current_code(AppState& state);

// Ends the run in progress where the platform can (web, in a worker); its result says it was stopped.
void stop_current_run(AppState& state);

// 0-based tab index; ignored when out of range. The console is cleared (it belonged to the other tab's code).
void select_example(AppState& state, int index);

// Replaces the open tab's code (typing, paste, setCode); the console is marked out of date.
void set_current_code(AppState& state, const std::string& code);

// Restores the open tab's code to the lesson's and runs it (the sliders follow back to the lesson's settings).
void reset_current_example(AppState& state);

// Rewrites the setting lines of every tab to say state.params (called after the sliders changed them); the open
// tab's code, if its last run ended well, runs again so that its output describes what the sliders say.
void sync_code_to_params(AppState& state);

// Starts the run sync_code_to_params asked for, once no run is in progress (called once a frame).
void rerun_if_wanted(AppState& state);

// The console as text: stdout, then the error line.
std::string console_text(const CodeSession& session);

// Hands changed code/console text to the page (the textarea, localStorage and the aria-live mirror).
void publish_code(AppState& state);

// The {ok, output, error, error_type, error_line} of the last run, as JSON.
std::string last_run_json(const CodeSession& session);

}  // namespace qkv::app
