// view_api.cpp — setView/getView for the page: parses the comma list of panels and the pinned cell with
// the UI's own name tables, so a name is valid here exactly when the UI knows it.
#include "app/api/view_api.hpp"

#include <cmath>
#include <string_view>
#include <vector>

#include "core/json.hpp"
#include "ui/lesson_matrices.hpp"
#include "ui/view_options.hpp"

namespace qkv::app {

namespace {

constexpr ui::MatrixId kAllMatrices[] = {ui::MatrixId::x,   ui::MatrixId::W_q, ui::MatrixId::W_k, ui::MatrixId::W_v,
                                         ui::MatrixId::q,   ui::MatrixId::k,   ui::MatrixId::v,   ui::MatrixId::b_q,
                                         ui::MatrixId::b_k, ui::MatrixId::b_v};

std::vector<std::string_view> split_commas(std::string_view text) {
    std::vector<std::string_view> parts;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view part = text.substr(0, comma);
        if (!part.empty()) parts.push_back(part);
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    return parts;
}

// A small non-negative decimal (a row or column index); nullopt for anything else.
std::optional<int> parse_index(std::string_view text) {
    if (text.empty() || text.size() > 6) return std::nullopt;
    int value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

std::optional<ui::ViewOptions> parse_hidden(const std::string& list, const ui::ViewOptions& current) {
    ui::ViewOptions next = current;
    for (bool& hidden : next.hidden) hidden = false;
    for (const std::string_view name : split_commas(list)) {
        const std::optional<ui::Panel> panel = ui::panel_from_name(name);
        if (!panel) return std::nullopt;
        next.hidden[int(*panel)] = true;
    }
    return next;
}

// "q,1,2" → a cell that exists in the current tensors; "" → no pin.
std::optional<ui::CellRef> parse_pin(const AppState& state, const std::string& text) {
    if (text.empty()) return ui::CellRef{};
    const std::vector<std::string_view> parts = split_commas(text);
    if (parts.size() != 3 || !state.computed) return std::nullopt;
    const std::optional<ui::MatrixId> id = ui::matrix_from_name(parts[0]);
    const std::optional<int> row = parse_index(parts[1]), col = parse_index(parts[2]);
    if (!id || !row || !col) return std::nullopt;
    const ui::MatrixRef matrix = ui::matrix_of(state.tensors, *id);
    if (!matrix.values || *row >= matrix.rows || *col >= matrix.cols) return std::nullopt;
    return ui::CellRef{*id, *row, *col};
}

}  // namespace

std::string api_set_view(AppState& state, const ViewRequest& request) {
    std::vector<const char*> ignored;
    if (request.hide) {
        if (const auto view = parse_hidden(*request.hide, state.ui.view)) state.ui.view = *view;
        else ignored.push_back("hide");
    }
    if (request.theme) {
        if (*request.theme == "light") state.ui.theme = ui::Theme::light;
        else if (*request.theme == "dark") state.ui.theme = ui::Theme::dark;
        else ignored.push_back("theme");
    }
    if (request.readonly) state.ui.view.readonly = *request.readonly;
    if (request.fit_height) state.ui.view.fit_height = *request.fit_height;
    if (request.pin) {
        if (const auto cell = parse_pin(state, *request.pin)) state.ui.pinned = *cell;
        else ignored.push_back("pin");
    }
    JsonWriter json;
    json.begin_object().key("ok").value(true).key("ignored").begin_array();
    for (const char* name : ignored) json.value(name);
    return json.end_array().end_object().text();
}

std::string api_view_json(const AppState& state) {
    JsonWriter json;
    json.begin_object().key("hide").begin_array();
    for (int i = 0; i < ui::kPanelCount; ++i) {
        if (!state.ui.view.shows(ui::Panel(i))) json.value(ui::panel_name(ui::Panel(i)));
    }
    json.end_array().key("theme").value(state.ui.theme == ui::Theme::dark ? "dark" : "light");
    json.key("readonly").value(state.ui.view.readonly).key("pin");
    const ui::CellRef& pin = state.ui.pinned;
    if (pin.valid()) {
        json.value(std::string(ui::matrix_name(pin.matrix)) + "," + std::to_string(pin.row) + "," +
                   std::to_string(pin.col));
    } else {
        json.raw("null");
    }
    json.key("fit_height").value(state.ui.view.fit_height);
    json.key("content_height").value(std::round(double(state.ui.content_height) * 10.0) / 10.0);
    return json.end_object().text();
}

std::string api_set_page_tools_width(AppState& state, double width, double height) {
    const bool one_row = std::isnan(height);
    const bool ok = width >= 0.0 && width <= 2000.0 && (one_row || (height >= 0.0 && height <= 400.0));  // false for NaN
    if (ok) {
        state.ui.page_tools_width = float(width);
        state.ui.page_tools_height = one_row ? 0.0f : float(height);
    }
    return JsonWriter().begin_object().key("ok").value(ok).end_object().text();
}

std::string api_view_tables_json() {
    JsonWriter json;
    json.begin_object().key("panels").begin_array();
    for (int i = 0; i < ui::kPanelCount; ++i) json.value(ui::panel_name(ui::Panel(i)));
    json.end_array().key("matrices").begin_array();
    for (const ui::MatrixId id : kAllMatrices) json.value(ui::matrix_name(id));
    return json.end_array().end_object().text();
}

}  // namespace qkv::app
