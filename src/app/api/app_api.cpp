// app_api.cpp — getState/setParams/cell and the widget rectangles, answering in JSON (core/json.hpp).
#include "app/api/app_api.hpp"

#include <cmath>
#include <cstdio>

#include "app/services/code_actions.hpp"
#include "app/services/lesson_actions.hpp"
#include "core/json.hpp"
#include "ui/chart_view.hpp"
#include "ui/lesson_matrices.hpp"

namespace qkv::app {

namespace {

AppState* g_api_state = nullptr;

// A JavaScript number that must be a whole number; the range check is validate()'s.
std::optional<int> whole_number(const char* name, double value, std::string* error) {
    if (!std::isfinite(value) || value != std::floor(value)) {
        char text[160];
        std::snprintf(text, sizeof(text), "%s must be a whole number (got %g)", name, value);
        *error = text;
        return std::nullopt;
    }
    // Far outside every range: clamp so validate() still names the setting and its range.
    return int(std::fmax(std::fmin(value, 1e9), -1e9));
}

}  // namespace

void set_api_state(AppState* state) { g_api_state = state; }
AppState* api_state() { return g_api_state; }

std::string api_state_json(const AppState& state) {
    const LessonParams& params = state.params;
    JsonWriter json;
    json.begin_object();
    write_params_json(json, params, true);
    json.key("output").begin_array();
    for (const std::string& line : state.output_lines) json.value(line);
    json.end_array();
    // The code panel: the open tab (1-3), its code and its console text.
    json.key("example").value(state.code.example + 1).key("code").value(state.code.codes[state.code.example]);
    json.key("code_output").value(console_text(state.code));
    // The run's charts in words (their text alternative), in the order drawn as chart_0, chart_1 ...
    json.key("charts").begin_array();
    for (const ChartFigure& figure : state.code.charts) json.value(ui::chart_description(figure));
    json.end_array();
    // The inspector's choice (what a reload restores); its list and cells: qkv.inspector().
    json.key("inspect").begin_object().key("tensor").value(state.ui.inspector.selected).key("slice").begin_array();
    for (const std::int64_t index : state.ui.inspector.leading) json.value(index);
    json.end_array().end_object();
    // Where code runs (the web loads Python after the first frame) and whether a run is in progress.
    static const char* const kReadiness[] = {"loading", "ready", "failed"};
    json.key("running").value(state.code.running).key("python").begin_object();
    json.key("status").value(kReadiness[int(state.runner.readiness)]).key("can_stop").value(state.runner.can_stop);
    json.key("note").value(state.runner.note).end_object();
    write_lesson_json(json, state);
    return json.end_object().text();
}

std::string api_set_params(AppState& state, const ParamsRequest& request) {
    LessonParams next = state.params;
    std::string error;
    if (request.seed) {
        const std::optional<Seed> seed = Seed::parse(*request.seed, &error);
        if (!seed) return api_refusal(error);
        next.seed = *seed;
    }
    for (const LessonSetting& setting : kLessonSettings) {
        const std::optional<double>& number = request.numbers[std::size_t(setting.id)];
        if (!number) continue;
        if (setting.kind == SettingKind::toggle) {
            toggle_of(next, setting.id) = *number != 0;
        } else if (setting.kind == SettingKind::count) {
            const std::optional<int> value = whole_number(setting.name, *number, &error);
            if (!value) return api_refusal(error);
            count_of(next, setting.id) = *value;
        }
    }
    const std::string problem = validate(next);
    if (!problem.empty()) return api_refusal(problem);
    const std::vector<std::string> changed = apply_params(state, next);
    JsonWriter json;
    json.begin_object().key("ok").value(true).key("changed").begin_array();
    for (const std::string& name : changed) json.value(name);
    return json.end_array().end_object().text();
}

std::optional<float> api_cell(const AppState& state, const std::string& name, int row, int col) {
    const std::optional<ui::MatrixId> id = ui::matrix_from_name(name);
    if (!id || !state.computed) return std::nullopt;
    const ui::MatrixRef matrix = ui::matrix_of(state.tensors, *id);
    if (!matrix.values || row < 0 || col < 0 || row >= matrix.rows || col >= matrix.cols) return std::nullopt;
    return matrix.values[std::size_t(row) * std::size_t(matrix.cols) + std::size_t(col)];
}

std::string api_widget_rects_json(const AppState& state) {
    JsonWriter json;
    json.begin_object();
    for (const auto& [name, rect] : state.widget_rects) {
        json.key(name).begin_object().key("x").value(double(rect.x)).key("y").value(double(rect.y));
        json.key("width").value(double(rect.width)).key("height").value(double(rect.height));
        json.key("control").value(rect.item_id != 0).key("enabled").value(rect.enabled);
        json.key("clipped").value(rect.clipped).end_object();
    }
    return json.end_object().text();
}

std::string api_refusal(const std::string& why) {
    return JsonWriter().begin_object().key("ok").value(false).key("error").value(why).end_object().text();
}

}  // namespace qkv::app
