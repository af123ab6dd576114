// app_api.cpp — getState/setParams/cell and the widget rectangles, answering in JSON (core/json.hpp).
#include "app/api/app_api.hpp"

#include <cmath>
#include <cstdio>

#include "app/code_actions.hpp"
#include "core/json.hpp"
#include "ui/lesson_matrices.hpp"

namespace qkv::app {

namespace {

AppState* g_api_state = nullptr;

constexpr std::uint64_t kLargestExactDouble = std::uint64_t{1} << 53;

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
    const std::string seed_text = params.seed.to_string();
    JsonWriter json;
    json.begin_object().key("seed");
    if (params.seed.magnitude <= kLargestExactDouble) json.raw(seed_text);  // a number JavaScript holds exactly
    else json.value(seed_text);
    json.key("tokens").value(params.tokens).key("n_embd").value(params.n_embd).key("n_head").value(params.n_head);
    json.key("head_size").value(params.head_size()).key("bias").value(params.bias);
    json.key("output").begin_array();
    for (const std::string& line : state.output_lines) json.value(line);
    json.end_array();
    // The code panel: the open tab (1-3), its code and its console text.
    json.key("example").value(state.code.example + 1).key("code").value(state.code.codes[state.code.example]);
    json.key("code_output").value(console_text(state.code));
    // Where code runs (the web loads Python after the first frame) and whether a run is in progress.
    static const char* const kReadiness[] = {"loading", "ready", "failed"};
    json.key("running").value(state.code.running).key("python").begin_object();
    json.key("status").value(kReadiness[int(state.runner.readiness)]).key("can_stop").value(state.runner.can_stop);
    json.key("note").value(state.runner.note).end_object();
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
    const std::pair<const char*, const std::optional<double>*> numbers[] = {
        {"tokens", &request.tokens}, {"n_embd", &request.n_embd}, {"n_head", &request.n_head}};
    int* targets[] = {&next.tokens, &next.n_embd, &next.n_head};
    for (int i = 0; i < 3; ++i) {
        if (!*numbers[i].second) continue;
        const std::optional<int> value = whole_number(numbers[i].first, **numbers[i].second, &error);
        if (!value) return api_refusal(error);
        *targets[i] = *value;
    }
    if (request.bias) next.bias = *request.bias;
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
        json.key("control").value(rect.item_id != 0).key("enabled").value(rect.enabled).end_object();
    }
    return json.end_object().text();
}

std::string api_refusal(const std::string& why) {
    return JsonWriter().begin_object().key("ok").value(false).key("error").value(why).end_object().text();
}

}  // namespace qkv::app
