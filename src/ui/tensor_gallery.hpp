// tensor_gallery.hpp — a lesson file's #@show tensors side by side, as today's lesson shows q, k and v: one heatmap
// per tensor (its first 2-D slice), as many to a row as the width takes at a readable size, wrapping onto more rows
// in a narrow panel or a phone. Hover explains a cell; a click (or Space on the focused heatmap) takes the tensor and
// the cell to the inspector below, where its other slices and the dot product behind the cell are. The app owns the
// tensors and the textures; this widget reads them and changes only GalleryUi.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include <imgui.h>

#include "heatmap.hpp"
#include "tensor_inspector_panel.hpp"
#include "theme.hpp"
#include "widget_rects.hpp"

namespace qkv::ui {

// One tensor of the gallery.
struct GalleryTile {
    std::string name;          // "wei"
    std::string shape;         // "(1, 6, 6)"
    std::string slice;         // the slice shown, "[0]" or "[0, 1]"; "" for 2-D and smaller tensors
    int rows = 0, cols = 0;    // of that slice
    ImTextureID texture = nullptr;  // its cells, coloured with inspector_pixels
    CellKind kind = CellKind::real;
    float scale_limit = 1.0f;  // the whole tensor's, as the inspector's
    CellLegend legend;         // the colours its scale does not show (the whole tensor's)
    std::function<std::vector<std::string>(int row, int col)> describe;  // a cell's explanation lines
};

struct GalleryModel {
    const std::vector<GalleryTile>* tiles = nullptr;  // in #@show's order
    std::string note;                                 // why there is nothing (yet), "" otherwise
    const Fonts* fonts = nullptr;
};

// A cell the learner chose in the gallery.
struct GalleryChoice {
    std::string tensor;  // "" none
    InspectorCell cell;
};

struct GalleryUi {
    std::map<std::string, HeatmapView> views;  // each tensor's zoom and pan, by name
    InspectorCell hovered;                     // this frame's, in `hovered_tensor`
    std::string hovered_tensor;
    GalleryChoice chosen;                      // set on the frame a cell is clicked
};

// How many tiles go on a row `width` wide: as many as keep each at least kGalleryMinTileWidth, spread evenly over
// the rows that takes (six tiles that fit four to a row go three and three).
constexpr float kGalleryMinTileWidth = 200.0f;
int gallery_columns(int count, float width, float spacing);

// Draws the tiles at the cursor, `width` wide. Returns true when a cell was chosen (ui->chosen).
bool draw_tensor_gallery(const GalleryModel& model, GalleryUi* ui, float width, WidgetRects* rects);

}  // namespace qkv::ui
