// app.hpp — the playground's state owner: one struct holds everything the app knows between frames, and the
// functions that change the lesson's settings (from the controls or from JavaScript).
#pragma once

#include <string>
#include <vector>

#include "app/services/code_session.hpp"
#include "app/services/lesson_session.hpp"
#include "app/panels/inspector_panel.hpp"
#include "core/lesson_model.hpp"
#include "app/platform/code_runner.hpp"
#include "app/platform/platform.hpp"
#include "app/platform/texture_gl.hpp"
#include "ui/playground.hpp"
#include "ui/tab_order.hpp"
#include "ui/theme.hpp"
#include "ui/widget_rects.hpp"

namespace qkv::app {

struct AppState {
    // The lesson.
    LessonParams params;     // what the tensors were computed from
    LessonParams requested;  // the latest edit; computed at most once per frame (coalesces slider drags)
    LessonTensors tensors;
    std::vector<std::string> output_lines;
    bool computed = false;
    double last_compute_seconds = 0.0;
    double requested_at = 0.0;  // when `requested` last changed (a drag that rests gets computed)

    // The picture.
    ui::PlaygroundUi ui;
    ui::Fonts fonts;
    float fonts_pixel_ratio = 0.0f;  // the scale the fonts were rasterized at
    GlTexture textures[ui::kHeatmapCount];
    float scale_limits[ui::kHeatmapCount] = {};
    bool textures_stale = true;
    bool theme_applied = false;
    ui::Theme applied_theme = ui::Theme::light;
    bool applied_shared_scale = false;

    // The keyboard: Tab walks every control (ui/tab_order.hpp).
    ui::TabOrder tab_order;
    bool tab_order_attached = false;

    // What JavaScript and the DOM see.
    ui::WidgetRects widget_rects;
    std::string published_output;
    std::string published_selection;
    std::string published_focus;  // what the focused control was announced as
    std::string published_exercise;
    std::string published_page_tools;  // where the page's buttons go, as last sent
    int published_exercise_attempts = 0;
    bool first_frame_reported = false;

    // "Try it Yourself" (code_actions.hpp changes it).
    CodeSession code;
    LessonSession lesson;     // a lesson file, when the page loaded one (lesson_actions.hpp changes it)
    InspectorCache inspector; // the inspector's list and texture (inspector_panel.hpp)
    RunnerStatus runner;      // where code runs (platform/code_runner.hpp), read each frame
    double copied_at = -1.0;  // when Copy was last pressed (the panel says "Copied" for a moment)
};

// Computes the lesson for `params` now (the caller validated them) and returns the names of the settings that
// changed ("seed", "tokens", "n_embd", "n_head", "bias"), empty when nothing did.
std::vector<std::string> apply_params(AppState& state, const LessonParams& params);

// Seconds on a steady clock (only differences mean anything).
double app_clock_seconds();

// Before the first frame: the fonts for the display's pixel ratio, and the code panel's tabs with the first run of
// the open one (the page's calls before the first frame, as the URL's settings, then apply to them).
void app_init(AppState& state, float pixel_ratio);

// One frame of the app: draws the UI and applies what changed. Called by the platform loop.
void app_frame(const FrameInfo& frame, void* app_state);

}  // namespace qkv::app
