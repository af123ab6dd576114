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

}  // namespace qkv
