// lesson_model.cpp — the lesson's tensors recomputed from its settings, and the lines its Example prints.
#include "lesson_model.hpp"

#include <algorithm>

#include "pyformat.hpp"
#include "random.hpp"

namespace qkv {

namespace {

constexpr std::uint64_t kLowestNegativeSeedMagnitude = std::uint64_t{1} << 63;

std::string range_message(const std::string& name, int low, int high, long long got) {
    return name + " must be between " + std::to_string(low) + " and " + std::to_string(high) + " (got " +
           std::to_string(got) + ")";
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

bool LessonParams::operator==(const LessonParams& other) const {
    return seed == other.seed && tokens == other.tokens && n_embd == other.n_embd && n_head == other.n_head &&
           bias == other.bias;
}

std::string validate(const LessonParams& params, const LessonLimits& limits) {
    if (params.seed.negative && params.seed.magnitude > kLowestNegativeSeedMagnitude) {
        return "seed must be between -9223372036854775808 (-2^63) and 18446744073709551615 (2^64-1) (got " +
               params.seed.to_string() + ")";
    }
    if (params.tokens < 1 || params.tokens > limits.max_tokens) {
        return range_message("tokens", 1, limits.max_tokens, params.tokens);
    }
    if (params.n_embd < 1 || params.n_embd > limits.max_embd) {
        return range_message("n_embd", 1, limits.max_embd, params.n_embd);
    }
    if (params.n_head < 1 || params.n_head > limits.max_heads || params.n_head > params.n_embd) {
        return "n_head must be between 1 and " + std::to_string(limits.max_heads) + " and at most n_embd (got " +
               std::to_string(params.n_head) + ")";
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
