// layer_norm.cpp — RowwiseMoments and LayerNormKernelImplInternal in scalar form.
//
// Every step of the moments rounds on its own (no fused multiply-adds there: each fused variant was measured and
// differs from torch); only the final (x * scale + shift) * weight + bias is two fused multiply-adds (std::fma,
// exact everywhere, where a double emulation could round twice).
#include "layer_norm.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "vec_reduce.hpp"

namespace qkv {
namespace {

constexpr std::size_t kLanes = 8;       // AVX2 floats per vector
constexpr std::int64_t kChunkSize = 16;  // vectors per Welford chunk

using Lanes = std::array<float, kLanes>;

// Count, mean and sum of squared deviations of each lane.
struct LaneMoments {
    std::int64_t count = 0;
    Lanes mean{};
    Lanes m2{};
};

// AddMoments: merges (count_add, mean_add, m2_add) into (count, mean, m2); the weight c is a float division.
void add_moments(std::int64_t count_add, float mean_add, float m2_add, std::int64_t& count, float& mean, float& m2) {
    const std::int64_t total = count + count_add;
    const float c = total == 0 ? 0.0f : static_cast<float>(count_add) / static_cast<float>(total);
    const float delta = mean_add - mean;
    mean += c * delta;
    m2 += m2_add + delta * delta * c * static_cast<float>(count);
    count = total;
}

void add_lane_moments(const LaneMoments& add, LaneMoments& into) {
    for (std::size_t l = 0; l < kLanes; ++l) {
        std::int64_t count = into.count;
        add_moments(add.count, add.mean[l], add.m2[l], count, into.mean[l], into.m2[l]);
    }
    into.count += add.count;
}

// Welford over `vectors` consecutive 8-float vectors; the weights 1/(j+1) are float reciprocals.
LaneMoments chunk_moments(const float* x, std::int64_t vectors) {
    LaneMoments chunk;
    chunk.count = vectors;
    for (std::int64_t j = 0; j < vectors; ++j) {
        const float weight = 1.0f / static_cast<float>(j + 1);
        for (std::size_t l = 0; l < kLanes; ++l) {
            const float value = x[j * kLanes + l];
            const float delta = value - chunk.mean[l];
            chunk.mean[l] += delta * weight;
            chunk.m2[l] += delta * (value - chunk.mean[l]);
        }
    }
    return chunk;
}

// The vector part: chunks of 16 vectors, carried up a stack like a binary counter, then the stack folded into level 0.
LaneMoments vector_moments(const float* x, std::int64_t vectors) {
    const std::int64_t chunks = (vectors + kChunkSize - 1) / kChunkSize;
    const std::int64_t depth = ceil_log2(chunks);
    std::vector<LaneMoments> stack(static_cast<std::size_t>(depth));
    for (std::int64_t i = 0; i < chunks; ++i) {
        const std::int64_t size = std::min(kChunkSize, vectors - i * kChunkSize);
        add_lane_moments(chunk_moments(x + i * kChunkSize * kLanes, size), stack[0]);
        std::int64_t mask = i + 1;
        for (std::int64_t j = 1; j < depth && (mask & 1) == 0; ++j) {
            add_lane_moments(stack[j - 1], stack[j]);
            stack[j - 1] = LaneMoments{};
            mask >>= 1;
        }
    }
    for (std::int64_t i = 1; i < depth; ++i) add_lane_moments(stack[i], stack[0]);
    return stack[0];
}

}  // namespace

RowMoments row_moments(const float* x, std::size_t n) {
    const std::int64_t vectors = static_cast<std::int64_t>(n / kLanes);
    const LaneMoments lanes = vector_moments(x, vectors);
    std::int64_t count = 0;
    float mean = 0.0f, m2 = 0.0f;
    for (std::size_t i = static_cast<std::size_t>(vectors) * kLanes; i < n; ++i) {
        const float delta = x[i] - mean;
        ++count;
        mean += delta / static_cast<float>(count);
        m2 += delta * (x[i] - mean);
    }
    for (std::size_t l = 0; l < kLanes; ++l) add_moments(vectors, lanes.mean[l], lanes.m2[l], count, mean, m2);
    return {mean, m2 / static_cast<float>(n)};
}

void layer_norm_rows(const float* in, const float* weight, const float* bias, float* out, std::size_t rows, std::size_t n,
                     float eps) {
    for (std::size_t r = 0; r < rows; ++r) {
        const float* x = in + r * n;
        float* y = out + r * n;
        const RowMoments moments = row_moments(x, n);
        const float scale = 1.0f / std::sqrt(moments.variance + eps);
        const float shift = -scale * moments.mean;
        // A missing weight or bias is multiplied by 1 and added as 0 all the same (so -0.0 becomes +0.0).
        for (std::size_t j = 0; j < n; ++j)
            y[j] = std::fma(std::fma(x[j], scale, shift), weight ? weight[j] : 1.0f, bias ? bias[j] : 0.0f);
    }
}

namespace {

// vec::map2_reduce_all / map3_reduce_all of x*y(*z) with +: under 8 items the products fold in order; otherwise
// 8 lanes start with the first 8 products and take each later product (the tail into lanes 0, 1, ...) by a fused
// multiply-add, as GCC contracts the inlined map and reduce; then the lanes fold as reduce_all does.
float product_sum(const float* x, const float* y, const float* z, std::size_t n) {
    const auto plus = [](float a, float b) { return a + b; };
    const auto product = [&](std::size_t i) { return z ? x[i] * y[i] * z[i] : x[i] * y[i]; };
    if (n < 8) {
        float products[8];
        for (std::size_t i = 0; i < n; ++i) products[i] = product(i);
        return reduce_all(products, n, plus);
    }
    float lanes[8];
    for (std::size_t l = 0; l < 8; ++l) lanes[l] = product(l);
    for (std::size_t i = 8; i < n; ++i)
        lanes[i % 8] = z ? std::fma(x[i] * y[i], z[i], lanes[i % 8]) : std::fma(x[i], y[i], lanes[i % 8]);
    return reduce_all(lanes, 8, plus);
}

// One row's dX: ds and db reduced over the row, then a*dy*gamma + b*x + c, GCC having fused b*x into the first add
// (measured: the other contractions differ from torch).
void layer_norm_input_gradient(const float* dy, const float* x, const float* weight, float* dx, std::size_t n, float mean,
                               float rstd) {
    const float scale = 1.0f / static_cast<float>(n);
    const float ds = product_sum(dy, x, weight, n);
    const float db = weight ? product_sum(dy, weight, nullptr, n) : reduce_all(dy, n, [](float a, float b) { return a + b; });
    const float b = std::fma(db, mean, -ds) * rstd * rstd * rstd * scale;
    const float c = std::fma(-b, mean, -(db * rstd * scale));
    for (std::size_t j = 0; j < n; ++j) {
        const float scaled_grad = weight ? rstd * dy[j] * weight[j] : rstd * dy[j];
        dx[j] = std::fma(b, x[j], scaled_grad) + c;
    }
}

}  // namespace

void layer_norm_backward_rows(const float* grad_out, const float* in, const float* weight, float* grad_in, float* grad_weight,
                              float* grad_bias, std::size_t rows, std::size_t n, float eps) {
    std::vector<float> weight_sum(grad_weight ? n : 0, 0.0f), bias_sum(grad_bias ? n : 0, 0.0f);
    for (std::size_t r = 0; r < rows; ++r) {
        const float *dy = grad_out + r * n, *x = in + r * n;
        const RowMoments moments = row_moments(x, n);
        const float rstd = 1.0f / std::sqrt(moments.variance + eps);
        if (grad_weight) {
            const float shift = -rstd * moments.mean;
            for (std::size_t j = 0; j < n; ++j) weight_sum[j] = std::fma(dy[j], std::fma(rstd, x[j], shift), weight_sum[j]);
        }
        if (grad_bias)
            for (std::size_t j = 0; j < n; ++j) bias_sum[j] += dy[j];
        if (grad_in) layer_norm_input_gradient(dy, x, weight, grad_in + r * n, n, moments.mean, rstd);
    }
    // The per-thread buffers (one thread) are added to zero.
    for (std::size_t j = 0; j < weight_sum.size(); ++j) grad_weight[j] = 0.0f + weight_sum[j];
    for (std::size_t j = 0; j < bias_sum.size(); ++j) grad_bias[j] = 0.0f + bias_sum[j];
}

}  // namespace qkv
