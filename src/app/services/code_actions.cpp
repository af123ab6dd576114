// code_actions.cpp — the code panel's operations. Where and how long a run may take is the platform's business
// (platform/code_runner.hpp); a run's result arrives through finish_run, at once natively, later on the web.
#include "app/services/code_actions.hpp"

#include "app/services/code_settings.hpp"
#include "app/services/code_tensors.hpp"
#include "app/services/lesson_actions.hpp"
#include "app/platform/messages_to_page.hpp"
#include "core/json.hpp"
#include "app/platform/code_runner.hpp"
#include "app/platform/code_editor.hpp"

namespace qkv::app {

namespace {

void clear_console(CodeSession& session) {
    session.has_run = false;
    session.ok = true;
    session.output.clear();
    session.error.clear();
    session.error_type.clear();
    session.error_line = 0;
    session.stale = false;
    session.tensors.clear();
    session.charts.clear();
    ++session.tensors_version;
}

// Shows the run's tensors in the heatmaps, or the model for the settings the code states.
void follow_code_in_view(AppState& state, const python::RunResult& result, const std::string& code) {
    CodeSession& session = state.code;
    const LessonParams stated = apply_code_settings(read_code_settings(code), state.params);
    if (!result.ok) {
        session.view_note = "The code stopped with an error, so the heatmaps keep showing the previous tensors.";
        return;
    }
    CodeTensorView view = lesson_view_of(result.tensors, stated);
    if (view.fits) {
        state.params = view.params;
        state.requested = view.params;
        state.tensors = std::move(view.tensors);
        state.output_lines = lesson_output_lines(state.params, state.tensors);
        state.computed = true;
        state.textures_stale = true;
        session.view_note.clear();
        sync_code_to_params(state);  // the other tabs now say these settings too
        return;
    }
    session.view_note = view.why_not;
    if (validate(stated).empty()) apply_params(state, stated);
}

// Takes a run's result into the panel and the heatmaps, unless the learner has moved on (another tab, a reset).
void finish_run(AppState& state, int run_number, int example, const std::string& code, python::RunResult& result) {
    CodeSession& session = state.code;
    if (run_number != session.run_number) return;
    session.running = false;
    if (!result.ok) session.rerun_wanted = false;  // a failed or stopped run waits for the learner's Run
    if (example != session.example) return;
    session.has_run = true;
    session.ok = result.ok;
    session.output = result.output;
    session.error = result.error;
    session.error_type = result.error_type;
    session.error_line = result.error_line;
    session.stale = session.codes[example] != code;
    // Code changed during the run (a slider, typing) says other settings now: the view follows the new code. A
    // lesson file has no such view: its check's result is read instead.
    if (state.lesson.loaded) take_lesson_run(state, result, code);
    else if (!session.stale) follow_code_in_view(state, result, code);
    session.tensors = std::move(result.tensors);
    session.charts = std::move(result.charts);
    ++session.tensors_version;
    publish_code(state);
    post_page_message(page_message("run_finished").key("result").raw(last_run_json(session))
                          .key("asked").value(session.run_asked).end_object());
}

// A run whose result no longer belongs on screen is stopped where the platform can, and ignored otherwise.
void abandon_run(AppState& state) {
    CodeSession& session = state.code;
    if (!session.running) return;
    ++session.run_number;
    session.running = false;
    platform_stop_run();
}

}  // namespace

void ensure_code_session(AppState& state) {
    CodeSession& session = state.code;
    if (session.initialised) return;
    session.initialised = true;
    for (int i = 0; i < kLessonExampleCount; ++i) session.codes[i] = kLessonExampleSources[i];
    session.topics = platform_what_runs_here();
    run_current_code(state, /*asked=*/false);
}

void run_current_code(AppState& state, bool asked) {
    CodeSession& session = state.code;
    if (session.running) return;
    session.rerun_wanted = false;
    session.run_asked = asked;
    const std::string code = session.codes[session.example];
    const int run_number = ++session.run_number;
    const int example = session.example;
    session.running = true;
    session.run_started_at = app_clock_seconds();
    if (state.lesson.loaded && state.lesson.file.check_line) state.lesson.check = LessonCheck::running;
    publish_code(state);
    platform_start_run(program_for_run(state, code), [&state, run_number, example, code](python::RunResult result) {
        finish_run(state, run_number, example, code, result);
    });
}

void stop_current_run(AppState& state) {
    state.code.rerun_wanted = false;
    if (state.code.running) platform_stop_run();
}

void select_example(AppState& state, int index) {
    CodeSession& session = state.code;
    if (index < 0 || index >= kLessonExampleCount || index == session.example) return;
    abandon_run(state);
    session.rerun_wanted = false;
    session.example = index;
    clear_console(session);
    state.ui.inspector = {};  // the other tab's tensors are another program's
    session.view_note.clear();
    publish_code(state);
}

void set_current_code(AppState& state, const std::string& code) {
    CodeSession& session = state.code;
    if (session.codes[session.example] == code) return;
    session.codes[session.example] = code;
    if (session.has_run) session.stale = true;
    publish_code(state);
}

void reset_current_example(AppState& state) {
    CodeSession& session = state.code;
    session.codes[session.example] =
        state.lesson.loaded ? state.lesson.file.code : std::string(kLessonExampleSources[session.example]);
    // Running it brings the sliders back to the lesson's settings too, so code and view agree again.
    restart_current_code(state);
}

void restart_current_code(AppState& state) {
    abandon_run(state);
    run_current_code(state);
}

void sync_code_to_params(AppState& state) {
    CodeSession& session = state.code;
    if (!session.initialised || state.lesson.loaded) return;  // a lesson file's lines are its knobs' alone
    for (int i = 0; i < kLessonExampleCount; ++i) {
        std::string rewritten = write_code_settings(session.codes[i], state.params);
        if (rewritten == session.codes[i]) continue;
        session.codes[i] = std::move(rewritten);
        // The open tab's output would describe the old settings: code that ran to its end runs again (that takes
        // milliseconds); code that failed or was stopped waits for Run, so a slider never restarts an endless loop.
        if (i == session.example && (session.has_run || session.running)) {
            session.stale = session.has_run;
            session.rerun_wanted = session.running || session.ok;
        }
    }
    publish_code(state);
}

void rerun_if_wanted(AppState& state) {
    CodeSession& session = state.code;
    if (!session.rerun_wanted || session.running) return;
    session.rerun_wanted = false;
    run_current_code(state, /*asked=*/false);
}

std::string console_text(const CodeSession& session) {
    if (session.error.empty()) return session.output;
    std::string text = session.output;
    if (!text.empty() && text.back() != '\n') text += '\n';
    return text + session.error + "\n";
}

void publish_code(AppState& state) {
    CodeSession& session = state.code;
    if (!session.initialised) return;
    JsonWriter json = page_message("code_state");
    json.key("example").value(session.example + 1).key("code").value(session.codes[session.example]);
    json.key("error_line").value(session.stale ? 0 : session.error_line).key("running").value(session.running);
    json.key("lesson").value(state.lesson.loaded);  // a lesson file's code is not the tab's to keep
    if (json.end_object().text() != session.published_state) {
        session.published_state = json.text();
        post_page_message(json);
    }
    const std::string output = console_text(session);
    if (output != session.published_output) {
        session.published_output = output;
        post_page_text("code_output", output);
    }
}

std::string last_run_json(const CodeSession& session) {
    JsonWriter json;
    json.begin_object().key("ok").value(session.ok).key("output").value(session.output);
    json.key("error").value(session.error).key("error_type").value(session.error_type);
    json.key("error_line").value(session.error_line);
    return json.end_object().text();
}

}  // namespace qkv::app
