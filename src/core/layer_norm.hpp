// layer_norm.hpp — layer normalisation as PyTorch 1.13's CPU kernel computes it (layer_norm_kernel.cpp with
// moments_utils.h's RowwiseMoments, AVX2 build), bit for bit.
#pragma once

#include <cstddef>

namespace qkv {

struct RowMoments {
    float mean;
    float variance;  // biased (divided by n)
};

// RowwiseMoments: a Welford pass over 8 float lanes in chunks of 16 vectors, the chunks merged pairwise up a
// stack, then the n mod 8 tail elements by scalar Welford, then the 8 lanes merged into it.
RowMoments row_moments(const float* x, std::size_t n);

// `rows` contiguous rows of `n` floats normalised to zero mean and unit variance, then scaled by `weight` and
// shifted by `bias` (each n floats, or null for 1 and 0).
void layer_norm_rows(const float* in, const float* weight, const float* bias, float* out, std::size_t rows, std::size_t n,
                     float eps);

// LayerNormBackwardKernelImplInternal on one thread: for `rows` rows of `n` floats of the forward's input `in` and
// the gradient `grad_out`, the input's gradient into `grad_in`, and the weight's and bias's gradients summed over
// the rows into `grad_weight` and `grad_bias` (each may be null when not wanted; `weight` null when absent).
void layer_norm_backward_rows(const float* grad_out, const float* in, const float* weight, float* grad_in, float* grad_weight,
                              float* grad_bias, std::size_t rows, std::size_t n, float eps);

}  // namespace qkv
