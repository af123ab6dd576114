// playground.cpp — page layout: a header, a side panel (settings, shapes, the selected cell) and a main panel
// (output, then the projections as heatmaps). Wide main panels put each weight matrix beside the projection it
// makes; narrow ones (a 720-pixel iframe) stack everything in one scrolling column. Below the width of a phone
// the side panel folds into the main column: the settings become a bar at the top that opens on a tap.
#include "playground.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include <imgui.h>

#include "help_marker.hpp"
#include "keyboard_hint.hpp"
#include "tab_order.hpp"

namespace qkv::ui {

namespace {

constexpr float kTwoColumnMinWidth = 640.0f;  // below this the heatmaps stack in one column
constexpr float kSidePanelMinWidth = 600.0f;  // below this (a phone) there is no side panel

struct Role {
    MatrixId weight, output;
};
constexpr Role kRoles[] = {
    {MatrixId::W_q, MatrixId::q},
    {MatrixId::W_k, MatrixId::k},
    {MatrixId::W_v, MatrixId::v},
};

bool is_projection(MatrixId id) { return id == MatrixId::q || id == MatrixId::k || id == MatrixId::v; }

MatrixId weight_of(MatrixId projection) {
    for (const Role& role : kRoles) {
        if (role.output == projection) return role.weight;
    }
    return MatrixId::x;
}

constexpr const char* kTryItLink = "Try it Yourself \xE2\x86\x93";

// The lesson's interactive part sits below the heatmaps: a link to it, on the first screen.
void draw_try_it_link(PlaygroundUi* ui, WidgetRects* rects) {
    if (ImGui::Button(kTryItLink)) ui->scroll_to_code = true;
    remember_last_item(rects, "try_it_link");
    describe_last_item("Try it Yourself: go to the code");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Go to the code you can edit and run");
}

float try_it_link_width() {
    return ImGui::CalcTextSize(kTryItLink).x + ImGui::GetStyle().FramePadding.x * 2.0f + ImGui::GetStyle().ItemSpacing.x;
}

// The page lays its own buttons over this slot, centred on it. As tall as the row's other controls, so that the
// slot's arrival (once the page has measured its buttons) never changes the height of the layout; taller only
// where the page wraps them onto two rows (a phone, where the slot has a row of its own).
void reserve_page_tools(PlaygroundUi* ui, WidgetRects* rects) {
    ImGui::Dummy(ImVec2(ui->page_tools_width, std::max(ImGui::GetFrameHeight(), ui->page_tools_height)));
    remember_last_item(rects, "page_tools");
    ui->page_tools = overlay_slot_of_last_item();
}

struct HeaderDrawn {
    bool link_to_code = false;
    bool page_tools = false;
};

// The header keeps room for the link to the code first, then the page's buttons, then the subtitle. A lesson
// file has its own title in its panel: the header then names the playground and has no subtitle.
HeaderDrawn draw_header(const Fonts& fonts, PlaygroundUi* ui, bool link_to_code, bool lesson_file,
                        WidgetRects* rects) {
    ImGui::PushFont(fonts.heading);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(lesson_file ? "qkv-playground" : "Queries, Keys and Values");
    ImGui::PopFont();
    const float switch_width = ImGui::CalcTextSize("Light").x + ImGui::CalcTextSize("Dark").x +
                               ImGui::GetFrameHeight() * 2.0f + ImGui::GetStyle().ItemSpacing.x * 4.0f;
    const float link_width = link_to_code ? try_it_link_width() : 0.0f;
    const float subtitle_width = ImGui::CalcTextSize("one token in, three weight matrices, three vectors out").x;
    ImGui::SameLine();
    // A phone's header has room for the title and the theme only: the link and the buttons go under the settings.
    HeaderDrawn drawn;
    drawn.link_to_code = link_to_code && ImGui::GetContentRegionAvail().x > link_width + switch_width + 10.0f;
    if (drawn.link_to_code) {
        draw_try_it_link(ui, rects);
        ImGui::SameLine();
    }
    const float tools_width = ui->page_tools_width > 0.0f ? ui->page_tools_width + ImGui::GetStyle().ItemSpacing.x : 0.0f;
    drawn.page_tools = tools_width > 0.0f && ImGui::GetContentRegionAvail().x > tools_width + switch_width + 10.0f;
    if (!lesson_file && ImGui::GetContentRegionAvail().x > subtitle_width + tools_width + switch_width + 30.0f) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("one token in, three weight matrices, three vectors out");
        ImGui::SameLine();
    }
    if (drawn.page_tools) {
        ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(),
                                      ImGui::GetWindowContentRegionMax().x - switch_width - tools_width));
        reserve_page_tools(ui, rects);
        ImGui::SameLine();
    }
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - switch_width));
    int theme = ui->theme == Theme::dark ? 1 : 0;
    ImGui::RadioButton("Light", &theme, 0);
    remember_last_item(rects, "theme_light");
    describe_last_item(theme == 0 ? "Light theme, selected" : "Light theme");
    ImGui::SameLine();
    ImGui::RadioButton("Dark", &theme, 1);
    remember_last_item(rects, "theme_dark");
    describe_last_item(theme == 1 ? "Dark theme, selected" : "Dark theme");
    ui->theme = theme == 1 ? Theme::dark : Theme::light;
    return drawn;
}

// Where the header had no room: the link to the code and the page's buttons on one row at the top of the main
// column, the buttons to the right.
void draw_top_row(PlaygroundUi* ui, bool link_to_code, bool page_tools, WidgetRects* rects) {
    if (link_to_code) draw_try_it_link(ui, rects);
    if (!page_tools) return;
    // Beside the link when they fit (the lesson picker widens them), else on a line of their own.
    if (link_to_code) ImGui::SameLine();
    if (link_to_code && ImGui::GetContentRegionAvail().x < ui->page_tools_width) ImGui::NewLine();
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - ui->page_tools_width));
    reserve_page_tools(ui, rects);
}

// The lesson as a script to run elsewhere: the Example's code with these settings, printing the lines above.
void draw_copy_as_pytorch(PlaygroundUi* ui, WidgetRects* rects) {
    if (ImGui::SmallButton("Copy as PyTorch")) {
        ui->export_request = {ExportKind::pytorch, MatrixId::x};
        ui->pytorch_copied_at = ImGui::GetTime();
    }
    remember_last_item(rects, "copy_pytorch");
    describe_last_item("Copy as PyTorch: a script that prints these lines with these settings");
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("Copy a PyTorch script that prints these lines with these settings (seed, sizes, bias)");
    }
    if (ui->pytorch_copied_at >= 0.0 && ImGui::GetTime() - ui->pytorch_copied_at < 2.0) {
        ImGui::SameLine();
        ImGui::TextDisabled("Copied to the clipboard.");
    }
}

void draw_selected_cell(const PlaygroundModel& model, const PlaygroundUi& ui) {
    const CellRef cell = focused_cell(ui);
    const std::vector<std::string> lines = describe_cell(*model.params, *model.tensors, cell);
    if (lines.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("Hover a cell of q, k or v to see the dot product that made it; click or tap to pin it.");
        ImGui::PopTextWrapPos();
        return;
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled(cell == ui.pinned ? "pinned (click the cell again, or Esc while choosing, to unpin)"
                                          : "under the pointer or the keyboard");
    ImGui::PopTextWrapPos();
    ImGui::PushFont(model.fonts->mono);
    for (const std::string& line : lines) ImGui::TextUnformatted(line.c_str());
    ImGui::PopFont();
}

constexpr const char* kShapesHelp =
    "Shapes as PyTorch prints them with tuple(t.shape). x and q, k, v keep the batch axis of 1 and the time axis T; "
    "the weights have one row per output j and one column per input feature i.";

bool draw_settings(const PlaygroundModel& model, PlaygroundUi* ui, LessonParams* edited, WidgetRects* rects) {
    ImGui::BeginDisabled(ui->view.readonly);  // read-only: the author's preset is shown, not editable
    const bool changed = controls_panel(*model.requested, *model.fonts, edited, &ui->controls, rects);
    ImGui::EndDisabled();
    return changed;
}

void draw_side_panel(const PlaygroundModel& model, PlaygroundUi* ui, LessonParams* edited, bool* changed,
                     WidgetRects* rects) {
    if (ui->view.shows(Panel::settings)) {
        section_banner(*model.fonts, "Settings");
        *changed = draw_settings(model, ui, edited, rects);
    }
    if (ui->view.shows(Panel::shapes)) {
        section_banner(*model.fonts, "Shapes", kShapesHelp);
        shapes_table(*model.params, *model.fonts);
    }
    if (ui->view.shows(Panel::cell)) {
        section_banner(*model.fonts, "Selected cell");
        draw_selected_cell(model, *ui);
    }
}

// "Settings: seed 1337 · T 8 · C 32 · 4 heads" — what a folded settings bar still tells, in a phone's width.
std::string settings_summary(const LessonParams& params) {
    return "Settings: seed " + params.seed.to_string() + " \xC2\xB7 T " + std::to_string(params.tokens) +
           " \xC2\xB7 C " + std::to_string(params.n_embd) + " \xC2\xB7 " + std::to_string(params.n_head) +
           (params.n_head == 1 ? " head" : " heads") + (params.bias ? " \xC2\xB7 bias" : "");
}

// A phone's column: the settings and the shapes fold into bars at the top (closed at first, so the heatmaps are
// on the first screen).
void draw_folded_settings(const PlaygroundModel& model, PlaygroundUi* ui, LessonParams* edited, bool* changed,
                          WidgetRects* rects) {
    if (ui->view.shows(Panel::settings)) {
        const std::string label = settings_summary(*model.requested) + "###settings_bar";
        const bool open = ImGui::CollapsingHeader(label.c_str());
        remember_last_item(rects, "settings_bar");
        describe_last_item(settings_summary(*model.requested) + (open ? ", open" : ", folded: open to change them"));
        if (open) *changed = draw_settings(model, ui, edited, rects);
    }
    if (ui->view.shows(Panel::shapes) && ImGui::CollapsingHeader("Shapes")) {
        ImGui::SameLine();
        help_marker(kShapesHelp);
        shapes_table(*model.params, *model.fonts);
    }
}

// Under the heatmaps on a phone: what the tapped (pinned) cell is made of.
void draw_folded_cell(const PlaygroundModel& model, const PlaygroundUi& ui) {
    if (!ui.view.shows(Panel::cell)) return;
    if (ImGui::CollapsingHeader("Selected cell", ImGuiTreeNodeFlags_DefaultOpen)) draw_selected_cell(model, ui);
}

bool shows_side_panel(const ViewOptions& view) {
    return view.shows(Panel::settings) || view.shows(Panel::shapes) || view.shows(Panel::cell);
}

bool shows_heatmap(const ViewOptions& view, MatrixId id) {
    if (id == MatrixId::x) return view.shows(Panel::x);
    return view.shows(is_projection(id) ? Panel::projections : Panel::weights);
}

struct HeatmapPlacement {
    MatrixId id;
    float width;
    float max_height;
    float min_row_height;
};

constexpr const char* kSaveMenuLabel = "Save\xE2\x80\xA6";

// A heatmap's "Save…" menu (its button, or a right-click on its cells): the choice becomes ui->export_request.
void draw_save_menu(MatrixId id, bool open, PlaygroundUi* ui, WidgetRects* rects) {
    const std::string popup = std::string("save_menu_") + matrix_name(id);
    if (open) ImGui::OpenPopup(popup.c_str());
    if (!ImGui::BeginPopup(popup.c_str())) return;
    const std::pair<const char*, ExportKind> items[] = {
        {"PNG image of this heatmap", ExportKind::heatmap_png},
        {"CSV of its numbers", ExportKind::heatmap_csv},
        {"PNG image of the whole playground", ExportKind::playground_png},
        {"Copy as PyTorch", ExportKind::pytorch},
    };
    for (const auto& [label, kind] : items) {
        // Space takes an item (ImGui's activation), and so does Enter, as in the menus of other programs.
        const bool chosen = ImGui::MenuItem(label) ||
                            (ImGui::IsItemFocused() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false));
        remember_last_item(rects, std::string("save_menu:") + export_kind_name(kind));
        describe_last_item(std::string(label) + ", menu item");
        if (!chosen) continue;
        ui->export_request = {kind, id};
        if (kind == ExportKind::pytorch) ui->pytorch_copied_at = ImGui::GetTime();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

// What one heatmap shows: its matrix, labels and texture, the printed cells, the highlights the focused cell casts,
// and where the keyboard's cell starts.
HeatmapSpec heatmap_spec(const PlaygroundModel& model, const PlaygroundUi& ui, const HeatmapPlacement& place,
                         const CellRef& focus) {
    const LessonParams& params = *model.params;
    const MatrixRef matrix = matrix_of(*model.tensors, place.id);
    HeatmapLabels labels = heatmap_labels(place.id, params);
    HeatmapSpec spec;
    spec.id = matrix_name(place.id);
    spec.rows = matrix.rows;
    spec.cols = matrix.cols;
    spec.texture = model.textures[int(place.id)];
    spec.scale_limit = model.scale_limits[int(place.id)];
    spec.width = place.width;
    spec.max_height = place.max_height;
    spec.min_row_height = place.min_row_height;
    spec.title = std::move(labels.title);
    spec.shape = std::move(labels.shape);
    spec.row_axis = labels.row_axis;
    spec.col_axis = labels.col_axis;
    spec.menu_label = kSaveMenuLabel;
    spec.menu_description = "Save " + spec.title + " as a PNG image or CSV numbers, or copy the lesson as PyTorch";
    if (is_projection(place.id)) spec.printed.push_back({0, 0, 3});  // print(q[0, 0, :4])
    // Highlights: a hovered q[t, j] lights up row t of x and row j of W_q; any other cell lights up itself.
    if (focus.valid()) {
        if (focus.matrix == place.id) {
            spec.highlight_row = focus.row;
            spec.highlight_col = focus.col;
        } else if (is_projection(focus.matrix) && place.id == MatrixId::x) {
            spec.highlight_row = focus.row;
        } else if (is_projection(focus.matrix) && place.id == weight_of(focus.matrix)) {
            spec.highlight_row = focus.col;
        }
    }
    // The keyboard's cell starts at the pinned cell, else where the keyboard last was in this matrix.
    const CellRef cursor = ui.pinned.valid() && ui.pinned.matrix == place.id ? ui.pinned
                           : ui.keyboard_cell.valid() && ui.keyboard_cell.matrix == place.id ? ui.keyboard_cell
                                                                                               : CellRef{place.id, 0, 0};
    spec.cursor_row = cursor.row;
    spec.cursor_col = cursor.col;
    return spec;
}

// The hovered (or keyboard) cell's tooltip: the dot product behind it, and what a click or Space does.
void cell_tooltip(const PlaygroundModel& model, PlaygroundUi* ui, MatrixId id, const HeatmapHit& hit) {
    const std::vector<std::string> lines = describe_cell(*model.params, *model.tensors, ui->hovered);
    // A keyboard's tooltip goes beside its cell, towards the middle of the canvas and kept inside it (sized as last
    // frame); the pointer's follows the pointer.
    if (hit.keyboard) {
        const ImGuiViewport* viewport = ImGui::GetMainViewport();
        const ImVec2 size = ui->keyboard_tooltip_size, centre = viewport->GetCenter();
        const ImVec2 low = viewport->WorkPos;
        const ImVec2 high(low.x + viewport->WorkSize.x - size.x, low.y + viewport->WorkSize.y - size.y);
        const float x = hit.cell_max.x > centre.x ? hit.cell_max.x - 24.0f - size.x : hit.cell_max.x + 6.0f;
        const float y = hit.cell_max.y > centre.y ? hit.cell_max.y - 24.0f - size.y : hit.cell_max.y + 4.0f;
        ImGui::SetNextWindowPos(ImVec2(std::clamp(x, low.x, std::max(low.x, high.x)),
                                       std::clamp(y, low.y, std::max(low.y, high.y))));
    }
    ImGui::BeginTooltip();
    ImGui::PushFont(model.fonts->mono);
    for (const std::string& line : lines) ImGui::TextUnformatted(line.c_str());
    ImGui::PopFont();
    if (hit.keyboard && !hit.picking) {
        ImGui::TextDisabled("Space: choose a cell with the arrow keys");
    } else if (!hit.keyboard && is_projection(id)) {
        ImGui::TextDisabled("click to pin");
    }
    if (hit.keyboard) ui->keyboard_tooltip_size = ImGui::GetWindowSize();
    ImGui::EndTooltip();
}

// Draws one heatmap and folds its hover/click into the UI state.
void place_heatmap(const PlaygroundModel& model, PlaygroundUi* ui, const HeatmapPlacement& place,
                   const CellRef& focus, WidgetRects* rects) {
    const HeatmapSpec spec = heatmap_spec(model, *ui, place, focus);
    HeatmapView* view = is_projection(place.id) ? &ui->head_view : &ui->feature_view;
    if (!shows_heatmap(ui->view, place.id)) return;  // hidden by the author
    if (place.id == MatrixId::v && ui->scroll_to_value) {
        ImGui::SetScrollHereY(0.3f);  // the exercise points here
        ui->scroll_to_value = false;
    }
    const HeatmapHit hit = draw_heatmap(spec, view, model.fonts->mono);
    remember_rect(rects, std::string("save_menu:") + matrix_name(place.id), hit.menu_min.x, hit.menu_min.y,
                  hit.menu_max.x, hit.menu_max.y, hit.menu_item_id);
    remember_rect(rects, std::string("heatmap_title:") + matrix_name(place.id), hit.title_min.x, hit.title_min.y,
                  hit.title_max.x, hit.title_max.y);
    remember_rect(rects, std::string("heatmap_scale:") + matrix_name(place.id), hit.scale_min.x, hit.scale_min.y,
                  hit.scale_max.x, hit.scale_max.y);
    draw_save_menu(place.id, hit.menu_requested, ui, rects);
    // The cells only (no title, ticks or gutter): cell (r, c) is at a fraction (c + 0.5) / cols of the width.
    remember_rect(rects, std::string("heatmap:") + matrix_name(place.id), hit.cells_min.x, hit.cells_min.y,
                  hit.cells_max.x, hit.cells_max.y, hit.item_id);
    if (hit.keyboard) {
        const CellRef cell{place.id, hit.row, hit.col};
        ui->keyboard_cell = cell;
        if (hit.picking) ui->pinned = cell;  // the pin follows the arrow keys
        ui->keyboard_picking = ui->keyboard_picking || hit.picking;
        if (hit.unpin && ui->pinned.matrix == place.id) ui->pinned = {};
    }
    if (hit.hovered) {
        ui->hovered = {place.id, hit.row, hit.col};
        cell_tooltip(model, ui, place.id, hit);
    }
    if (hit.clicked) {
        const CellRef clicked{place.id, hit.row, hit.col};
        ui->pinned = ui->pinned == clicked ? CellRef{} : clicked;
    }
}

void draw_projections(const PlaygroundModel& model, PlaygroundUi* ui, WidgetRects* rects) {
    const LessonParams& params = *model.params;
    // Scale switch and zoom.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Colour scale:");
    ImGui::SameLine();
    int shared = ui->shared_scale ? 1 : 0;
    ImGui::RadioButton("per matrix", &shared, 0);
    remember_last_item(rects, "scale_per_matrix");
    describe_last_item(shared == 0 ? "colour scale per matrix, selected" : "colour scale per matrix");
    ImGui::SameLine();
    ImGui::RadioButton("shared", &shared, 1);
    remember_last_item(rects, "scale_shared");
    describe_last_item(shared == 1 ? "shared colour scale, selected" : "shared colour scale");
    ui->shared_scale = shared == 1;
    help_marker("Blue is negative, red is positive, the palest colour is 0. Per matrix: each heatmap stretches its "
                "colours to its own largest |value|, so the small weights (about 1/sqrt(n_embd)) show their "
                "pattern. Shared: one scale for all, so sizes compare across matrices.");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Zoom features i:");
    ImGui::SameLine();
    zoom_buttons("feature_zoom", "features i", &ui->feature_view, params.n_embd);
    // The second zoom group wraps onto its own line when the panel is narrow.
    const float group_width = ImGui::CalcTextSize("outputs j: Fit 16x").x + ImGui::GetFrameHeight() * 2.0f +
                              ImGui::GetStyle().FramePadding.x * 2.0f + ImGui::GetStyle().ItemSpacing.x * 5.0f;
    ImGui::SameLine(0, 16);
    if (ImGui::GetContentRegionAvail().x < group_width) ImGui::NewLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("outputs j:");
    ImGui::SameLine();
    zoom_buttons("head_zoom", "outputs j", &ui->head_view, params.head_size());

    const CellRef focus = focused_cell(*ui);
    ui->hovered = {};
    const float width = ImGui::GetContentRegionAvail().x;
    // A third of the window; in a frame sized to the content, at most 320 px, so that the content's height stops
    // following the frame's (which follows the content's).
    const float third = std::max(140.0f, ImGui::GetMainViewport()->WorkSize.y * 0.32f);
    const float tall = ui->view.fit_height ? std::min(third, 320.0f) : third;
    if (width >= kTwoColumnMinWidth) {
        // Weights on the left, lined up under x (same columns i); each projection beside its weights.
        if (ImGui::BeginTable("maps", 2, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_PadOuterX)) {
            ImGui::TableSetupColumn("weights", ImGuiTableColumnFlags_WidthStretch, 0.62f);
            ImGui::TableSetupColumn("projections", ImGuiTableColumnFlags_WidthStretch, 0.38f);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            place_heatmap(model, ui, {MatrixId::x, ImGui::GetContentRegionAvail().x, tall, 16.0f}, focus, rects);
            ImGui::TableNextColumn();
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextDisabled("Each projection multiplies every token row of x with the rows of its weight "
                                "matrix: q[0, t, j] = x[0, t, :] \xC2\xB7 W_q[j, :]. Hover a cell of q, k or v.");
            ImGui::PopTextWrapPos();
            for (const Role& role : kRoles) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                place_heatmap(model, ui, {role.weight, ImGui::GetContentRegionAvail().x, tall, 4.0f}, focus, rects);
                ImGui::TableNextColumn();
                place_heatmap(model, ui, {role.output, ImGui::GetContentRegionAvail().x, tall, 16.0f}, focus, rects);
            }
            ImGui::EndTable();
        }
    } else {
        place_heatmap(model, ui, {MatrixId::x, width, tall, 16.0f}, focus, rects);
        for (const Role& role : kRoles) {
            ImGui::Spacing();
            place_heatmap(model, ui, {role.weight, width, tall, 4.0f}, focus, rects);
            place_heatmap(model, ui, {role.output, width, tall, 16.0f}, focus, rects);
        }
    }
}

// A lesson file's #@show tensors side by side, at the top of the main column as today's lesson's heatmaps are. A
// chosen cell goes to the inspector under the code: its tensor, the first slice, the cell pinned.
void draw_lesson_gallery(const PlaygroundModel& model, PlaygroundUi* ui, WidgetRects* rects) {
    if (!model.gallery.tiles) return;
    const bool open = ImGui::CollapsingHeader("Heatmaps", ImGuiTreeNodeFlags_DefaultOpen);
    remember_last_item(rects, "gallery_header");
    describe_last_item(open ? "Heatmaps of the lesson's tensors, open" : "Heatmaps of the lesson's tensors, folded");
    if (!open || !draw_tensor_gallery(model.gallery, &ui->gallery, ImGui::GetContentRegionAvail().x, rects)) return;
    InspectorUi& inspector = ui->inspector;
    if (inspector.selected != ui->gallery.chosen.tensor) inspector.view = {};
    inspector.selected = ui->gallery.chosen.tensor;
    inspector.leading.clear();
    inspector.pinned = ui->gallery.chosen.cell;
}

// The lesson's "Try it Yourself" and its exercise, after the heatmaps they drive.
void draw_try_it_yourself(const PlaygroundModel& model, PlaygroundUi* ui, CodePanelActions* code_actions,
                          WidgetRects* rects) {
    if (ui->scroll_to_code) ImGui::SetNextItemOpen(true);
    const bool open = ImGui::CollapsingHeader("Try it Yourself", ImGuiTreeNodeFlags_DefaultOpen);
    if (ui->scroll_to_code) {
        ImGui::SetScrollHereY(0.0f);
        ui->scroll_to_code = false;
    }
    if (open) {
        remember_last_item(rects, "code_header");
        CodePanelModel code = model.code;
        code.readonly = ui->view.readonly;
        draw_code_panel(code, *model.fonts, &ui->code_panel, code_actions, rects);
    }
    if (model.inspector.entries && ImGui::CollapsingHeader("Tensors in your code", ImGuiTreeNodeFlags_DefaultOpen)) {
        remember_last_item(rects, "inspector_header");
        draw_tensor_inspector(model.inspector, &ui->inspector, ImGui::GetContentRegionAvail().x, rects);
    }
    if (!model.lesson && ImGui::CollapsingHeader("Exercise", ImGuiTreeNodeFlags_DefaultOpen)) {
        ExerciseActions exercise;
        if (draw_exercise(&ui->exercise, &exercise, rects) && exercise.show_in_heatmaps) {
            ui->pinned = {MatrixId::v, 0, 0};  // lights up v[0, 0, 0], row 0 of x and row 0 of W_v
            ui->scroll_to_value = true;
        }
    }
}

// Today's lesson: what its Example prints and the heatmaps of its projections (a lesson file has neither: its
// output is the code panel's and its tensors are the inspector's).
void draw_output_and_projections(const PlaygroundModel& model, PlaygroundUi* ui, WidgetRects* rects) {
    const ViewOptions& view = ui->view;
    const bool one_column = ImGui::GetMainViewport()->WorkSize.x < kSidePanelMinWidth;
    if (view.shows(Panel::output) && ImGui::CollapsingHeader("Output of print()", ImGuiTreeNodeFlags_DefaultOpen)) {
        if (*model.requested != *model.params) {
            // A large recompute waits for the drag to rest; say so instead of showing stale numbers silently.
            ImGui::TextDisabled("computing for n_embd = %d, tokens = %d …", model.requested->n_embd,
                                model.requested->tokens);
        }
        output_console(*model.output_lines, *model.fonts);
        remember_last_item(rects, "output");
        draw_copy_as_pytorch(ui, rects);
    }
    const bool any_heatmap = view.shows(Panel::x) || view.shows(Panel::weights) || view.shows(Panel::projections);
    const char* projections_title = "Projections: x \xE2\x86\x92 q, k, v";
    if (any_heatmap && ImGui::CollapsingHeader(projections_title, ImGuiTreeNodeFlags_DefaultOpen)) {
        draw_projections(model, ui, rects);
    } else {
        ui->hovered = {};
    }
    if (one_column) draw_folded_cell(model, *ui);
}

}  // namespace

const char* export_kind_name(ExportKind kind) {
    switch (kind) {
        case ExportKind::heatmap_png: return "png";
        case ExportKind::heatmap_csv: return "csv";
        case ExportKind::playground_png: return "playground";
        case ExportKind::pytorch: return "pytorch";
        case ExportKind::none: break;
    }
    return "";
}

CellRef focused_cell(const PlaygroundUi& ui) { return ui.hovered.valid() ? ui.hovered : ui.pinned; }

bool draw_playground(const PlaygroundModel& model, PlaygroundUi* ui, LessonParams* edited, WidgetRects* rects,
                     CodePanelActions* code_actions) {
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const ViewOptions& view = ui->view;
    ImGui::SetNextWindowPos(viewport->WorkPos);
    ImGui::SetNextWindowSize(viewport->WorkSize);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    // No background: the frame's clear is already this colour (sdl_gl.cpp), and a second blend of every pixel of
    // the canvas cost the software renderer of a GPU-less browser about 15 ms a frame, 40 ms on the first.
    ImGui::Begin("qkv-playground", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground);
    ImGui::PopStyleVar();
    const bool link_to_code = code_actions && view.shows(Panel::code);
    ui->page_tools = {};
    const HeaderDrawn header = view.shows(Panel::header)
                                   ? draw_header(*model.fonts, ui, link_to_code, model.lesson != nullptr, rects)
                                   : HeaderDrawn{};

    // A pinned cell must still exist after the settings shrink the matrices.
    if (ui->pinned.valid()) {
        const MatrixRef pinned = matrix_of(*model.tensors, ui->pinned.matrix);
        if (ui->pinned.row >= pinned.rows || ui->pinned.col >= pinned.cols) ui->pinned = {};
    }

    // The keys strip takes its room under the panels while the keyboard is in use (last frame's picking state).
    const bool hint_for_picking = ui->keyboard_picking;
    const float hint_height = keyboard_hint_height(hint_for_picking);
    ui->keyboard_picking = false;  // set again by the heatmap whose cell the arrow keys move
    bool changed = false;
    const float avail = ImGui::GetContentRegionAvail().x;
    const float side_width = std::clamp(avail * 0.3f, 250.0f, 340.0f);
    const float panels_top = ImGui::GetCursorPosY();
    const bool one_column = viewport->WorkSize.x < kSidePanelMinWidth;
    const ImGuiWindowFlags no_scrollbar = view.fit_height ? ImGuiWindowFlags_NoScrollbar : 0;
    float side_height = 0.0f;
    if ((model.lesson || shows_side_panel(view)) && !one_column) {
        // NavFlattened: the panels are not keyboard stops of their own (Tab and the arrows go to their controls).
        ImGui::BeginChild("side", ImVec2(side_width, -hint_height), false, ImGuiWindowFlags_NavFlattened | no_scrollbar);
        if (model.lesson) draw_lesson_panel(*model.lesson, *model.fonts, &ui->lesson_panel, &ui->lesson_edit, rects);
        else draw_side_panel(model, ui, edited, &changed, rects);
        side_height = ImGui::GetCursorPosY();
        ImGui::EndChild();
        ImGui::SameLine();
    }
    ImGui::BeginChild("main", ImVec2(0, -hint_height), false, ImGuiWindowFlags_NavFlattened | no_scrollbar);
    if (one_column && model.lesson) {
        draw_lesson_panel(*model.lesson, *model.fonts, &ui->lesson_panel, &ui->lesson_edit, rects);
    } else if (one_column) {
        draw_folded_settings(model, ui, edited, &changed, rects);
    }
    draw_top_row(ui, link_to_code && !header.link_to_code, ui->page_tools_width > 0.0f && !header.page_tools, rects);
    if (!model.lesson) draw_output_and_projections(model, ui, rects);
    else draw_lesson_gallery(model, ui, rects);
    if (code_actions && view.shows(Panel::code)) draw_try_it_yourself(model, ui, code_actions, rects);
    const float main_height = ImGui::GetCursorPosY();
    if (ui->keyboard_inset > 0.0f) ImGui::Dummy(ImVec2(1.0f, ui->keyboard_inset));
    ImGui::EndChild();
    ui->content_height = panels_top + std::max(side_height, main_height) + ImGui::GetStyle().WindowPadding.y;
    if (hint_height > 0.0f) draw_keyboard_hint(hint_for_picking);
    ImGui::End();
    return changed;
}

}  // namespace qkv::ui
