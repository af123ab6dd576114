// tensor_inspector_panel.cpp — the inspector's list, slice sliders, heatmap, legend and cell explanation.
#include "tensor_inspector_panel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <imgui.h>

#include "colormap.hpp"
#include "tab_order.hpp"

namespace qkv::ui {

namespace {

constexpr float kSideBySideMinWidth = 640.0f;

// Colours of the values a diverging scale has no place for, and of bools; distinct from the blue-white-red ramp.
constexpr ImU32 kMinusInfinity = IM_COL32(24, 24, 24, 255);
constexpr ImU32 kPlusInfinity = IM_COL32(96, 0, 112, 255);
constexpr ImU32 kNotANumber = IM_COL32(255, 214, 0, 255);
constexpr ImU32 kFalse = IM_COL32(228, 228, 228, 255);
constexpr ImU32 kTrue = IM_COL32(0, 110, 120, 255);

// A sequential ramp for integers (viridis-like: dark purple, blue, teal, green, yellow), readable without red-green.
ImU32 sequential_color(float t) {
    static const float kStops[5][3] = {{68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
    t = std::clamp(std::isfinite(t) ? t : 0.0f, 0.0f, 1.0f) * 4.0f;
    const int stop = std::min(3, int(t));
    const float f = t - float(stop);
    auto mix = [&](int channel) { return int(kStops[stop][channel] + (kStops[stop + 1][channel] - kStops[stop][channel]) * f); };
    return IM_COL32(mix(0), mix(1), mix(2), 255);
}

ImU32 cell_color(float value, CellKind kind, float limit, float low, float high) {
    switch (kind) {
        case CellKind::boolean: return value != 0.0f ? kTrue : kFalse;
        case CellKind::integer: return sequential_color(high > low ? (value - low) / (high - low) : 0.5f);
        case CellKind::real: break;
    }
    if (std::isnan(value)) return kNotANumber;
    if (std::isinf(value)) return value < 0 ? kMinusInfinity : kPlusInfinity;
    return diverging_color(value, limit);
}

void swatch(ImU32 colour, const char* label) {
    const float size = ImGui::GetTextLineHeight() * 0.8f;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float top = at.y + (ImGui::GetTextLineHeight() - size) * 0.5f;
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, top), ImVec2(at.x + size, top + size), colour);
    ImGui::GetWindowDrawList()->AddRect(ImVec2(at.x, top), ImVec2(at.x + size, top + size),
                                        ImGui::GetColorU32(ImGuiCol_Border));
    ImGui::Dummy(ImVec2(size, ImGui::GetTextLineHeight()));
    ImGui::SameLine(0, 4);
    ImGui::TextUnformatted(label);
    ImGui::SameLine(0, 14);
}

void draw_legend(const InspectorModel& model) {
    draw_cell_legend({model.kind, model.low, model.high, model.has_minus_infinity, model.has_plus_infinity,
                      model.has_nan});
}

}  // namespace

void draw_cell_legend(const CellLegend& model) {
    char text[64];
    if (model.kind == CellKind::boolean) {
        swatch(kFalse, "False");
        swatch(kTrue, "True");
    } else if (model.kind == CellKind::integer) {
        std::snprintf(text, sizeof(text), "%.0f", double(model.low));
        ImGui::TextUnformatted(text);
        ImGui::SameLine(0, 4);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float width = 110.0f, height = ImGui::GetTextLineHeight() * 0.7f;
        const float top = at.y + (ImGui::GetTextLineHeight() - height) * 0.5f;
        for (int s = 0; s < 8; ++s) {
            const ImU32 a = sequential_color(float(s) / 8.0f), b = sequential_color(float(s + 1) / 8.0f);
            ImGui::GetWindowDrawList()->AddRectFilledMultiColor(ImVec2(at.x + width * float(s) / 8.0f, top),
                                                                ImVec2(at.x + width * float(s + 1) / 8.0f, top + height),
                                                                a, b, b, a);
        }
        ImGui::Dummy(ImVec2(width, ImGui::GetTextLineHeight()));
        ImGui::SameLine(0, 4);
        std::snprintf(text, sizeof(text), "%.0f", double(model.high));
        ImGui::TextUnformatted(text);
        ImGui::SameLine(0, 14);
    } else {
        if (model.has_minus_infinity) swatch(kMinusInfinity, "-inf");
        if (model.has_plus_infinity) swatch(kPlusInfinity, "inf");
        if (model.has_nan) swatch(kNotANumber, "NaN");
    }
    ImGui::NewLine();
}

namespace {

// The list of tensors, every row on the page (no scrolling box of its own, which would trap a phone's swipe);
// returns true when another was chosen.
bool draw_list(const InspectorModel& model, InspectorUi* ui, WidgetRects* rects) {
    bool changed = false;
    const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter;
    if (ImGui::BeginTable("tensors", 3, flags)) {
        ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("shape");
        ImGui::TableSetupColumn("kind");
        for (std::size_t i = 0; i < model.entries->size(); ++i) {
            const InspectorEntry& entry = (*model.entries)[i];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(int(i));
            const bool selected = int(i) == model.selected;
            ImGui::PushFont(model.fonts->mono);
            if (ImGui::Selectable(entry.name.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns) && !selected) {
                ui->selected = entry.name;
                ui->leading.clear();
                ui->pinned = {};
                ui->view = {};
                changed = true;
            }
            ImGui::PopFont();
            remember_last_item(rects, "inspector_item:" + entry.name);
            describe_last_item("tensor " + entry.name + ", shape " + entry.shape + ", " + entry.dtype +
                               (entry.kind_note.empty() ? "" : ", " + entry.kind_note) + (selected ? ", shown" : ""));
            ImGui::PopID();
            ImGui::TableNextColumn();
            ImGui::PushFont(model.fonts->mono);
            ImGui::TextDisabled("%s", entry.shape.c_str());
            ImGui::PopFont();
            ImGui::TableNextColumn();
            const std::string kind = entry.dtype == "float32" ? entry.kind_note
                                     : entry.kind_note.empty() ? entry.dtype
                                                               : entry.dtype + ", " + entry.kind_note;
            ImGui::TextDisabled("%s", kind.c_str());
        }
        ImGui::EndTable();
    }
    return changed;
}

// One slider per leading dimension; returns true when an index moved.
bool draw_slice_sliders(const InspectorEntry& entry, InspectorUi* ui, float width, WidgetRects* rects) {
    bool changed = false;
    const std::size_t count = entry.dims.size() > 2 ? entry.dims.size() - 2 : 0;
    ui->leading.resize(count, 0);
    for (std::size_t a = 0; a < count; ++a) {
        ImGui::PushID(int(a));
        int index = int(std::clamp<std::int64_t>(ui->leading[a], 0, std::max<std::int64_t>(0, entry.dims[a] - 1)));
        ImGui::AlignTextToFramePadding();
        if (entry.dims[a] <= 1) {  // nothing to choose
            ImGui::TextDisabled("dim %d: size 1, index 0", int(a));
            ImGui::PopID();
            continue;
        }
        ImGui::Text("dim %d (size %lld)", int(a), static_cast<long long>(entry.dims[a]));
        ImGui::SameLine();
        ImGui::SetNextItemWidth(std::max(80.0f, std::min(width, 320.0f) - 120.0f));
        if (ImGui::SliderInt("##index", &index, 0, int(entry.dims[a] - 1))) {
            ui->leading[a] = index;
            changed = true;
        }
        remember_last_item(rects, "inspector_slice:" + std::to_string(a));
        describe_last_item("index " + std::to_string(index) + " of dimension " + std::to_string(a) + " of " +
                           entry.name + " (size " + std::to_string(entry.dims[a]) + ")");
        ImGui::PopID();
    }
    return changed;
}

void draw_lines(const std::vector<std::string>& lines, const Fonts& fonts) {
    ImGui::PushFont(fonts.mono);
    for (const std::string& line : lines) ImGui::TextUnformatted(line.c_str());
    ImGui::PopFont();
}

// The heatmap of the slice with its hover tooltip and pin.
void draw_slice(const InspectorModel& model, const InspectorEntry& entry, InspectorUi* ui, float width,
                WidgetRects* rects) {
    HeatmapSpec spec;
    spec.id = "inspector_heatmap";
    spec.title = entry.name;
    spec.shape = entry.shape;
    spec.row_axis = entry.dims.size() >= 2 ? "dim -2" : "-";
    spec.col_axis = "dim -1";
    spec.rows = model.rows;
    spec.cols = model.cols;
    spec.texture = model.texture;
    spec.scale_limit = model.scale_limit;
    spec.diverging_scale = model.kind == CellKind::real;
    // A few columns need no more than about 48 px each (plus the row-number gutter).
    spec.width = std::min(width, std::max(260.0f, float(model.cols) * 48.0f + 48.0f));
    spec.max_height = std::max(160.0f, ImGui::GetMainViewport()->WorkSize.y * 0.4f);
    spec.min_row_height = 12.0f;
    spec.max_row_height = 28.0f;
    const InspectorCell focus = ui->hovered.valid() ? ui->hovered : ui->pinned;
    if (focus.valid()) {
        spec.highlight_row = focus.row;
        spec.highlight_col = focus.col;
    }
    const InspectorCell cursor = ui->pinned.valid() ? ui->pinned : ui->keyboard_cell;
    spec.cursor_row = std::max(0, cursor.row);
    spec.cursor_col = std::max(0, cursor.col);
    const HeatmapHit hit = draw_heatmap(spec, &ui->view, model.fonts->mono);
    remember_rect(rects, "heatmap:inspector", hit.cells_min.x, hit.cells_min.y, hit.cells_max.x, hit.cells_max.y,
                  hit.item_id);
    ui->hovered = {};
    if (hit.keyboard) {
        ui->keyboard_cell = {hit.row, hit.col};
        if (hit.picking) ui->pinned = ui->keyboard_cell;
        if (hit.unpin) ui->pinned = {};
    }
    if (hit.hovered && hit.row >= 0) {
        ui->hovered = {hit.row, hit.col};
        ImGui::BeginTooltip();
        draw_lines(model.describe(hit.row, hit.col), *model.fonts);
        ImGui::TextDisabled(hit.keyboard ? (hit.picking ? "arrow keys: move; Enter: keep" : "Space: choose a cell")
                                         : "click to pin");
        ImGui::EndTooltip();
    }
    if (hit.clicked) ui->pinned = ui->pinned == InspectorCell{hit.row, hit.col} ? InspectorCell{} : InspectorCell{hit.row, hit.col};
}

// The chosen tensor: its slice sliders, heatmap, legend and pinned cell; true when the slice changed.
bool draw_chosen(const InspectorModel& model, InspectorUi* ui, float width, WidgetRects* rects) {
    const InspectorEntry& entry = (*model.entries)[std::size_t(model.selected)];
    const bool changed = draw_slice_sliders(entry, ui, width, rects);
    if (model.rows > 0 && model.cols > 0) {
        draw_slice(model, entry, ui, width, rects);
        draw_legend(model);
    } else {
        ImGui::TextDisabled("%s has no elements to show.", entry.name.c_str());
    }
    if (ui->pinned.valid() && (ui->pinned.row >= model.rows || ui->pinned.col >= model.cols)) ui->pinned = {};
    if (ui->pinned.valid()) {
        ImGui::TextDisabled("pinned (click the cell again to unpin)");
        draw_lines(model.describe(ui->pinned.row, ui->pinned.col), *model.fonts);
        remember_last_item(rects, "inspector_pinned");
    } else {
        ImGui::TextDisabled("Hover a cell to see its value; click or tap to pin it.");
    }
    return changed;
}

}  // namespace

std::vector<std::uint32_t> inspector_pixels(const float* values, int rows, int cols, CellKind kind, float limit,
                                            float low, float high) {
    std::vector<std::uint32_t> pixels(std::size_t(rows) * std::size_t(cols));
    for (std::size_t i = 0; i < pixels.size(); ++i) pixels[i] = cell_color(values[i], kind, limit, low, high);
    return pixels;
}

bool draw_tensor_inspector(const InspectorModel& model, InspectorUi* ui, float width, WidgetRects* rects) {
    ImGui::PushID("inspector");
    bool changed = false;
    if (!model.note.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", model.note.c_str());
        ImGui::PopTextWrapPos();
    }
    if (model.entries->empty()) {
        ImGui::PopID();
        return false;
    }
    // Wide panels put the list beside the heatmap; narrow ones (a phone) stack them.
    const bool side_by_side = width >= kSideBySideMinWidth;
    if (side_by_side) {
        ImGui::BeginTable("inspector_layout", 2, ImGuiTableFlags_SizingStretchProp);
        ImGui::TableSetupColumn("list", ImGuiTableColumnFlags_WidthStretch, 0.36f);
        ImGui::TableSetupColumn("tensor", ImGuiTableColumnFlags_WidthStretch, 0.64f);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
    }
    changed = draw_list(model, ui, rects);
    if (side_by_side) ImGui::TableNextColumn();
    else ImGui::Spacing();
    if (model.selected >= 0 && model.selected < int(model.entries->size())) {
        changed = draw_chosen(model, ui, ImGui::GetContentRegionAvail().x, rects) || changed;
    } else {
        ImGui::TextDisabled("Choose a tensor to see it as a heatmap.");
    }
    if (side_by_side) ImGui::EndTable();
    ImGui::PopID();
    return changed;
}

}  // namespace qkv::ui
