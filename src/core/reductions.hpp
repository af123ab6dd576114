// reductions.hpp — sum, var/std, the 2-norm and prod as PyTorch 1.13's CPU kernels compute them (SumKernel.cpp's cascade
// sum, ReduceOps' two-pass variance and Welford, the vectorised norm), bit for bit with one thread on AVX2.
//
// Arrays are contiguous [outer, size, inner]; the reduction runs over `size` for every (outer, inner) pair and
// writes outer * inner results in row-major order.
#pragma once

#include <cstddef>
#include <cstdint>

namespace qkv {

void sum_over(const float* in, float* out, std::size_t outer, std::size_t size, std::size_t inner);
// The sum of a contiguous float64 row, as the same cascade with 4-lane vectors (x.sum() of a float64 tensor).
double sum_all(const double* in, std::size_t n);

// cascade_sum's 2-D step on strided memory: column j's items are x[j * column_stride + i * item_stride], i < items.
// The kernel (vectorised inner or outer sums, scalar row sums or columns in fours) follows from the strides as in
// ATen, so a transposed or sliced view sums in torch's order. Writes one sum per column.
void sum_columns(const float* x, std::int64_t items, std::int64_t item_stride, std::int64_t columns, std::int64_t column_stride, float* out);

// Variance with `correction` (1 = unbiased) over all n elements: torch's path for a one-element result.
double variance_all(const float* in, std::size_t n, double correction);
double variance_all(const double* in, std::size_t n, double correction);
// Variance over the middle dim by Welford in double (torch's path when the result has several elements, and var_mean's
// always); `means`, when given, receives Welford's running means (var_mean's second result).
void variance_over(const float* in, double* out, std::size_t outer, std::size_t size, std::size_t inner, double correction,
                   double* means = nullptr);

// sqrt of the sum of squares of a contiguous row (torch's p=2 fast path for the last dim or a whole tensor).
float norm2_row(const float* in, std::size_t n);
// The 2-norm over the middle dim when inner > 1 (torch's generic reduction, binary_kernel_reduce with NormTwoOps):
// per output, a float running sum of squares in index order, each step one fused multiply-add, then sqrtf.
void norm2_over(const float* in, float* out, std::size_t outer, std::size_t size, std::size_t inner);

// The product over the middle dim (ReduceOpsKernel.cpp prod_kernel_impl -> binary_kernel_reduce_vec). A contiguous
// row (inner == 1) multiplies blocks of 32 lane-wise, folds the four 8-lane vectors, the 8 lanes in order, then the
// tail elements in order; a column (inner > 1) is one running product in index order.
void product_over(const float* in, float* out, std::size_t outer, std::size_t size, std::size_t inner);

}  // namespace qkv
