// tensor_inspector_panel.hpp — "Tensors in your code": every tensor the last run left in a variable or a module,
// listed by name and shape; the chosen one drawn as a heatmap (one 2-D slice at a time, sliders for the leading
// indices) with hover, pin and, for a product, the dot product behind a cell. The app owns the tensors and the
// texture; this widget reads them and changes only InspectorUi.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <imgui.h>

#include "heatmap.hpp"
#include "theme.hpp"
#include "widget_rects.hpp"

namespace qkv::ui {

// How a tensor's cells are coloured: floats on the lessons' diverging scale (-inf, inf and NaN in colours of
// their own), integers on a sequential scale from their smallest to their largest value, bools in two colours.
enum class CellKind { real, integer, boolean };

// One pixel per cell of a row-major slice (rows top to bottom, for a texture). `low`/`high`: the integer range.
std::vector<std::uint32_t> inspector_pixels(const float* values, int rows, int cols, CellKind kind, float limit,
                                            float low, float high);

struct InspectorEntry {
    std::string name;            // "scores", "model.heads.0.key.weight"
    std::string shape;           // "(1, 4, 4)"
    std::string dtype;           // "float32", "int64", "bool"
    std::string kind_note;       // "parameter", "buffer", "from @", "from Linear", ""
    std::vector<std::int64_t> dims;
};

struct InspectorCell {
    int row = -1, col = -1;
    bool valid() const { return row >= 0 && col >= 0; }
    bool operator==(const InspectorCell& other) const { return row == other.row && col == other.col; }
};

struct InspectorUi {
    std::string selected;                 // the chosen tensor's name ("" none)
    std::vector<std::int64_t> leading;    // its leading indices (3-D and more)
    InspectorCell hovered, pinned, keyboard_cell;
    HeatmapView view;
};

struct InspectorModel {
    const std::vector<InspectorEntry>* entries = nullptr;
    int selected = -1;                    // index into entries, or -1
    std::string note;                     // what the list is from ("" when it is the current code's last run)
    ImTextureID texture = nullptr;        // the selected slice, coloured with inspector_pixels
    CellKind kind = CellKind::real;
    float scale_limit = 1.0f;
    float low = 0.0f, high = 1.0f;        // integer range (integer tensors)
    bool has_minus_infinity = false, has_plus_infinity = false, has_nan = false;  // the legend names their colours
    int rows = 0, cols = 0;               // of the slice
    std::function<std::vector<std::string>(int row, int col)> describe;  // a cell's explanation lines
    const Fonts* fonts = nullptr;
};

// The colours a heatmap's own scale does not show: -inf, inf and NaN for floats, the integer scale from `low` to
// `high`, or the two of bools; an empty line for floats that are all finite.
struct CellLegend {
    CellKind kind = CellKind::real;
    float low = 0.0f, high = 1.0f;
    bool has_minus_infinity = false, has_plus_infinity = false, has_nan = false;
};
void draw_cell_legend(const CellLegend& legend);

// Draws the panel at the cursor, `width` wide. Returns true when the choice of tensor or slice changed.
bool draw_tensor_inspector(const InspectorModel& model, InspectorUi* ui, float width, WidgetRects* rects);

}  // namespace qkv::ui
