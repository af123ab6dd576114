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

#include "linear.hpp"
#include "seed.hpp"

namespace qkv {

// Ranges the playground offers (the lesson's block_size is 64).
struct LessonLimits {
    int max_tokens = 64;
    int max_embd = 1024;
    int max_heads = 16;
};

struct LessonParams {
    Seed seed;           // 42
    int tokens = 4;      // T
    int n_embd = 128;    // C
    int n_head = 4;
    bool bias = false;

    int head_size() const { return n_head > 0 ? n_embd / n_head : 0; }
    bool operator==(const LessonParams& other) const;
    bool operator!=(const LessonParams& other) const { return !(*this == other); }
};

// Empty when valid; otherwise one sentence naming the setting and its accepted range.
std::string validate(const LessonParams& params, const LessonLimits& limits = {});

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
