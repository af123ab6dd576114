// code_panel.hpp — "Try it Yourself": the example tabs, Run / Reset / Copy, the editor, the output console and the
// run's charts (chart_view.hpp).
// Two editors: on the web the page lays an HTML textarea over the rectangle this panel reserves (copy, paste,
// IME and touch keyboards work as anywhere on the web); natively an ImGui multiline field with a line gutter.
#pragma once

#include <string>
#include <vector>

#include "core/chart.hpp"

#include "theme.hpp"
#include "widget_rects.hpp"

namespace qkv::ui {

// One entry of the "What runs here" list under the console.
struct CodePanelTopic {
    std::string title;
    std::string summary;
};

struct CodePanelModel {
    const char* const* titles = nullptr;  // one per tab
    int tab_count = 0;
    int example = 0;                      // the open tab
    const std::string* code = nullptr;
    bool overlay_editor = false;          // the page draws the editor (web)
    bool has_run = false;
    bool stale = false;                   // the console belongs to an older version of the code
    const std::string* output = nullptr;
    const std::vector<ChartFigure>* charts = nullptr;  // what the run drew with matplotlib, under the console
    const std::string* error = nullptr;   // Python's last traceback line, "" when none
    int error_line = 0;
    const std::string* view_note = nullptr;  // why the heatmaps do not show the code's tensors
    bool copied_recently = false;         // show "Copied" beside the button
    bool readonly = false;                // the course author froze the code: it can be run, not edited
    bool running = false;                 // a run is in progress
    double running_seconds = 0.0;         // for how long
    bool python_loading = false;          // the run waits for Python to load (web)
    bool can_stop = false;                // Stop can end the run (web, in a worker)
    const std::string* runner_note = nullptr;  // why Stop is unavailable, or why Python did not load ("" when none)
    const std::vector<CodePanelTopic>* topics = nullptr;  // what the playground's Python covers
    bool licences_link = false;           // the page carries the licences of the packages it bundles (web)
    float scroll_editor_by = 0.0f;        // the page asks to scroll the panel around the editor by this many pixels
    int reveal_chart = -1;                // the chart (an index into charts) to scroll wholly into view
};

// What the panel remembers between frames.
struct CodePanelState {
    int shown_example = -1;     // the tab the tab bar last showed (a different model.example selects it)
    std::string native_buffer;  // the ImGui editor's text (native)
    bool native_active = false; // the native editor had the keyboard last frame
    bool reset_popup_open = false;
};

// Where the overlaid editor goes this frame, and how its text must be set to line up with the panel.
struct EditorPlacement : OverlaySlot {
    float line_height = 0, font_size = 0, padding = 0;
    bool readonly = false;
    bool dark = false;  // the dark theme is on (the page colours the textarea to match)
    unsigned item_id = 0;  // ImGui's id of the reserved area (the keyboard's stop for the textarea)
    float scroll_up = 0, scroll_down = 0;  // how far the panel around the editor can scroll each way
};

// What the learner asked for this frame.
struct CodePanelActions {
    int select_example = -1;  // a tab index, or -1
    bool run = false;
    bool stop = false;
    bool reset = false;       // confirmed in the popup
    bool copy = false;
    bool open_licences = false; // the page should open its third-party notices
    int save_chart = -1;        // the figure (an index into model.charts) whose Save button was pressed
    bool focus_editor = false; // Space/Enter on the editor's area: the page should focus its textarea
    bool code_edited = false; // native editor: the new code is in edited_code
    std::string edited_code;
    EditorPlacement editor;
};

// Returns true when any action was requested.
bool draw_code_panel(const CodePanelModel& model, const Fonts& fonts, CodePanelState* state,
                     CodePanelActions* actions, WidgetRects* rects);

}  // namespace qkv::ui
