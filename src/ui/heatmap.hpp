// heatmap.hpp — a matrix drawn as a texture: title, shape, axis labels, colour scale, hover, click and
// horizontal zoom/pan. Self-contained (no ImPlot); the caller supplies the texture already coloured with
// colormap.hpp and decides what a hovered or clicked cell means.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

namespace qkv::ui {

// Which columns are on screen. Heatmaps whose columns mean the same thing (x and the weights: feature i) share one
// view, so their columns stay lined up while zooming and panning.
struct HeatmapView {
    float zoom = 1.0f;          // 1: every column fits the width
    float first_column = 0.0f;  // leftmost visible column, fractional
};

// Cells [first_col, last_col] of one row, outlined (the cells the lesson prints).
struct CellSpan {
    int row = 0;
    int first_col = 0;
    int last_col = 0;
};

struct HeatmapSpec {
    const char* id = "heatmap";    // unique ImGui id within the window
    std::string title;             // "q = query(x)"
    std::string shape;             // "(1, 4, 32)" as PyTorch prints it
    const char* row_axis = "row";  // "token t"
    const char* col_axis = "column";
    int rows = 0, cols = 0;
    ImTextureID texture = nullptr;
    float scale_limit = 0.0f;      // colours run from -limit to +limit
    bool diverging_scale = true;   // false: the caller colours by another scale and draws its own legend
    float width = 0.0f;            // on screen, including the row-label gutter
    float max_height = 240.0f;     // tall matrices squeeze their rows into this
    float min_row_height = 10.0f;  // short ones still give each row something to hover
    float max_row_height = 24.0f;
    int highlight_row = -1;        // a whole row outlined (the x or W row of a hovered product)
    int highlight_col = -1;        // with highlight_row: that one cell outlined instead
    std::vector<CellSpan> printed; // outlined as "printed by the lesson"
    int cursor_row = 0;            // the keyboard's cell: where arrow keys start when the heatmap has the focus
    int cursor_col = 0;
    // The header's layout depends on the width alone: the title (and shape) shortened with an ellipsis to leave the
    // colour scale its place at the right (the full text as a tooltip), so heatmaps side by side line up.
    bool fixed_header = false;
    const char* menu_label = nullptr;  // a small button after the shape ("Save\xE2\x80\xA6"); null: none
    std::string menu_description;      // what the button does, for screen readers and its tooltip
};

struct HeatmapHit {
    bool hovered = false;  // by the pointer, or by the keyboard (then `keyboard` is set)
    int row = -1, col = -1;
    bool clicked = false;  // pressed and released without dragging: pin
    // Keyboard: Tab focuses the heatmap and shows the cursor cell; Space or Enter starts picking, where the arrow
    // keys move the cell (and the pin with it) until Enter or Space keeps it, or Escape unpins it.
    bool keyboard = false;  // row/col are the keyboard's cell
    bool picking = false;   // the arrow keys move the cell
    bool unpin = false;     // Escape ended picking
    ImVec2 cell_max;        // bottom-right corner of the cell in row/col (screen), for placing its tooltip
    ImVec2 cells_min, cells_max;  // where the cells were drawn (screen), for tests that aim at a cell
    unsigned item_id = 0;         // ImGui's id of the cells' button
    bool menu_requested = false;  // the menu button was pressed, or the cells right-clicked: the caller opens its menu
    unsigned menu_item_id = 0;    // ImGui's id of the menu button
    ImVec2 menu_min, menu_max;    // where the menu button was drawn (screen)
    ImVec2 title_min, title_max;  // the title's text, and the colour scale (none without a diverging scale)
    ImVec2 scale_min, scale_max;
};

// Draws the heatmap at the cursor and moves the cursor below it.
HeatmapHit draw_heatmap(const HeatmapSpec& spec, HeatmapView* view, const ImFont* mono_font);

// The scale's end value as the colour bar labels it ("0.873" for 0.8734, "1.25" from 0.995 up).
std::string format_scale_limit(float limit);

// The colour ramp from -limit to +limit with its end values, `width` wide, at the cursor (on the current line).
void color_scale_bar(float limit, float width, const ImFont* mono_font);

// "−", "+" and "Fit" buttons for a shared view; `axis_name` ("features i") tells screen readers which. Returns
// true when the view changed.
bool zoom_buttons(const char* id, const char* axis_name, HeatmapView* view, int columns);

// Keeps first_column inside [0, columns - visible columns].
void clamp_view(HeatmapView* view, int columns);

}  // namespace qkv::ui
