// softmax.cpp — PyTorch's CPU softmax kernels in scalar form.
//
// Last dim, per row: m = reduce_all(max); y = exp(x - m) (SLEEF); s = reduce_all(+, y); out = y * (1 / s).
// log_softmax: out = (x - m) - log(s). Another dim (_vec_softmax): 8 neighbouring positions at a time, each a
// sequential max, sum and division over the dim; the positions left over past the last block of 8 use the C
// library's expf (glibc's, reproduced on every platform by glibc_math.hpp) and std::max.
#include "softmax.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "avx_math.hpp"
#include "glibc_math.hpp"
#include "sleef_math.hpp"
#include "vec_reduce.hpp"

namespace qkv {
namespace {

float row_max(const float* x, std::size_t n) { return reduce_all(x, n, vec_maximum); }

// Exponentials of x - m into `out` and their reduce_all sum.
float exponentials(const float* x, float m, float* out, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) out[i] = sleef_expf(x[i] - m);
    return reduce_all(out, n, [](float a, float b) { return a + b; });
}

// One position of _vec_softmax: the elements x[d * stride], d < dim_size.
template <class Exp, class Max>
void softmax_column(const float* in, float* out, std::size_t dim_size, std::size_t stride, Exp exp, Max max) {
    float m = in[0];
    for (std::size_t d = 1; d < dim_size; ++d) m = max(m, in[d * stride]);
    float sum = 0.0f;
    for (std::size_t d = 0; d < dim_size; ++d) {
        out[d * stride] = exp(in[d * stride] - m);
        sum += out[d * stride];
    }
    for (std::size_t d = 0; d < dim_size; ++d) out[d * stride] = out[d * stride] / sum;
}

}  // namespace

void softmax_last_dim(const float* in, float* out, std::size_t rows, std::size_t n) {
    if (n == 0) return;
    for (std::size_t r = 0; r < rows; ++r) {
        const float* x = in + r * n;
        float* y = out + r * n;
        const float reciprocal = 1.0f / exponentials(x, row_max(x, n), y, n);
        for (std::size_t i = 0; i < n; ++i) y[i] *= reciprocal;
    }
}

void log_softmax_last_dim(const float* in, float* out, std::size_t rows, std::size_t n) {
    if (n == 0) return;
    std::vector<float> scratch(n);
    for (std::size_t r = 0; r < rows; ++r) {
        const float* x = in + r * n;
        const float m = row_max(x, n);
        const float log_sum = sleef_logf(exponentials(x, m, scratch.data(), n));
        for (std::size_t i = 0; i < n; ++i) out[r * n + i] = (x[i] - m) - log_sum;
    }
}

void softmax_inner_dim(const float* in, float* out, std::size_t outer, std::size_t dim_size, std::size_t inner) {
    if (dim_size == 0) return;
    // Positions run over (outer, inner) in order; a block of 8 must fit inside one inner row and before the end.
    const std::size_t total = outer * inner;
    std::size_t position = 0;
    while (position < total) {
        const std::size_t o = position / inner, i = position % inner;
        const std::size_t offset = o * dim_size * inner + i;
        const bool block = i + 8 <= inner && position + 8 <= total;
        const std::size_t count = block ? 8 : std::min(total - position, inner - i);
        for (std::size_t k = 0; k < count; ++k) {
            if (block) softmax_column(in + offset + k, out + offset + k, dim_size, inner, sleef_expf, vec_maximum);
            else softmax_column(in + offset + k, out + offset + k, dim_size, inner, glibc_expf,
                                [](float a, float b) { return std::max(a, b); });
        }
        position += count;
    }
}

void log_softmax_inner_dim(const float* in, float* out, std::size_t outer, std::size_t dim_size, std::size_t inner) {
    if (dim_size == 0) return;
    // Chunks of positions sized to 128 KiB of the dim, in whole vectors; in each chunk the first whole vectors
    // use SLEEF's exp, the rest the C library's; the max skips NaN (a blend on data > max).
    std::size_t chunk = std::max<std::size_t>(128 * 1024 / dim_size / sizeof(float), 8) / 8 * 8;
    std::vector<float> maxima(chunk), sums(chunk);
    for (std::size_t o = 0; o < outer; ++o) {
        for (std::size_t begin = 0; begin < inner; begin += chunk) {
            const std::size_t size = std::min(chunk, inner - begin), vectorized = size - size % 8;
            const float* base = in + o * dim_size * inner + begin;
            std::fill(maxima.begin(), maxima.end(), -INFINITY);
            std::fill(sums.begin(), sums.end(), 0.0f);
            for (std::size_t d = 0; d < dim_size; ++d)
                for (std::size_t k = 0; k < size; ++k) maxima[k] = base[d * inner + k] > maxima[k] ? base[d * inner + k] : maxima[k];
            for (std::size_t d = 0; d < dim_size; ++d)
                for (std::size_t k = 0; k < size; ++k) {
                    const float shifted = base[d * inner + k] - maxima[k];
                    sums[k] += k < vectorized ? sleef_expf(shifted) : glibc_expf(shifted);
                }
            for (std::size_t k = 0; k < size; ++k) sums[k] = sleef_logf(sums[k]);
            float* target = out + o * dim_size * inner + begin;
            for (std::size_t d = 0; d < dim_size; ++d)
                for (std::size_t k = 0; k < size; ++k) target[d * inner + k] = base[d * inner + k] - maxima[k] - sums[k];
        }
    }
}

// _vec_softmax_backward and _vec_log_softmax_backward: each position's sum runs down the dim in order, then each
// element is computed from it. The inner dim is taken in chunks that are whole vectors, so only its last
// inner mod 8 positions are the scalar tail (glibc's exp for log_softmax); GCC fuses the multiply-adds of both the
// vector and the scalar code (measured against torch on 852 shapes each, 0 differences).
void softmax_backward_inner_dim(const float* grad, const float* out, float* grad_in, std::size_t outer, std::size_t dim_size,
                                std::size_t inner) {
    for (std::size_t o = 0; o < outer; ++o) {
        for (std::size_t k = 0; k < inner; ++k) {
            const std::size_t first = o * dim_size * inner + k;
            float sum = 0.0f;
            for (std::size_t d = 0; d < dim_size; ++d) sum = fused_multiply_add(grad[first + d * inner], out[first + d * inner], sum);
            for (std::size_t d = 0; d < dim_size; ++d) {
                const std::size_t i = first + d * inner;
                grad_in[i] = out[i] * (grad[i] - sum);
            }
        }
    }
}

void log_softmax_backward_inner_dim(const float* grad, const float* out, float* grad_in, std::size_t outer, std::size_t dim_size,
                                    std::size_t inner) {
    const std::size_t vectorized = inner - inner % 8;
    for (std::size_t o = 0; o < outer; ++o) {
        for (std::size_t k = 0; k < inner; ++k) {
            const std::size_t first = o * dim_size * inner + k;
            float sum = 0.0f;
            for (std::size_t d = 0; d < dim_size; ++d) sum += grad[first + d * inner];
            for (std::size_t d = 0; d < dim_size; ++d) {
                const std::size_t i = first + d * inner;
                const float e = k < vectorized ? sleef_expf(out[i]) : glibc_expf(out[i]);
                grad_in[i] = fused_multiply_add(-e, sum, grad[i]);
            }
        }
    }
}

}  // namespace qkv
