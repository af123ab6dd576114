// app_api.cpp — getState/setParams/cell/_widgetRect for window.qkv, producing JSON text by hand (the shapes are
// small and fixed).
#include "app/api/app_api.hpp"

#include <cmath>
#include <cstdio>

#include "app/code_actions.hpp"
#include "core/json.hpp"
#include "ui/lesson_matrices.hpp"

namespace qkv::app {

namespace {

AppState* g_api_state = nullptr;


std::string json_error(const std::string& message) { return "{\"ok\":false,\"error\":" + json_quote(message) + "}"; }

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
    const bool exact_in_js = params.seed.magnitude <= kLargestExactDouble;
    std::string json = "{\"seed\":" + (exact_in_js ? seed_text : json_quote(seed_text));
    json += ",\"tokens\":" + std::to_string(params.tokens);
    json += ",\"n_embd\":" + std::to_string(params.n_embd);
    json += ",\"n_head\":" + std::to_string(params.n_head);
    json += ",\"head_size\":" + std::to_string(params.head_size());
    json += std::string(",\"bias\":") + (params.bias ? "true" : "false");
    json += ",\"output\":[";
    for (std::size_t i = 0; i < state.output_lines.size(); ++i) {
        json += (i ? "," : "") + json_quote(state.output_lines[i]);
    }
    // The code panel: the open tab (1-3), its code and its console text.
    json += "],\"example\":" + std::to_string(state.code.example + 1);
    json += ",\"code\":" + json_quote(state.code.codes[state.code.example]);
    json += ",\"code_output\":" + json_quote(console_text(state.code));
    // Where code runs (the web loads Python after the first frame) and whether a run is in progress.
    static const char* const kReadiness[] = {"loading", "ready", "failed"};
    json += std::string(",\"running\":") + (state.code.running ? "true" : "false");
    json += ",\"python\":{\"status\":\"" + std::string(kReadiness[int(state.runner.readiness)]) + "\"";
    json += std::string(",\"can_stop\":") + (state.runner.can_stop ? "true" : "false");
    json += ",\"note\":" + json_quote(state.runner.note) + "}";
    return json + "}";
}

std::string api_set_params(AppState& state, const ParamsRequest& request) {
    LessonParams next = state.params;
    std::string error;
    if (request.seed) {
        const std::optional<Seed> seed = Seed::parse(*request.seed, &error);
        if (!seed) return json_error(error);
        next.seed = *seed;
    }
    const std::pair<const char*, const std::optional<double>*> numbers[] = {
        {"tokens", &request.tokens}, {"n_embd", &request.n_embd}, {"n_head", &request.n_head}};
    int* targets[] = {&next.tokens, &next.n_embd, &next.n_head};
    for (int i = 0; i < 3; ++i) {
        if (!*numbers[i].second) continue;
        const std::optional<int> value = whole_number(numbers[i].first, **numbers[i].second, &error);
        if (!value) return json_error(error);
        *targets[i] = *value;
    }
    if (request.bias) next.bias = *request.bias;
    const std::string problem = validate(next);
    if (!problem.empty()) return json_error(problem);
    const std::vector<std::string> changed = apply_params(state, next);
    std::string json = "{\"ok\":true,\"changed\":[";
    for (std::size_t i = 0; i < changed.size(); ++i) json += (i ? "," : "") + json_quote(changed[i]);
    return json + "]}";
}

std::optional<float> api_cell(const AppState& state, const std::string& name, int row, int col) {
    const std::optional<ui::MatrixId> id = ui::matrix_from_name(name);
    if (!id || !state.computed) return std::nullopt;
    const ui::MatrixRef matrix = ui::matrix_of(state.tensors, *id);
    if (!matrix.values || row < 0 || col < 0 || row >= matrix.rows || col >= matrix.cols) return std::nullopt;
    return matrix.values[std::size_t(row) * std::size_t(matrix.cols) + std::size_t(col)];
}

std::string api_widget_rects_json(const AppState& state) {
    std::string json = "{";
    bool first = true;
    for (const auto& [name, rect] : state.widget_rects) {
        char numbers[160];
        std::snprintf(numbers, sizeof(numbers),
                      "{\"x\":%.2f,\"y\":%.2f,\"width\":%.2f,\"height\":%.2f,\"control\":%s,\"enabled\":%s}",
                      double(rect.x), double(rect.y), double(rect.width), double(rect.height),
                      rect.item_id ? "true" : "false", rect.enabled ? "true" : "false");
        json += (first ? "" : ",") + json_quote(name) + ":" + numbers;
        first = false;
    }
    return json + "}";
}

}  // namespace qkv::app
