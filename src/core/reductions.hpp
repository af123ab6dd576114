// reductions.hpp — sum, var/std and the 2-norm as PyTorch 1.13's CPU kernels compute them (SumKernel.cpp's cascade
// sum, ReduceOps' two-pass variance and Welford, the vectorised norm), bit for bit with one thread on AVX2.
//
// Arrays are contiguous [outer, size, inner]; the reduction runs over `size` for every (outer, inner) pair and
// writes outer * inner results in row-major order.
#pragma once

#include <cstddef>

namespace qkv {

void sum_over(const float* in, float* out, std::size_t outer, std::size_t size, std::size_t inner);

// Variance with `correction` (1 = unbiased) over all n elements: torch's path for a one-element result.
double variance_all(const float* in, std::size_t n, double correction);
// Variance over the middle dim by Welford in double (torch's path when the result has several elements).
void variance_over(const float* in, double* out, std::size_t outer, std::size_t size, std::size_t inner, double correction);

// sqrt of the sum of squares of a contiguous row (torch's p=2 fast path for the last dim or a whole tensor).
float norm2_row(const float* in, std::size_t n);

}  // namespace qkv
