// lesson_model.cpp — the lesson's tensors recomputed from its settings, and the lines its Example prints.
#include "lesson_model.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "pyformat.hpp"
#include "random.hpp"

namespace qkv {

namespace {

constexpr std::uint64_t kLowestNegativeSeedMagnitude = std::uint64_t{1} << 63;

// A caller asked for a count (or a toggle) of a setting of another kind: a bug in the caller, never a learner's
// input. It stops the program with the setting's name, without an exception (the page's program has none).
[[noreturn]] void stop_on_wrong_kind(SettingId id, const char* kind) {
    std::fprintf(stderr, "%s is not a %s\n", lesson_setting(id).name, kind);
    std::abort();
}

std::string range_message(const LessonSetting& setting, const std::string& got) {
    const std::string bound = setting.at_most ? std::string(" and at most ") + setting.at_most : "";
    return std::string(setting.name) + " must be between " + range_low_text(setting) + " and " +
           range_high_text(setting) + bound + " (got " + got + ")";
}

// Empty when the setting's value is in its range.
std::string check_setting(const LessonParams& params, const LessonSetting& setting) {
    switch (setting.kind) {
        case SettingKind::seed: {
            const bool in_range = !params.seed.negative || params.seed.magnitude <= kLowestNegativeSeedMagnitude;
            return in_range ? "" : range_message(setting, params.seed.to_string());
        }
        case SettingKind::count: {
            const int value = count_of(params, setting.id);
            int high = setting.max;
            if (setting.at_most) high = std::min(high, count_of(params, find_setting_by_name(setting.at_most)->id));
            return value >= setting.min && value <= high ? "" : range_message(setting, std::to_string(value));
        }
        case SettingKind::toggle: return "";
    }
    return "";
}

std::string shape_line(const char* name, const std::vector<std::int64_t>& shape) {
    return std::string(name) + " shape: " + py_int_tuple(shape);
}

// "q row 0, first 4: [...]": Python's [round(n, 2) for n in q[0, 0, :4].tolist()].
std::string first_values_line(const char* name, const xt::xtensor<float, 2>& projection) {
    const std::size_t count = std::min<std::size_t>(4, projection.shape()[1]);
    std::vector<double> rounded;
    for (std::size_t column = 0; column < count; ++column) {
        rounded.push_back(py_round(static_cast<double>(projection(0, column)), 2));
    }
    return std::string(name) + " row 0, first 4: " + py_float_list(rounded);
}

// torch.equal: same shape and every element equal (NaN never equals anything).
bool tensors_equal(const xt::xtensor<float, 2>& a, const xt::xtensor<float, 2>& b) {
    if (a.shape() != b.shape()) {
        return false;
    }
    return std::equal(a.begin(), a.end(), b.begin());
}

}  // namespace

int& count_of(LessonParams& params, SettingId id) {
    switch (id) {
        case SettingId::tokens: return params.tokens;
        case SettingId::n_embd: return params.n_embd;
        case SettingId::n_head: return params.n_head;
        case SettingId::seed:
        case SettingId::bias: break;
    }
    stop_on_wrong_kind(id, "count");
}

int count_of(const LessonParams& params, SettingId id) { return count_of(const_cast<LessonParams&>(params), id); }

bool& toggle_of(LessonParams& params, SettingId id) {
    if (id == SettingId::bias) return params.bias;
    stop_on_wrong_kind(id, "toggle");
}

bool toggle_of(const LessonParams& params, SettingId id) { return toggle_of(const_cast<LessonParams&>(params), id); }

bool same_setting(const LessonParams& a, const LessonParams& b, SettingId id) {
    switch (lesson_setting(id).kind) {
        case SettingKind::seed: return a.seed == b.seed;
        case SettingKind::count: return count_of(a, id) == count_of(b, id);
        case SettingKind::toggle: return toggle_of(a, id) == toggle_of(b, id);
    }
    return false;
}

bool LessonParams::operator==(const LessonParams& other) const {
    for (const LessonSetting& setting : kLessonSettings) {
        if (!same_setting(*this, other, setting.id)) return false;
    }
    return true;
}

void write_params_json(JsonWriter& json, const LessonParams& params, bool exact_in_javascript) {
    constexpr std::uint64_t kLargestExactDouble = std::uint64_t{1} << 53;
    // The numbers, then head_size with the counts it comes from, then the toggles.
    for (const LessonSetting& setting : kLessonSettings) {
        if (setting.kind == SettingKind::toggle) continue;
        json.key(setting.name);
        if (setting.kind == SettingKind::count) json.value(count_of(params, setting.id));
        else if (exact_in_javascript && params.seed.magnitude > kLargestExactDouble) json.value(params.seed.to_string());
        else json.raw(params.seed.to_string());
    }
    json.key("head_size").value(params.head_size());
    for (const LessonSetting& setting : kLessonSettings) {
        if (setting.kind == SettingKind::toggle) json.key(setting.name).value(toggle_of(params, setting.id));
    }
}

std::string validate(const LessonParams& params) {
    for (const LessonSetting& setting : kLessonSettings) {
        std::string problem = check_setting(params, setting);
        if (!problem.empty()) return problem;
    }
    return {};
}

std::uint64_t lesson_tensor_bytes(const LessonParams& params) {
    const std::uint64_t tokens = static_cast<std::uint64_t>(std::max(params.tokens, 0));
    const std::uint64_t embd = static_cast<std::uint64_t>(std::max(params.n_embd, 0));
    const std::uint64_t head_size = static_cast<std::uint64_t>(std::max(params.head_size(), 0));
    const std::uint64_t floats = tokens * embd                   // x
                                 + 3 * head_size * embd          // W_q, W_k, W_v
                                 + (params.bias ? 3 * head_size : 0)  // b_q, b_k, b_v
                                 + 3 * tokens * head_size;       // q, k, v
    return floats * sizeof(float);
}

void compute_lesson_into(const LessonParams& params, LessonTensors& tensors) {
    const std::size_t tokens = static_cast<std::size_t>(params.tokens);
    const std::size_t n_embd = static_cast<std::size_t>(params.n_embd);
    const std::size_t head_size = static_cast<std::size_t>(params.head_size());

    Generator generator(params.seed);
    // randn(1, T, C): the batch axis of 1 changes neither the draws nor the layout.
    tensors.x.resize({tokens, n_embd});
    fill_randn(generator, tensors.x.data(), tensors.x.size());
    // Draw order is creation order: query, key, value (each weight, then its bias).
    make_linear_into(generator, n_embd, head_size, params.bias, tensors.query);
    make_linear_into(generator, n_embd, head_size, params.bias, tensors.key);
    make_linear_into(generator, n_embd, head_size, params.bias, tensors.value);
    linear_forward_into(tensors.x, tensors.query, tensors.q);
    linear_forward_into(tensors.x, tensors.key, tensors.k);
    linear_forward_into(tensors.x, tensors.value, tensors.v);
}

LessonTensors compute_lesson(const LessonParams& params) {
    LessonTensors tensors;
    compute_lesson_into(params, tensors);
    return tensors;
}

std::vector<std::string> lesson_output_lines(const LessonParams& params, const LessonTensors& tensors) {
    const std::int64_t tokens = params.tokens;
    const std::int64_t n_embd = params.n_embd;
    const std::int64_t head_size = params.head_size();
    return {
        shape_line("x", {1, tokens, n_embd}),
        shape_line("q", {1, tokens, head_size}),
        shape_line("k", {1, tokens, head_size}),
        shape_line("v", {1, tokens, head_size}),
        first_values_line("q", tensors.q),
        first_values_line("k", tensors.k),
        first_values_line("v", tensors.v),
        "same input, different output: " + py_bool(!tensors_equal(tensors.q, tensors.k)),
    };
}

}  // namespace qkv
