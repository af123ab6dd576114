// tensor_gallery.cpp — the #@show tensors side by side: rows of heatmaps, each with its hover explanation.
#include "tensor_gallery.hpp"

#include <algorithm>

#include <imgui.h>

#include "tab_order.hpp"

namespace qkv::ui {

namespace {

struct Focus {
    std::string tensor;
    InspectorCell cell;
};

HeatmapSpec tile_spec(const GalleryTile& tile, float width, const Focus& focus) {
    HeatmapSpec spec;
    spec.id = "tile";
    spec.title = tile.name + tile.slice;
    spec.shape = tile.shape;
    spec.row_axis = "dim -2";
    spec.col_axis = "dim -1";
    spec.rows = tile.rows;
    spec.cols = tile.cols;
    spec.texture = tile.texture;
    spec.scale_limit = tile.scale_limit;
    spec.diverging_scale = tile.kind == CellKind::real;
    spec.fixed_header = true;  // every tile of a row the same width: their pictures and scales line up
    spec.width = width;
    spec.max_height = std::max(140.0f, ImGui::GetMainViewport()->WorkSize.y * 0.3f);
    spec.min_row_height = 12.0f;
    spec.max_row_height = 28.0f;
    if (focus.tensor == tile.name && focus.cell.valid()) {
        spec.highlight_row = focus.cell.row;
        spec.highlight_col = focus.cell.col;
    }
    return spec;
}

void tile_tooltip(const GalleryTile& tile, const HeatmapHit& hit, const Fonts& fonts) {
    ImGui::BeginTooltip();
    ImGui::PushFont(fonts.mono);
    if (tile.describe) {
        for (const std::string& line : tile.describe(hit.row, hit.col)) ImGui::TextUnformatted(line.c_str());
    }
    ImGui::PopFont();
    ImGui::TextDisabled(hit.keyboard ? "Space: choose a cell, shown in the inspector below"
                                     : "click to see it in the inspector below");
    ImGui::EndTooltip();
}

// One tile; true when the learner chose one of its cells (a click, or the arrow keys while picking).
bool draw_tile(const GalleryModel& model, const GalleryTile& tile, const Focus& focus, GalleryUi* ui, float width,
               WidgetRects* rects) {
    if (tile.rows == 0 || tile.cols == 0) {
        ImGui::TextDisabled("%s %s has no elements to show.", tile.name.c_str(), tile.shape.c_str());
        return false;
    }
    ImGui::PushID(tile.name.c_str());
    ImGui::BeginGroup();
    const HeatmapHit hit = draw_heatmap(tile_spec(tile, width, focus), &ui->views[tile.name], model.fonts->mono);
    const CellLegend& legend = tile.legend;
    if (legend.kind != CellKind::real || legend.has_minus_infinity || legend.has_plus_infinity || legend.has_nan) {
        draw_cell_legend(legend);
    }
    ImGui::EndGroup();
    ImGui::PopID();
    remember_rect(rects, "gallery:" + tile.name, hit.cells_min.x, hit.cells_min.y, hit.cells_max.x, hit.cells_max.y,
                  hit.item_id);
    if (hit.hovered && hit.row >= 0) {
        ui->hovered_tensor = tile.name;
        ui->hovered = {hit.row, hit.col};
        tile_tooltip(tile, hit, *model.fonts);
    }
    if (!hit.clicked && !hit.picking) return false;
    ui->chosen = {tile.name, {hit.row, hit.col}};
    return true;
}

}  // namespace

int gallery_columns(int count, float width, float spacing) {
    const int fitting = std::max(1, int((width + spacing) / (kGalleryMinTileWidth + spacing)));
    if (count <= 1) return 1;
    const int rows = (count + fitting - 1) / fitting;
    return (count + rows - 1) / rows;
}

bool draw_tensor_gallery(const GalleryModel& model, GalleryUi* ui, float width, WidgetRects* rects) {
    const Focus focus{ui->hovered_tensor, ui->hovered};  // last frame's: outlined this frame
    ui->hovered = {};
    ui->hovered_tensor.clear();
    ui->chosen = {};
    if (!model.note.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", model.note.c_str());
        ImGui::PopTextWrapPos();
    }
    if (!model.tiles || model.tiles->empty()) return false;
    ImGui::PushID("gallery");
    const std::vector<GalleryTile>& tiles = *model.tiles;
    const float spacing = ImGui::GetStyle().ItemSpacing.x * 3.0f;
    const int columns = gallery_columns(int(tiles.size()), width, spacing);
    const float tile_width = (width - spacing * float(columns - 1)) / float(columns);
    bool chosen = false;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i % std::size_t(columns) != 0) ImGui::SameLine(0.0f, spacing);
        else if (i > 0) ImGui::Spacing();
        chosen = draw_tile(model, tiles[i], focus, ui, tile_width, rects) || chosen;
    }
    ImGui::PopID();
    return chosen;
}

}  // namespace qkv::ui
