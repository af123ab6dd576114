// code_panel_glue.cpp — the code panel's model and actions. The overlaid editor's rectangle goes to the page only
// when it changes (scrolling, resizing), as one small JSON text.
#include "app/code_panel_glue.hpp"

#include <cstdio>

#include "app/code_actions.hpp"
#include "app/lesson_examples.hpp"
#include "app/platform/platform.hpp"
#include "app/platform/code_editor.hpp"
#include "app/platform/code_runner.hpp"

namespace qkv::app {

namespace {

constexpr double kCopiedNoticeSeconds = 2.0;

std::string placement_json(const ui::EditorPlacement& editor) {
    if (!editor.visible) return "{\"visible\":false}";
    char text[400];
    std::snprintf(text, sizeof(text),
                  "{\"visible\":true,\"x\":%.1f,\"y\":%.1f,\"width\":%.1f,\"height\":%.1f,\"clip\":[%.1f,%.1f,%.1f,"
                  "%.1f],\"line_height\":%.2f,\"font_size\":%.2f,\"padding\":%.1f,\"readonly\":%s,\"dark\":%s}",
                  double(editor.x), double(editor.y), double(editor.width), double(editor.height),
                  double(editor.clip_min_x), double(editor.clip_min_y), double(editor.clip_max_x),
                  double(editor.clip_max_y), double(editor.line_height), double(editor.font_size),
                  double(editor.padding), editor.readonly ? "true" : "false", editor.dark ? "true" : "false");
    return text;
}

}  // namespace

ui::CodePanelModel code_panel_model(const AppState& state, double now_seconds) {
    const CodeSession& session = state.code;
    ui::CodePanelModel model;
    model.titles = kLessonExampleTitles;
    model.tab_count = kLessonExampleCount;
    model.example = session.example;
    model.code = &session.codes[session.example];
    model.overlay_editor = platform_overlays_code_editor();
    model.has_run = session.has_run;
    model.stale = session.stale;
    model.output = &session.output;
    model.error = &session.error;
    model.error_line = session.error_line;
    model.view_note = &session.view_note;
    model.copied_recently = state.copied_at >= 0.0 && now_seconds - state.copied_at < kCopiedNoticeSeconds;
    model.running = session.running;
    model.running_seconds = session.running ? now_seconds - session.run_started_at : 0.0;
    model.python_loading = session.running && state.runner.readiness == RunnerReadiness::loading;
    model.can_stop = state.runner.can_stop;
    model.runner_note = &state.runner.note;
    return model;
}

void apply_code_panel_actions(AppState& state, const ui::CodePanelActions& actions, double now_seconds) {
    if (actions.select_example >= 0) select_example(state, actions.select_example);
    if (actions.code_edited) set_current_code(state, actions.edited_code);
    if (actions.reset) reset_current_example(state);
    if (actions.run) run_current_code(state);
    if (actions.stop) stop_current_run(state);
    if (actions.copy) {
        platform_copy_to_clipboard(state.code.codes[state.code.example]);
        state.copied_at = now_seconds;
    }
    const std::string placement = placement_json(actions.editor);
    if (placement != state.code.published_editor_rect) {
        state.code.published_editor_rect = placement;
        platform_publish_text("code_editor", placement);
    }
}

}  // namespace qkv::app
