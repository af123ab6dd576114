// code_panel.cpp — the code panel's model and actions. The overlaid editor's rectangle goes to the page only
// when it changes (scrolling, resizing), as one small JSON text.
#include "app/panels/code_panel.hpp"

#include <array>
#include <cmath>

#include "app/services/code_actions.hpp"
#include "app/generated/lesson_examples.hpp"
#include "app/platform/messages_to_page.hpp"
#include "app/platform/code_editor.hpp"
#include "app/platform/code_runner.hpp"
#include "core/json.hpp"

namespace qkv::app {

namespace {

constexpr double kCopiedNoticeSeconds = 2.0;

// Hundredths and tenths of a pixel are all the page can use; fewer digits keep an unchanged placement unchanged.
double rounded(float value, double steps) { return std::round(double(value) * steps) / steps; }

std::string placement_json(const ui::EditorPlacement& editor) {
    JsonWriter json;
    json.begin_object();
    write_overlay_slot(json, editor);
    if (!editor.visible) return json.end_object().text();
    json.key("line_height").value(rounded(editor.line_height, 100.0));
    json.key("font_size").value(rounded(editor.font_size, 100.0));
    json.key("padding").value(rounded(editor.padding, 10.0)).key("readonly").value(editor.readonly);
    json.key("dark").value(editor.dark);
    json.key("scroll_up").value(rounded(editor.scroll_up, 10.0));
    json.key("scroll_down").value(rounded(editor.scroll_down, 10.0));
    return json.end_object().text();
}

}  // namespace

ui::CodePanelModel code_panel_model(const AppState& state, double now_seconds) {
    const CodeSession& session = state.code;
    ui::CodePanelModel model;
    // A lesson file has one program: one tab, titled with the lesson's title.
    const bool lesson = state.lesson.loaded;
    model.titles = lesson ? state.lesson.tab_title : kLessonExampleTitles;
    model.tab_count = lesson ? 1 : kLessonExampleCount;
    model.example = lesson ? 0 : session.example;
    model.code = &session.codes[session.example];
    model.overlay_editor = platform_overlays_code_editor();
    model.has_run = session.has_run;
    model.stale = session.stale;
    model.output = &session.output;
    model.charts = &session.charts;
    model.error = &session.error;
    model.error_line = session.error_line;
    model.view_note = &session.view_note;
    model.copied_recently = state.copied_at >= 0.0 && now_seconds - state.copied_at < kCopiedNoticeSeconds;
    model.running = session.running;
    model.running_seconds = session.running ? now_seconds - session.run_started_at : 0.0;
    model.python_loading = session.running && state.runner.readiness == RunnerReadiness::loading;
    model.can_stop = state.runner.can_stop;
    model.runner_note = &state.runner.note;
    model.topics = &session.topics;
    model.licences_link = model.overlay_editor;  // the page is there, with its third-party-notices.txt
    model.scroll_editor_by = session.scroll_editor_by;
    model.reveal_chart = session.reveal_chart;
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
    if (actions.open_licences) post_page_message(page_message("open_licences").end_object());
    if (actions.save_chart >= 0)  // web/export.js copies the figure's rectangle from the canvas
        post_page_message(page_message("export").key("name").value("chart_" + std::to_string(actions.save_chart))
                              .key("format").value("png").end_object());
    state.code.scroll_editor_by = 0.0f;  // the panel took it this frame
    state.code.reveal_chart = -1;
    const std::string placement = placement_json(actions.editor);
    if (placement != state.code.published_editor_rect) {
        state.code.published_editor_rect = placement;
        post_page_message(page_message("code_editor").key("placement").raw(placement).end_object());
    }
}

}  // namespace qkv::app
