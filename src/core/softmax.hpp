// softmax.hpp — softmax and log_softmax as PyTorch 1.13's CPU kernels compute them (SoftMaxKernel.cpp, AVX2),
// bit for bit: over the last dim (_vec_softmax_lastdim, _vec_log_softmax_lastdim) and over another dim (_vec_softmax,
// _vec_logsoftmax), and the backward over another dim.
#pragma once

#include <cstddef>

namespace qkv {

// `rows` contiguous rows of `n` floats each.
void softmax_last_dim(const float* in, float* out, std::size_t rows, std::size_t n);
void log_softmax_last_dim(const float* in, float* out, std::size_t rows, std::size_t n);

// Over the middle dim of a contiguous [outer, dim_size, inner] array (inner > 1).
void softmax_inner_dim(const float* in, float* out, std::size_t outer, std::size_t dim_size, std::size_t inner);
void log_softmax_inner_dim(const float* in, float* out, std::size_t outer, std::size_t dim_size, std::size_t inner);

// Their backward over the middle dim: grad_in from the gradient `grad` and the forward's result `out`, all contiguous
// [outer, dim_size, inner].
void softmax_backward_inner_dim(const float* grad, const float* out, float* grad_in, std::size_t outer, std::size_t dim_size,
                                std::size_t inner);
void log_softmax_backward_inner_dim(const float* grad, const float* out, float* grad_in, std::size_t outer, std::size_t dim_size,
                                    std::size_t inner);

}  // namespace qkv
