// code_actions.cpp — the code panel's operations. A run is synchronous and bounded by a step budget small enough
// that runaway code stops within about a second in the browser (the lesson's programs use a few thousand steps).
#include "code_actions.hpp"

#include "code_settings.hpp"
#include "code_tensors.hpp"
#include "json_text.hpp"
#include "platform.hpp"
#include "python/interpreter.hpp"

namespace qkv::app {

namespace {

// 5M steps measured 1.1 s in headless Chromium (wasm); 3M stops an endless loop in about 0.7 s, a short
// pause while leaving room for the largest settings (a 64 x 1024 Example needs well under 1M).
constexpr std::int64_t kUiStepBudget = 3'000'000;
constexpr std::size_t kUiTensorBytes = 256u << 20;

void clear_console(CodeSession& session) {
    session.has_run = false;
    session.ok = true;
    session.output.clear();
    session.error.clear();
    session.error_line = 0;
    session.stale = false;
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

}  // namespace

void ensure_code_session(AppState& state) {
    CodeSession& session = state.code;
    if (session.initialised) return;
    session.initialised = true;
    for (int i = 0; i < kLessonExampleCount; ++i) session.codes[i] = kLessonExampleSources[i];
    run_current_code(state);
}

void run_current_code(AppState& state) {
    CodeSession& session = state.code;
    const std::string code = session.codes[session.example];
    const python::RunResult result = python::run(code, python::RunLimits{kUiStepBudget, kUiTensorBytes});
    session.has_run = true;
    session.ok = result.ok;
    session.output = result.output;
    session.error = result.error;
    session.error_line = result.error_line;
    session.stale = false;
    follow_code_in_view(state, result, code);
    publish_code(state);
}

void select_example(AppState& state, int index) {
    CodeSession& session = state.code;
    if (index < 0 || index >= kLessonExampleCount || index == session.example) return;
    session.example = index;
    clear_console(session);
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
    session.codes[session.example] = kLessonExampleSources[session.example];
    // Running it brings the sliders back to the lesson's settings too, so code and view agree again.
    run_current_code(state);
}

void sync_code_to_params(AppState& state) {
    CodeSession& session = state.code;
    if (!session.initialised) return;
    for (int i = 0; i < kLessonExampleCount; ++i) {
        std::string rewritten = write_code_settings(session.codes[i], state.params);
        if (rewritten == session.codes[i]) continue;
        session.codes[i] = std::move(rewritten);
        if (i == session.example && session.has_run) session.stale = true;
    }
    publish_code(state);
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
    const std::string code_state = "{\"example\":" + std::to_string(session.example + 1) +
                                   ",\"code\":" + json_quote(session.codes[session.example]) +
                                   ",\"error_line\":" + std::to_string(session.stale ? 0 : session.error_line) + "}";
    if (code_state != session.published_state) {
        session.published_state = code_state;
        platform_publish_text("code_state", code_state);
    }
    const std::string output = console_text(session);
    if (output != session.published_output) {
        session.published_output = output;
        platform_publish_text("code_output", output);
    }
}

std::string last_run_json(const CodeSession& session) {
    return std::string("{\"ok\":") + (session.ok ? "true" : "false") + ",\"output\":" + json_quote(session.output) +
           ",\"error\":" + json_quote(session.error) + ",\"error_line\":" + std::to_string(session.error_line) + "}";
}

}  // namespace qkv::app
