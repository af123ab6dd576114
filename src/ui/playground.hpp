// playground.hpp — the whole page drawn with ImGui: header with the theme switch, the settings side panel, and
// the main panel with the output console and the heatmaps of x, W_q, W_k, W_v, q, k, v. Reads the model, never
// changes it: edits come back through *edited.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

#include "code_panel.hpp"
#include "controls_panel.hpp"
#include "core/lesson_model.hpp"
#include "heatmap.hpp"
#include "exercise.hpp"
#include "lesson_matrices.hpp"
#include "lesson_panel.hpp"
#include "tensor_gallery.hpp"
#include "tensor_inspector_panel.hpp"
#include "theme.hpp"
#include "view_options.hpp"
#include "widget_rects.hpp"

namespace qkv::ui {

// A file (or the clipboard's script) the learner asked for; the app makes it and the page delivers it.
enum class ExportKind { none, heatmap_png, heatmap_csv, playground_png, pytorch };
struct ExportRequest {
    ExportKind kind = ExportKind::none;
    MatrixId matrix = MatrixId::x;  // the heatmap whose menu asked (for heatmap_png and heatmap_csv)
};
// "png", "csv", "playground", "pytorch": the menu items' widget names and the page message's format.
const char* export_kind_name(ExportKind kind);

// Everything the UI remembers between frames that is not the lesson's settings.
struct PlaygroundUi {
    Theme theme = Theme::light;
    bool shared_scale = false;   // one colour scale for all seven matrices instead of one each
    HeatmapView feature_view;    // columns i of x, W_q, W_k, W_v
    HeatmapView head_view;       // columns j of q, k, v
    CellRef hovered;             // this frame
    CellRef pinned;              // kept until clicked again
    CellRef keyboard_cell;       // where the arrow keys last left a heatmap's cell
    bool keyboard_picking = false;  // this frame, the arrow keys move a heatmap's cell
    ImVec2 keyboard_tooltip_size;   // last frame's, to keep the next one inside the canvas
    float page_tools_width = 0.0f;  // the page's own tools (lesson picker, Copy link, Table view); zero: none
    float page_tools_height = 0.0f; // taller than a row of controls when they wrap (a phone); zero: one row
    // The bottom of the page a phone's on-screen keyboard covers while the code editor has it (CSS pixels): the main
    // panel can scroll that much further, so the editor's last lines can come above the keyboard.
    float keyboard_inset = 0.0f;
    OverlaySlot page_tools;         // where they go this frame
    ControlsState controls;
    ViewOptions view;            // set by the course author (URL parameters, qkv.setView)
    float content_height = 0;    // how tall the layout wants to be, in CSS pixels (for iframes sized to content)
    CodePanelState code_panel;   // "Try it Yourself"
    InspectorUi inspector;       // "Tensors in your code"
    GalleryUi gallery;           // a lesson file's #@show heatmaps
    ExerciseState exercise;
    bool scroll_to_value = false;  // the exercise asked to bring the v heatmap into view
    bool scroll_to_code = false;   // the "Try it Yourself" link was followed
    ExportRequest export_request;  // this frame's; the app takes it
    LessonPanelState lesson_panel;  // a lesson file's panel
    LessonKnobEdit lesson_edit;     // this frame's moved knob; the app takes it
    double pytorch_copied_at = -1.0;  // ImGui's time of the last "Copy as PyTorch" (the output says "Copied")
};

// What the frame shows (read-only).
struct PlaygroundModel {
    const LessonParams* params = nullptr;     // what the tensors were computed from
    const LessonParams* requested = nullptr;  // what the controls show (may be one frame ahead while dragging)
    const LessonTensors* tensors = nullptr;
    const std::vector<std::string>* output_lines = nullptr;
    ImTextureID textures[kHeatmapCount] = {};  // in MatrixId order x .. v
    float scale_limits[kHeatmapCount] = {};
    const Fonts* fonts = nullptr;
    CodePanelModel code;  // "Try it Yourself" (drawn when draw_playground gets code_actions)
    InspectorModel inspector;  // under the code panel
    GalleryModel gallery;      // a lesson file's #@show tensors, above the code panel
    const LessonPanelModel* lesson = nullptr;  // a lesson file's panel; null: today's lesson with its own view
};

// Returns true when the learner changed the settings (then *edited holds them). Theme, scale, zoom and selection
// changes are written to *ui.
// The code panel's requests come back through *code_actions (null: no code panel).
bool draw_playground(const PlaygroundModel& model, PlaygroundUi* ui, LessonParams* edited, WidgetRects* rects,
                     CodePanelActions* code_actions = nullptr);

// The cell whose explanation is on show: the hovered one, else the pinned one.
CellRef focused_cell(const PlaygroundUi& ui);

}  // namespace qkv::ui
