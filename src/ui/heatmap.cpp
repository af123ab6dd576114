// heatmap.cpp — drawing and interaction of the matrix heatmap: one textured quad per matrix (any size stays one
// draw call), outlines clipped to the image, row/column ticks at a readable spacing, drag-to-pan and Ctrl+wheel
// zoom on the column axis, and a keyboard cell that the arrow keys move.
#include "heatmap.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include <imgui.h>
#include <imgui_internal.h>

#include "colormap.hpp"
#include "tab_order.hpp"

namespace qkv::ui {

namespace {

constexpr float kMaxVisibleColumnsFloor = 4.0f;  // zooming in stops when four columns fill the width

// Smallest of 1, 2, 5, 10, 20, 50, ... that is at least `minimum`.
int nice_step(float minimum) {
    int step = 1;
    while (float(step) < minimum) {
        if (float(step * 2) >= minimum) return step * 2;
        if (float(step * 5) >= minimum) return step * 5;
        step *= 10;
    }
    return step;
}

// A 3px dark stroke with a 1px light core: visible on deep blue, near-white and deep red alike.
void strong_outline(ImDrawList* draw, ImVec2 min, ImVec2 max) {
    draw->AddRect(ImVec2(min.x - 1, min.y - 1), ImVec2(max.x + 1, max.y + 1), IM_COL32(20, 20, 20, 255), 0, 0, 3.0f);
    draw->AddRect(ImVec2(min.x - 1, min.y - 1), ImVec2(max.x + 1, max.y + 1), IM_COL32(255, 255, 255, 255), 0, 0, 1.0f);
}

float max_zoom(int columns) { return std::max(1.0f, float(columns) / kMaxVisibleColumnsFloor); }

// What the keyboard does to the focused heatmap this frame.
struct KeyboardCell {
    bool focused = false;  // Tab (or the arrows) put ImGui's keyboard focus here
    bool picking = false;
    bool unpin = false;
    int row = 0, col = 0;
};

bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), true); }

// Call right after the cells' InvisibleButton. Space/Enter on the focused heatmap starts picking: the button stays
// active (as a slider does while its value is edited with the keyboard) and claims the four arrow directions, so
// ImGui's navigation leaves them to the cell. Enter or Space ends it; Escape ends it through ImGui's own cancel.
KeyboardCell keyboard_cell(const HeatmapSpec& spec, bool pressed, HeatmapView* view, float visible_columns) {
    ImGuiContext& context = *GImGui;
    const ImGuiID id = ImGui::GetItemID();
    KeyboardCell cell;
    cell.focused = ImGui::IsItemFocused() && !context.NavDisableHighlight;
    cell.row = std::clamp(spec.cursor_row, 0, std::max(0, spec.rows - 1));
    cell.col = std::clamp(spec.cursor_col, 0, std::max(0, spec.cols - 1));
    const bool started = pressed && context.ActiveId == id && context.ActiveIdSource == ImGuiInputSource_Nav;
    if (started) {
        context.ActiveIdSource = ImGuiInputSource_Keyboard;  // held until Enter/Space/Escape, not until key-up
        context.ActiveIdUsingNavDirMask = (1u << ImGuiDir_Left) | (1u << ImGuiDir_Right) | (1u << ImGuiDir_Up) |
                                          (1u << ImGuiDir_Down);
        // ImGui's navigation would also jump to the panel's first/last control on Home/End/PageUp/PageDown.
        for (const ImGuiKey key : {ImGuiKey_Home, ImGuiKey_End, ImGuiKey_PageUp, ImGuiKey_PageDown}) {
            context.ActiveIdUsingKeyInputMask |= ImU64(1) << key;
        }
    }
    cell.picking = context.ActiveId == id && context.ActiveIdSource == ImGuiInputSource_Keyboard;
    if (!cell.focused) return cell;
    if (cell.picking && !started) {
        if (key_pressed(ImGuiKey_LeftArrow)) cell.col = std::max(0, cell.col - 1);
        if (key_pressed(ImGuiKey_RightArrow)) cell.col = std::min(spec.cols - 1, cell.col + 1);
        if (key_pressed(ImGuiKey_UpArrow)) cell.row = std::max(0, cell.row - 1);
        if (key_pressed(ImGuiKey_DownArrow)) cell.row = std::min(spec.rows - 1, cell.row + 1);
        if (key_pressed(ImGuiKey_Home)) cell.col = 0;
        if (key_pressed(ImGuiKey_End)) cell.col = spec.cols - 1;
        if (key_pressed(ImGuiKey_PageUp)) cell.row = 0;
        if (key_pressed(ImGuiKey_PageDown)) cell.row = spec.rows - 1;
        if (key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_KeyPadEnter) || key_pressed(ImGuiKey_Space)) {
            ImGui::ClearActiveID();
            cell.picking = false;
        }
        // A zoomed heatmap pans to keep the cell in view.
        if (float(cell.col) < view->first_column) view->first_column = float(cell.col);
        if (float(cell.col + 1) > view->first_column + visible_columns) {
            view->first_column = float(cell.col + 1) - visible_columns;
        }
        clamp_view(view, spec.cols);
    }
    cell.unpin = ImGui::IsItemDeactivated() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    return cell;
}

// The menu button at the right end of the axis names' line (`caption` drawn at `caption_at`), or at the right
// under it when the line has no room; returns the lowest y it took.
float menu_button(const HeatmapSpec& spec, const char* caption, ImVec2 caption_at, float left, HeatmapHit* hit) {
    const float line_height = ImGui::GetTextLineHeight();
    const float button_width = ImGui::CalcTextSize(spec.menu_label).x + ImGui::GetStyle().FramePadding.x * 2.0f;
    const float right = left + spec.width - button_width;
    const bool beside = caption_at.x + ImGui::CalcTextSize(caption).x + 12.0f <= right;
    const float top = beside ? caption_at.y : caption_at.y + line_height + ImGui::GetStyle().ItemSpacing.y;
    ImGui::SetCursorScreenPos(ImVec2(right, top));
    if (ImGui::SmallButton(spec.menu_label)) hit->menu_requested = true;  // as a right-click on the cells does
    hit->menu_item_id = ImGui::GetItemID();
    hit->menu_min = ImGui::GetItemRectMin();
    hit->menu_max = ImGui::GetItemRectMax();
    describe_last_item(spec.menu_description);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", spec.menu_description.c_str());
    return hit->menu_max.y;
}

}  // namespace

std::string format_scale_limit(float limit) {
    char text[32];
    std::snprintf(text, sizeof(text), limit >= 0.995f ? "%.2f" : "%.3f", double(limit));
    return text;
}

void clamp_view(HeatmapView* view, int columns) {
    view->zoom = std::clamp(view->zoom, 1.0f, max_zoom(columns));
    const float visible = float(columns) / view->zoom;
    view->first_column = std::clamp(view->first_column, 0.0f, std::max(0.0f, float(columns) - visible));
}

bool zoom_buttons(const char* id, const char* axis_name, HeatmapView* view, int columns) {
    ImGui::PushID(id);
    const HeatmapView before = *view;
    const float centre = view->first_column + float(columns) / view->zoom * 0.5f;
    auto zoom_about_centre = [&](float factor) {
        view->zoom *= factor;
        clamp_view(view, columns);
        view->first_column = centre - float(columns) / view->zoom * 0.5f;
        clamp_view(view, columns);
    };
    const float button = ImGui::GetFrameHeight();
    if (ImGui::Button("\xE2\x88\x92", ImVec2(button, button))) zoom_about_centre(1.0f / 2.0f);  // U+2212 minus
    describe_last_item(std::string(axis_name) + ": show more columns");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show more columns");
    ImGui::SameLine();
    if (ImGui::Button("+", ImVec2(button, button))) zoom_about_centre(2.0f);
    describe_last_item(std::string(axis_name) + ": zoom into the columns");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Zoom into the columns (or Ctrl + mouse wheel on a heatmap)");
    ImGui::SameLine();
    if (ImGui::Button("Fit")) *view = HeatmapView{};
    describe_last_item(std::string(axis_name) + ": fit every column");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Fit every column to the width");
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%.0fx", double(view->zoom));
    ImGui::PopID();
    return view->zoom != before.zoom || view->first_column != before.first_column;
}

void color_scale_bar(float limit, float width, const ImFont* mono_font) {
    const std::string high = "+" + format_scale_limit(limit);
    const std::string low = "\xE2\x88\x92" + format_scale_limit(limit);
    ImGui::PushFont(const_cast<ImFont*>(mono_font));
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", low.c_str());
    ImGui::SameLine(0, 4);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float bar_height = ImGui::GetTextLineHeight() * 0.7f;
    const float top = at.y + (ImGui::GetFrameHeight() - bar_height) * 0.5f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    constexpr int kSegments = 8;
    for (int s = 0; s < kSegments; ++s) {
        const float a = -1.0f + 2.0f * float(s) / kSegments;
        const float b = -1.0f + 2.0f * float(s + 1) / kSegments;
        const ImU32 left = diverging_color(a, 1.0f);
        const ImU32 right = diverging_color(b, 1.0f);
        const float x0 = at.x + width * float(s) / kSegments;
        const float x1 = at.x + width * float(s + 1) / kSegments;
        draw->AddRectFilledMultiColor(ImVec2(x0, top), ImVec2(x1, top + bar_height), left, right, right, left);
    }
    // The zero tick: the middle of the ramp is the colour of 0.
    draw->AddLine(ImVec2(at.x + width * 0.5f, top - 2), ImVec2(at.x + width * 0.5f, top + bar_height + 2),
                  ImGui::GetColorU32(ImGuiCol_TextDisabled));
    ImGui::Dummy(ImVec2(width, ImGui::GetFrameHeight()));
    ImGui::SameLine(0, 4);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", high.c_str());
    ImGui::PopFont();
}

namespace {

// Where the heatmap's parts go this frame: measured once, after the header, before any input moves the view.
struct HeatmapGeometry {
    float tick_font_size = 0, digit_width = 0;
    float image_width = 0, image_height = 0, visible_columns = 0, cell_width = 0, row_height = 0;
    ImVec2 origin, image_min, image_max;

    // The top-left corner of a cell (a fractional column lands inside one), at the view's current pan.
    ImVec2 cell_min(const HeatmapView& view, int row, float col) const {
        return ImVec2(image_min.x + (col - view.first_column) * cell_width, image_min.y + float(row) * row_height);
    }
};

// Header: title, shape, and the colour scale at the right when there is room. (The menu button goes on the axis
// names' line, so it never pushes the scale off the title's.)
void draw_header(const HeatmapSpec& spec, ImFont* mono, HeatmapHit* hit) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(spec.title.c_str());
    hit->title_min = ImGui::GetItemRectMin();
    hit->title_max = ImGui::GetItemRectMax();
    ImGui::SameLine();
    ImGui::PushFont(mono);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", spec.shape.c_str());
    ImGui::PopFont();
    const float start_x = ImGui::GetCursorScreenPos().x;  // (cursor is at the next line's start before SameLine)
    ImGui::SameLine();
    const float bar_width = std::clamp(spec.width * 0.22f, 50.0f, 110.0f);
    ImGui::PushFont(mono);
    const float scale_width = bar_width + 2.0f * ImGui::CalcTextSize("+0.000").x + 12.0f;
    ImGui::PopFont();
    const float right_edge = start_x + spec.width;
    if (!spec.diverging_scale) {
        ImGui::NewLine();
    } else if (ImGui::GetCursorScreenPos().x + 12.0f + scale_width <= right_edge) {
        ImGui::SetCursorScreenPos(ImVec2(right_edge - scale_width, ImGui::GetCursorScreenPos().y));
    } else {
        ImGui::NewLine();
    }
    if (spec.diverging_scale) {
        hit->scale_min = ImGui::GetCursorScreenPos();
        color_scale_bar(spec.scale_limit, bar_width, mono);
        hit->scale_max = ImGui::GetItemRectMax();
    }
}

// `text` cut to `room` pixels in the current font, ending in an ellipsis when cut (whole UTF-8 characters only).
std::string fit_text(const std::string& text, float room) {
    if (ImGui::CalcTextSize(text.c_str()).x <= room) return text;
    const char* ellipsis = "\xE2\x80\xA6";
    std::string cut = text;
    while (!cut.empty()) {
        do cut.pop_back(); while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80);
        if (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0xC0) cut.pop_back();
        if (ImGui::CalcTextSize((cut + ellipsis).c_str()).x <= room) break;
    }
    return cut + ellipsis;
}

// The fixed header (spec.fixed_header): one line whose parts are placed by the width alone. The scale sits at the
// right when it leaves the title room for a few characters, otherwise on a line of its own in every heatmap this
// wide; the title and shape are shortened to the room left.
void draw_fixed_header(const HeatmapSpec& spec, ImFont* mono, HeatmapHit* hit) {
    const float start_x = ImGui::GetCursorScreenPos().x;
    const float bar_width = std::clamp(spec.width * 0.22f, 50.0f, 110.0f);
    ImGui::PushFont(mono);
    const float shape_width = ImGui::CalcTextSize(spec.shape.c_str()).x;
    const float limit_width = ImGui::CalcTextSize(("+" + format_scale_limit(spec.scale_limit)).c_str()).x;
    const float widest_limit = ImGui::CalcTextSize("+0.000").x;  // the layout's decision: the same for every limit
    ImGui::PopFont();
    const float scale_width = bar_width + 2.0f * limit_width + 8.0f;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float room_beside = spec.width - (bar_width + 2.0f * widest_limit + 8.0f) - gap;
    const bool scale_beside = room_beside >= ImGui::CalcTextSize("mmmmmm").x;
    const float room = scale_beside ? room_beside : spec.width;
    const bool with_shape = room - shape_width - gap >= ImGui::CalcTextSize("mmmm").x;
    const std::string title = fit_text(spec.title, with_shape ? room - shape_width - gap : room);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(title.c_str());
    hit->title_min = ImGui::GetItemRectMin();
    hit->title_max = ImGui::GetItemRectMax();
    if (ImGui::IsItemHovered() && (title != spec.title || !with_shape)) {
        ImGui::SetTooltip("%s %s", spec.title.c_str(), spec.shape.c_str());
    }
    if (with_shape) {
        ImGui::SameLine(0.0f, gap);
        ImGui::PushFont(mono);
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", spec.shape.c_str());
        ImGui::PopFont();
    }
    if (!spec.diverging_scale) {
        if (!scale_beside) ImGui::Dummy(ImVec2(1.0f, ImGui::GetFrameHeight()));  // the scale's line, kept
        return;
    }
    if (scale_beside) ImGui::SameLine(0.0f, 0.0f);
    ImGui::SetCursorScreenPos(ImVec2(start_x + spec.width - (scale_beside ? scale_width : spec.width),
                                     ImGui::GetCursorScreenPos().y));
    hit->scale_min = ImGui::GetCursorScreenPos();
    color_scale_bar(spec.scale_limit, bar_width, mono);
    hit->scale_max = ImGui::GetItemRectMax();
}

HeatmapGeometry measure(const HeatmapSpec& spec, HeatmapView* view, ImFont* mono) {
    HeatmapGeometry at;
    ImGui::PushFont(mono);
    at.tick_font_size = ImGui::GetFontSize();
    at.digit_width = ImGui::CalcTextSize("0").x;
    ImGui::PopFont();
    // One gutter width for every heatmap (room for "1023"), so x and the weights keep their columns i lined up.
    const float gutter = at.digit_width * 4.0f + 8.0f;
    at.image_width = std::max(24.0f, spec.width - gutter);
    clamp_view(view, spec.cols);
    at.visible_columns = float(spec.cols) / view->zoom;
    at.cell_width = at.image_width / at.visible_columns;
    at.row_height = std::clamp(at.image_width / float(spec.cols), spec.min_row_height, spec.max_row_height);
    if (at.row_height * float(spec.rows) > spec.max_height) at.row_height = spec.max_height / float(spec.rows);
    at.image_height = std::max(1.0f, at.row_height * float(spec.rows));
    at.origin = ImGui::GetCursorScreenPos();
    at.image_min = ImVec2(at.origin.x + gutter, at.origin.y + 2.0f);
    at.image_max = ImVec2(at.image_min.x + at.image_width, at.image_min.y + at.image_height);
    return at;
}

// The pointer on the cells: hover, drag to pan, a click that pins, Ctrl+wheel to zoom about the pointer.
void pointer_input(const HeatmapSpec& spec, const HeatmapGeometry& at, bool hovered, bool active, bool picking,
                   HeatmapView* view, HeatmapHit* hit) {
    ImGuiIO& io = ImGui::GetIO();
    if (!hit->keyboard && (hovered || active)) {
        const float column = view->first_column + (io.MousePos.x - at.image_min.x) / at.cell_width;
        const float row = (io.MousePos.y - at.image_min.y) / at.row_height;
        hit->col = std::clamp(int(std::floor(column)), 0, spec.cols - 1);
        hit->row = std::clamp(int(std::floor(row)), 0, spec.rows - 1);
        hit->hovered = hovered;
    }
    if (active && !picking && view->zoom > 1.0f && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        view->first_column -= io.MouseDelta.x / at.cell_width;  // drag the picture with the pointer
        clamp_view(view, spec.cols);
    }
    // A click pins the cell it pressed on: a quick release can arrive in the same frame as a move elsewhere.
    if (ImGui::IsItemDeactivated() && io.MouseReleased[0] &&
        io.MouseDragMaxDistanceSqr[0] < io.MouseDragThreshold * io.MouseDragThreshold) {
        const ImVec2 pressed_at = io.MouseClickedPos[0];
        const float column = view->first_column + (pressed_at.x - at.image_min.x) / at.cell_width;
        const float row = (pressed_at.y - at.image_min.y) / at.row_height;
        if (column >= 0.0f && row >= 0.0f && column < float(spec.cols) && row < float(spec.rows)) {
            hit->clicked = true;
            hit->col = int(column);
            hit->row = int(row);
        }
    }
    if (hovered && io.KeyCtrl && io.MouseWheel != 0.0f) {
        ImGui::SetItemUsingMouseWheel();  // the panel must not scroll while zooming
        const float anchor = view->first_column + (io.MousePos.x - at.image_min.x) / at.cell_width;
        view->zoom *= std::pow(1.25f, io.MouseWheel);
        clamp_view(view, spec.cols);
        const float new_cell_width = at.image_width / (float(spec.cols) / view->zoom);
        view->first_column = anchor - (io.MousePos.x - at.image_min.x) / new_cell_width;
        clamp_view(view, spec.cols);
    } else if (hovered && view->zoom > 1.0f && io.MouseWheelH != 0.0f) {
        view->first_column -= io.MouseWheelH * at.visible_columns * 0.1f;
        clamp_view(view, spec.cols);
    }
}

// Interaction: one invisible button over the cells, for the pointer and for the keyboard.
void cells_input(const HeatmapSpec& spec, const HeatmapGeometry& at, HeatmapView* view, HeatmapHit* hit) {
    ImGui::SetCursorScreenPos(at.image_min);
    const bool pressed = ImGui::InvisibleButton("cells", ImVec2(at.image_width, at.image_height));
    hit->cells_min = at.image_min;
    hit->cells_max = at.image_max;
    hit->item_id = ImGui::GetItemID();
    describe_last_item("heatmap " + spec.title + ", shape " + spec.shape + ". Space chooses a cell");
    const KeyboardCell keyboard = keyboard_cell(spec, pressed, view, at.visible_columns);
    const bool hovered = ImGui::IsItemHovered();
    const bool active = ImGui::IsItemActive();
    if (spec.menu_label && hovered && ImGui::IsMouseReleased(ImGuiMouseButton_Right)) hit->menu_requested = true;
    if (keyboard.focused) {
        hit->hovered = true;
        hit->keyboard = true;
        hit->picking = keyboard.picking;
        hit->unpin = keyboard.unpin;
        hit->row = keyboard.row;
        hit->col = keyboard.col;
    }
    pointer_input(spec, at, hovered, active, keyboard.picking, view, hit);
}

// The picture (only the visible columns of the texture), its border, and the outlines of the printed cells and of
// the highlighted cell or row, clipped to the picture.
void draw_picture(const HeatmapSpec& spec, const HeatmapGeometry& at, const HeatmapView& view, HeatmapHit* hit) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float u0 = view.first_column / float(spec.cols);
    const float u1 = (view.first_column + at.visible_columns) / float(spec.cols);
    if (spec.texture) draw->AddImage(spec.texture, at.image_min, at.image_max, ImVec2(u0, 0.0f), ImVec2(u1, 1.0f));
    draw->AddRect(ImVec2(at.image_min.x - 1, at.image_min.y - 1), ImVec2(at.image_max.x + 1, at.image_max.y + 1),
                  ImGui::GetColorU32(ImGuiCol_Border));

    if (hit->row >= 0 && hit->col >= 0) hit->cell_max = at.cell_min(view, hit->row + 1, float(hit->col + 1));
    draw->PushClipRect(ImVec2(at.image_min.x - 3, at.image_min.y - 3), ImVec2(at.image_max.x + 3, at.image_max.y + 3),
                       true);
    const ImU32 printed_colour = ImGui::GetColorU32(ImGuiCol_Text);
    const ImU32 page_colour = ImGui::GetColorU32(ImGuiCol_WindowBg);
    for (const CellSpan& span : spec.printed) {
        if (span.row >= spec.rows || span.first_col >= spec.cols) continue;
        const int last = std::min(span.last_col, spec.cols - 1);
        const ImVec2 a = at.cell_min(view, span.row, float(span.first_col));
        const ImVec2 b = at.cell_min(view, span.row + 1, float(last + 1));
        // Two tones (text colour outside, page colour inside) so it shows on pale and deep cells in both themes.
        draw->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), printed_colour, 0, 0, 2.0f);
        draw->AddRect(ImVec2(a.x + 0.5f, a.y + 0.5f), ImVec2(b.x - 0.5f, b.y - 0.5f), page_colour, 0, 0, 1.0f);
    }
    if (spec.highlight_row >= 0 && spec.highlight_row < spec.rows) {
        if (spec.highlight_col >= 0 && spec.highlight_col < spec.cols) {
            strong_outline(draw, at.cell_min(view, spec.highlight_row, float(spec.highlight_col)),
                           at.cell_min(view, spec.highlight_row + 1, float(spec.highlight_col + 1)));
        } else {
            strong_outline(draw, ImVec2(at.image_min.x, at.image_min.y + float(spec.highlight_row) * at.row_height),
                           ImVec2(at.image_max.x, at.image_min.y + float(spec.highlight_row + 1) * at.row_height));
        }
    }
    draw->PopClipRect();
}

// Row numbers in the gutter, as often as they fit, and column numbers under the picture, spaced so they never
// touch; returns the y under the column numbers.
float draw_ticks(const HeatmapSpec& spec, const HeatmapGeometry& at, const HeatmapView& view, ImFont* mono) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImU32 tick_colour = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    const int row_step = nice_step(at.tick_font_size * 1.05f / at.row_height);
    for (int row = 0; row < spec.rows; row += row_step) {
        char label[16];
        std::snprintf(label, sizeof(label), "%d", row);
        const float y = at.image_min.y + (float(row) + 0.5f) * at.row_height - at.tick_font_size * 0.5f;
        if (y + at.tick_font_size > at.image_max.y + at.tick_font_size * 0.5f) break;
        const float width = at.digit_width * float(std::strlen(label));
        draw->AddText(mono, at.tick_font_size, ImVec2(at.image_min.x - 6.0f - width, y), tick_colour, label);
    }
    const float tick_y = at.image_max.y + 3.0f;
    const int column_step = nice_step((at.digit_width * 5.0f) / at.cell_width);
    const int first_tick = int(std::ceil(view.first_column / float(column_step))) * column_step;
    for (int col = first_tick; float(col) < view.first_column + at.visible_columns; col += column_step) {
        char label[16];
        std::snprintf(label, sizeof(label), "%d", col);
        const float width = at.digit_width * float(std::strlen(label));
        float x = at.cell_min(view, 0, float(col) + 0.5f).x - width * 0.5f;
        x = std::clamp(x, at.image_min.x - 2.0f, at.image_max.x - width);
        draw->AddText(mono, at.tick_font_size, ImVec2(x, tick_y), tick_colour, label);
    }
    return tick_y + at.tick_font_size;
}

// Axis names (rows down the side, columns along the bottom) and the menu button; returns the lowest y taken. Under
// a narrow picture (heatmaps side by side) the arrows alone say which is which, so the names stay under it.
float draw_axis_names(const HeatmapSpec& spec, const HeatmapGeometry& at, float ticks_bottom, HeatmapHit* hit) {
    const float caption_y = ticks_bottom + 1.0f;
    char caption[96];
    std::snprintf(caption, sizeof(caption), "\xE2\x86\x93 rows: %s    \xE2\x86\x92 columns: %s", spec.row_axis,
                  spec.col_axis);
    if (ImGui::CalcTextSize(caption).x > at.image_width) {
        std::snprintf(caption, sizeof(caption), "\xE2\x86\x93 %s   \xE2\x86\x92 %s", spec.row_axis, spec.col_axis);
    }
    ImGui::GetWindowDrawList()->AddText(ImVec2(at.image_min.x, caption_y), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                                        caption);
    return spec.menu_label ? menu_button(spec, caption, ImVec2(at.image_min.x, caption_y), at.origin.x, hit)
                           : caption_y + ImGui::GetTextLineHeight();
}

}  // namespace

// In phases, as ImPlot does: header, layout, input, picture, ticks and axis names.
HeatmapHit draw_heatmap(const HeatmapSpec& spec, HeatmapView* view, const ImFont* mono_font) {
    HeatmapHit hit;
    ImGui::PushID(spec.id);
    ImFont* mono = const_cast<ImFont*>(mono_font);
    if (spec.fixed_header) draw_fixed_header(spec, mono, &hit);
    else draw_header(spec, mono, &hit);
    const HeatmapGeometry at = measure(spec, view, mono);
    cells_input(spec, at, view, &hit);
    draw_picture(spec, at, *view, &hit);
    const float bottom = draw_axis_names(spec, at, draw_ticks(spec, at, *view, mono), &hit);
    ImGui::SetCursorScreenPos(at.origin);
    ImGui::Dummy(ImVec2(spec.width, bottom - at.origin.y + 2.0f));
    ImGui::PopID();
    return hit;
}

}  // namespace qkv::ui
