// activations.hpp — torch 1.13's CPU kernels for sigmoid, SiLU and GELU (both approximations), as they run with AVX2
// on one thread, bit for bit.
//
// GELU 'none' of a contiguous float tensor of more than one element goes to oneDNN (Debian's torch is built with
// it), whose JIT kernel computes every element alike: gelu_erf_onednn. Everything else is a cpu_kernel_vec: over a contiguous run, whole blocks of 16 elements (two 8-float vectors) go through the
// vector lambda, which calls SLEEF (sleef_math.hpp); the run's last n mod 16 elements go through the scalar lambda,
// which calls the C library (glibc_math.hpp). So the same value can give different bits at different positions.
#pragma once

#include <cstddef>

namespace qkv {

enum class Activation { Sigmoid, Silu, Gelu, GeluTanh };

// The vector lambda's result for one lane, and the scalar lambda's.
float activation_vector_lane(Activation kind, float x);
float activation_scalar(Activation kind, float x);

// One run of n elements as torch's loop visits it. `vectorized`: torch reads the run with stride 1 (or 0), so its
// 16-blocks take the vector lambda; otherwise every element takes the scalar one.
void apply_activation(Activation kind, const float* in, float* out, std::size_t n, bool vectorized);

// oneDNN 2.6's eltwise_gelu_erf: erf by Abramowitz and Stegun's 7.1.26 with its own exp, in float with FMA.
float gelu_erf_onednn(float x);

// GELU's backward, dy times the derivative at x. ATen's GeluBackwardKernelImpl (the vector lambda for whole 16-blocks
// of a contiguous run, the scalar lambda for the rest), and oneDNN's eltwise backward, which torch runs for
// approximate='none' on a contiguous input of more than one element.
float gelu_backward_vector_lane(bool tanh_approximation, float dy, float x);
float gelu_backward_scalar(bool tanh_approximation, float dy, float x);
float gelu_erf_backward_onednn(float dy, float x);

// SiLU's backward (silu_backward_kernel): s = 1 / (1 + e^-x), then dy * s * (1 + x * (1 - s)), the inner
// multiply-add fused in both lambdas (measured against torch on 6.2 million inputs, 0 differences).
float silu_backward_vector_lane(float dy, float x);
float silu_backward_scalar(float dy, float x);

}  // namespace qkv
