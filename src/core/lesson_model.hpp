// lesson_model.hpp — the lesson's computation as a model: params in, every tensor out.
//
//     torch.manual_seed(seed)
//     x = torch.randn(1, tokens, n_embd)
//     query, key, value = nn.Linear(n_embd, head_size, bias=bias) x3 (in this order)
//     q, k, v = query(x), key(x), value(x)          # head_size = n_embd // n_head
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <xtensor/xtensor.hpp>

#include "json.hpp"
#include "lesson_settings.hpp"
#include "linear.hpp"
#include "seed.hpp"

namespace qkv {

// The settings; each starts at its default in kLessonSettings (the lesson's own values).
struct LessonParams {
    Seed seed = Seed::from_int64(lesson_setting(SettingId::seed).default_value);
    int tokens = lesson_setting(SettingId::tokens).default_value;  // T
    int n_embd = lesson_setting(SettingId::n_embd).default_value;  // C
    int n_head = lesson_setting(SettingId::n_head).default_value;
    bool bias = lesson_setting(SettingId::bias).default_value != 0;

    int head_size() const { return n_head > 0 ? n_embd / n_head : 0; }
    bool operator==(const LessonParams& other) const;
    bool operator!=(const LessonParams& other) const { return !(*this == other); }
};

// The field of a count setting (tokens, n_embd, n_head).
int& count_of(LessonParams& params, SettingId id);
int count_of(const LessonParams& params, SettingId id);
// The field of a toggle setting (bias).
bool& toggle_of(LessonParams& params, SettingId id);
bool toggle_of(const LessonParams& params, SettingId id);

// Whether two params agree on one setting.
bool same_setting(const LessonParams& a, const LessonParams& b, SettingId id);

// The settings and head_size as members of the JSON object `json` has open:
// "seed":42,"tokens":4,"n_embd":128,"n_head":4,"head_size":32,"bias":false.
// A seed beyond 2^53 is written as a string when `exact_in_javascript` (JavaScript's numbers would round it).
void write_params_json(JsonWriter& json, const LessonParams& params, bool exact_in_javascript);

// Empty when valid for the playground (the ranges of kLessonSettings); otherwise one sentence naming the setting
// and its accepted range.
std::string validate(const LessonParams& params);

struct LessonTensors {
    xt::xtensor<float, 2> x;  // tokens x n_embd (batch axis of 1 dropped)
    LinearLayer query, key, value;
    xt::xtensor<float, 2> q, k, v;  // tokens x head_size
};

// Bytes of every tensor the lesson holds (x, three weights, biases when on, q, k, v) as float32.
std::uint64_t lesson_tensor_bytes(const LessonParams& params);

// Precondition: validate(params) is empty (for some limits).
LessonTensors compute_lesson(const LessonParams& params);
// The same into existing tensors, reusing their storage when sizes are unchanged: the path for recomputing on
// every change of a setting (no allocation, no fresh pages to fault in).
void compute_lesson_into(const LessonParams& params, LessonTensors& tensors);

// The lines the lesson's Example prints (3-example.py), then the two-roles line of 2-two-roles.py.
std::vector<std::string> lesson_output_lines(const LessonParams& params, const LessonTensors& tensors);

}  // namespace qkv
