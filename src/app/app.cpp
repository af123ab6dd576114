// app.cpp — one frame of the playground: keep fonts and theme matched, draw, then apply what the learner changed
// (recompute at most once per frame, re-colour textures only when data or scale changed, mirror text to the DOM).
#include "app/app.hpp"

#include <algorithm>
#include <chrono>

#include <imgui.h>
#include <imgui_impl_opengl3.h>

#include "app/api/export_api.hpp"
#include "app/services/code_actions.hpp"
#include "app/services/lesson_actions.hpp"
#include "app/panels/code_panel.hpp"
#include "app/generated/embedded_fonts.hpp"
#include "app/platform/messages_to_page.hpp"
#include "ui/colormap.hpp"

namespace qkv::app {

double app_clock_seconds() {
    using clock = std::chrono::steady_clock;
    return std::chrono::duration<double>(clock::now().time_since_epoch()).count();
}

namespace {


void build_fonts(AppState& state, float pixel_ratio) {
    state.fonts = ui::build_fonts(embedded_font_sources(), pixel_ratio);
    state.fonts_pixel_ratio = pixel_ratio;
}

std::string join_lines(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) text += line + "\n";
    return text;
}

// Colours every heatmap with its scale (its own largest |value|, or the largest of all) and uploads it.
void refresh_textures(AppState& state) {
    ui::MatrixRef matrices[ui::kHeatmapCount];
    float largest_overall = 0.0f;
    for (int i = 0; i < ui::kHeatmapCount; ++i) {
        matrices[i] = ui::matrix_of(state.tensors, ui::MatrixId(i));
        state.scale_limits[i] = ui::largest_magnitude(matrices[i].values,
                                                      std::size_t(matrices[i].rows) * std::size_t(matrices[i].cols));
        largest_overall = std::max(largest_overall, state.scale_limits[i]);
    }
    for (int i = 0; i < ui::kHeatmapCount; ++i) {
        if (state.ui.shared_scale) state.scale_limits[i] = largest_overall;
        if (!(state.scale_limits[i] > 0.0f)) state.scale_limits[i] = 1.0f;  // an all-zero matrix is all white
        state.textures[i].upload(ui::matrix_pixels(matrices[i].values, matrices[i].rows, matrices[i].cols,
                                                   state.scale_limits[i]),
                                 matrices[i].cols, matrices[i].rows);
    }
    state.applied_shared_scale = state.ui.shared_scale;
    state.textures_stale = false;
}

// Each press of Check, for the learner events of web/learner-events.js (the feedback text alone would not tell
// a second Check of the same choice apart).
void publish_exercise_attempt(AppState& state) {
    const ui::ExerciseState& exercise = state.ui.exercise;
    if (exercise.attempts == state.published_exercise_attempts) return;
    state.published_exercise_attempts = exercise.attempts;
    JsonWriter json = page_message("exercise_answered");
    json.key("question").value(ui::exercise_question()).key("choices").begin_array();
    for (const std::string& choice : ui::exercise_choices()) json.value(choice);
    json.end_array().key("correct_choice").value(ui::exercise_correct_choice());
    json.key("chosen").value(exercise.chosen).key("attempt").value(exercise.attempts);
    post_page_message(json.end_object());
}

void publish(AppState& state) {
    const std::string output = join_lines(state.output_lines);
    if (output != state.published_output) {
        state.published_output = output;
        post_page_text("output", output);
    }
    const std::string selection =
        join_lines(ui::describe_cell(state.params, state.tensors, ui::focused_cell(state.ui)));
    if (selection != state.published_selection) {
        state.published_selection = selection;
        post_page_text("selection", selection);
    }
    const std::string feedback =
        state.lesson.loaded ? lesson_check_text(state.lesson) : std::string(ui::exercise_feedback(state.ui.exercise));
    if (feedback != state.published_exercise) {
        state.published_exercise = feedback;
        post_page_text("exercise", feedback);
    }
    JsonWriter tools;
    tools.begin_object();
    write_overlay_slot(tools, state.ui.page_tools);
    if (tools.end_object().text() != state.published_page_tools) {
        state.published_page_tools = tools.text();
        post_page_message(page_message("page_tools").key("placement").raw(tools.text()).end_object());
    }
    publish_exercise_attempt(state);
    publish_lesson_check(state);
}

// A lesson file's panel for this frame: its knobs as the open code states them, and its check.
ui::LessonPanelModel lesson_panel_model(const AppState& state) {
    const LessonSession& lesson = state.lesson;
    ui::LessonPanelModel model;
    model.title = &lesson.file.title;
    model.markdown = &lesson.file.markdown;
    model.knobs = lesson_knobs(state);
    static const ui::CheckShown kShown[] = {ui::CheckShown::none, ui::CheckShown::running, ui::CheckShown::passed,
                                            ui::CheckShown::failed, ui::CheckShown::failed};
    model.check = kShown[int(lesson.check)];
    model.check_text = lesson_check_text(lesson);
    return model;
}

// The knob the learner moved this frame rewrites its line (or its refusal is shown under it).
void apply_lesson_edit(AppState& state) {
    ui::LessonKnobEdit& edit = state.ui.lesson_edit;
    if (edit.name.empty()) return;
    ui::LessonPanelState& panel = state.ui.lesson_panel;
    panel.error = set_lesson_values(state, {{edit.name, edit.value}});
    panel.error_knob = edit.name;
    edit = {};
}

// Screen readers hear the control the keyboard is on (and its new value while it changes); silence otherwise.
void publish_keyboard_focus(AppState& state) {
    const ui::TabStop* focused = ui::keyboard_highlight_visible() ? ui::tab_order_focused(state.tab_order) : nullptr;
    const std::string spoken = focused ? focused->label : std::string();
    if (spoken == state.published_focus) return;
    state.published_focus = spoken;
    post_page_text("focus", spoken);
}

// A recompute at the largest sizes takes longer than many frames. While the learner is still dragging, such a
// recompute waits until the pointer rests or lets go, so the slider keeps following the pointer and the page never
// freezes; fast recomputes (the usual sizes) happen every frame, on the latest value.
constexpr double kSlowComputeSeconds = 0.04;
constexpr double kRestSeconds = 0.25;

void apply_requested(AppState& state) {
    if (state.requested == state.params && state.computed) return;
    const bool dragging = ImGui::IsAnyItemActive();
    const bool slow = state.last_compute_seconds > kSlowComputeSeconds;
    if (dragging && slow && app_clock_seconds() - state.requested_at < kRestSeconds) return;
    apply_params(state, state.requested);
}

// What the frame shows; `lesson_panel` holds a lesson file's panel for the frame (the model points into it).
ui::PlaygroundModel playground_model(AppState& state, ui::LessonPanelModel* lesson_panel) {
    ui::PlaygroundModel model;
    model.params = &state.params;
    model.requested = &state.requested;
    model.tensors = &state.tensors;
    model.output_lines = &state.output_lines;
    for (int i = 0; i < ui::kHeatmapCount; ++i) {
        model.textures[i] = state.textures[i].id();
        model.scale_limits[i] = state.scale_limits[i];
    }
    model.fonts = &state.fonts;
    model.code = code_panel_model(state, app_clock_seconds());
    model.inspector = inspector_model(state);
    model.gallery = gallery_model(state);
    if (state.lesson.loaded) {
        *lesson_panel = lesson_panel_model(state);
        model.lesson = lesson_panel;
    }
    return model;
}

}  // namespace

std::vector<std::string> apply_params(AppState& state, const LessonParams& params) {
    std::vector<std::string> changed;
    const LessonParams& old = state.params;
    for (const LessonSetting& setting : kLessonSettings) {
        if (!same_setting(params, old, setting.id)) changed.push_back(setting.name);
    }
    state.requested = params;
    if (changed.empty() && state.computed) return changed;
    const double started = app_clock_seconds();
    state.params = params;
    compute_lesson_into(params, state.tensors);  // reuses the tensors' storage when the sizes stay
    state.output_lines = lesson_output_lines(params, state.tensors);
    state.computed = true;
    state.textures_stale = true;
    state.last_compute_seconds = app_clock_seconds() - started;
    publish(state);
    sync_code_to_params(state);  // the code's setting lines say what the view now shows
    return changed;
}

// The renderer has made no atlas texture yet: it uploads this one when it first draws.
void app_init(AppState& state, float pixel_ratio) {
    build_fonts(state, pixel_ratio);
    ensure_code_session(state);
}

void app_frame(const FrameInfo& frame, void* app_state) {
    AppState& state = *static_cast<AppState*>(app_state);
    // A new pixel ratio means new glyphs; this must happen before ImGui::NewFrame uses the atlas.
    if (frame.pixel_ratio != state.fonts_pixel_ratio) {
        build_fonts(state, frame.pixel_ratio);
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    if (!state.theme_applied || state.applied_theme != state.ui.theme) {
        ui::apply_theme(state.ui.theme);
        state.applied_theme = state.ui.theme;
        state.theme_applied = true;
    }
    state.runner = platform_runner_status();
    ensure_code_session(state);
    if (!state.computed) apply_params(state, state.requested);
    if (state.textures_stale || state.applied_shared_scale != state.ui.shared_scale) refresh_textures(state);

    ImGui::NewFrame();
    if (!state.tab_order_attached) {
        ui::tab_order_attach(&state.tab_order);
        state.tab_order_attached = true;
    }
    for (int step = 0; step != frame.tab_steps; step += frame.tab_steps > 0 ? 1 : -1) {
        ui::tab_order_step(&state.tab_order, frame.tab_steps > 0 ? 1 : -1, /*wrap=*/true);  // a desktop window
    }
    ui::tab_order_begin_frame(&state.tab_order);
    ui::LessonPanelModel lesson_panel;
    const ui::PlaygroundModel model = playground_model(state, &lesson_panel);
    ui::CodePanelActions code_actions;
    LessonParams edited;
    state.widget_rects.clear();  // only what this frame draws
    if (ui::draw_playground(model, &state.ui, &edited, &state.widget_rects, &code_actions) &&
        edited != state.requested) {
        state.requested = edited;
        state.requested_at = app_clock_seconds();
    }
    state.tab_order.overlay_editor = code_actions.editor.visible ? code_actions.editor.item_id : 0;
    ui::tab_order_end_frame(&state.tab_order);
    ImGui::EndFrame();
    publish_keyboard_focus(state);
    if (code_actions.focus_editor) post_page_message(page_message("focus_editor").end_object());

    apply_code_panel_actions(state, code_actions, app_clock_seconds());
    apply_lesson_edit(state);
    deliver_export_request(state);
    apply_requested(state);
    rerun_if_wanted(state);
    publish(state);
    publish_code(state);
    if (!state.first_frame_reported) {
        state.first_frame_reported = true;
        post_page_message(page_message("first_frame").end_object());
    }
}

}  // namespace qkv::app
