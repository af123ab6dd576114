// random.hpp — torch.randn, Tensor.normal_ and Tensor.uniform_ on float32, drawing exactly as PyTorch's CPU kernels do.
#pragma once

#include <cstddef>

#include <xtensor/xtensor.hpp>

#include "generator.hpp"

namespace qkv {

// Fills `count` contiguous floats as torch.randn would (both the < 16 and the >= 16 element paths).
void fill_randn(Generator& generator, float* data, std::size_t count);

// Fills `count` contiguous floats as Tensor.normal_(mean, std) would (randn is mean 0, std 1).
void fill_normal(Generator& generator, float* data, std::size_t count, double mean, double std);

// Fills `count` floats as Tensor.uniform_(from, to) would (bounds already cast to float by the caller).
void fill_uniform(Generator& generator, float* data, std::size_t count, float from, float to);

template <std::size_t Rank>
xt::xtensor<float, Rank> randn(Generator& generator, const std::array<std::size_t, Rank>& shape) {
    xt::xtensor<float, Rank> result(shape);
    fill_randn(generator, result.data(), result.size());
    return result;
}

}  // namespace qkv
