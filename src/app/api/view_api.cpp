// view_api.cpp — setView/getView for the page: parses the comma list of panels and the pinned cell with
// the UI's own name tables, so a name is valid here exactly when the UI knows it.
#include "app/api/view_api.hpp"

#include <cstdio>
#include <string_view>
#include <vector>

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

std::string quoted(const char* name) { return std::string("\"") + name + "\""; }

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
    if (request.pin) {
        if (const auto cell = parse_pin(state, *request.pin)) state.ui.pinned = *cell;
        else ignored.push_back("pin");
    }
    std::string json = "{\"ok\":true,\"ignored\":[";
    for (std::size_t i = 0; i < ignored.size(); ++i) json += (i ? "," : "") + quoted(ignored[i]);
    return json + "]}";
}

std::string api_view_json(const AppState& state) {
    std::string json = "{\"hide\":[";
    bool first = true;
    for (int i = 0; i < ui::kPanelCount; ++i) {
        if (state.ui.view.shows(ui::Panel(i))) continue;
        json += (first ? "" : ",") + quoted(ui::panel_name(ui::Panel(i)));
        first = false;
    }
    json += std::string("],\"theme\":") + (state.ui.theme == ui::Theme::dark ? "\"dark\"" : "\"light\"");
    json += std::string(",\"readonly\":") + (state.ui.view.readonly ? "true" : "false");
    const ui::CellRef& pin = state.ui.pinned;
    if (pin.valid()) {
        json += ",\"pin\":\"" + std::string(ui::matrix_name(pin.matrix)) + "," + std::to_string(pin.row) + "," +
                std::to_string(pin.col) + "\"";
    } else {
        json += ",\"pin\":null";
    }
    char height[48];
    std::snprintf(height, sizeof(height), ",\"content_height\":%.1f", double(state.ui.content_height));
    return json + height + "}";
}

std::string api_view_tables_json() {
    std::string json = "{\"panels\":[";
    for (int i = 0; i < ui::kPanelCount; ++i) json += (i ? "," : "") + quoted(ui::panel_name(ui::Panel(i)));
    json += "],\"matrices\":[";
    bool first = true;
    for (const ui::MatrixId id : kAllMatrices) {
        json += (first ? "" : ",") + quoted(ui::matrix_name(id));
        first = false;
    }
    const LessonLimits limits;
    json += "],\"max_tokens\":" + std::to_string(limits.max_tokens);
    json += ",\"max_embd\":" + std::to_string(limits.max_embd);
    json += ",\"max_heads\":" + std::to_string(limits.max_heads);
    return json + "}";
}

}  // namespace qkv::app
