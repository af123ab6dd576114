// linear.hpp — nn.Linear: its default initialisation and its forward pass, bit-exact with PyTorch on CPU.
#pragma once

#include <cstddef>
#include <optional>

#include <xtensor/xtensor.hpp>

#include "generator.hpp"

namespace qkv {

// Bounds of nn.Linear.reset_parameters, computed in double as Python does, then cast to float.
float linear_weight_bound(std::size_t in_features);  // kaiming_uniform_(a = sqrt(5))
float linear_bias_bound(std::size_t in_features);    // 1 / sqrt(fan_in)

struct LinearLayer {
    xt::xtensor<float, 2> weight;               // out_features x in_features
    std::optional<xt::xtensor<float, 1>> bias;  // out_features, when bias=True
};

// nn.Linear(in_features, out_features, bias): draws the weight, then the bias.
LinearLayer make_linear(Generator& generator, std::size_t in_features, std::size_t out_features, bool bias);
// The same draws into an existing layer, reusing its storage when the shapes already match.
void make_linear_into(Generator& generator, std::size_t in_features, std::size_t out_features, bool bias,
                      LinearLayer& layer);

// y[r, o] = sum_i x[r, i] * weight[o, i] (float, increasing i, unfused) + bias[o].
// Raw form for callers holding other tensor types; `bias` may be null.
void linear_forward(const float* x, std::size_t rows, std::size_t in_features, const float* weight,
                    std::size_t out_features, const float* bias, float* y);

// out[r, c] = sum_k a[r, k] * b[k, c] (float, k increasing from 0, unfused), a (rows, inner) and b (inner, cols)
// row-major: torch's mm/bmm in reference BLAS order, at linear_forward's speed.
void matrix_product(const float* a, std::size_t rows, std::size_t inner, const float* b, std::size_t cols, float* out);

xt::xtensor<float, 2> linear_forward(const xt::xtensor<float, 2>& x, const LinearLayer& layer);
// The same into `y` (resized to rows x out_features; its storage is reused when the size already matches).
void linear_forward_into(const xt::xtensor<float, 2>& x, const LinearLayer& layer, xt::xtensor<float, 2>& y);

}  // namespace qkv
