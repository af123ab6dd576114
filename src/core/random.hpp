// random.hpp — torch.randn, Tensor.normal_ and Tensor.uniform_ on float32 (randn and rand on float64 too), drawing
// exactly as PyTorch's CPU kernels do.
#pragma once

#include <cstddef>
#include <optional>

#include <xtensor/xtensor.hpp>

#include "generator.hpp"

namespace qkv {

// Fills `count` contiguous floats as torch.randn would (both the < 16 and the >= 16 element paths).
void fill_randn(Generator& generator, float* data, std::size_t count);

// Fills `count` contiguous floats as Tensor.normal_(mean, std) would (randn is mean 0, std 1), with the C
// library's log, sin and cos where fewer than 16 are drawn (glibc's natively, as torch's).
void fill_normal(Generator& generator, float* data, std::size_t count, double mean, double std);

// The functions the fewer-than-16 path draws with; an empty answer means "not vouched for", and the C library's is
// used instead.
struct SmallNormalMath {
    static constexpr bool kAlwaysVouched = false;
    std::optional<double> (*log)(double);
    std::optional<double> (*sin)(double);
    std::optional<double> (*cos)(double);
};
// fill_normal with log, sin and cos from `math`: false when a float drawn might differ from glibc's (random.cpp).
[[nodiscard]] bool fill_normal(Generator& generator, float* data, std::size_t count, double mean, double std,
                               const SmallNormalMath& math);
// fill_normal and fill_randn with qkv::libm's log, sin and cos (random_vouched.cpp, beside the libm it links):
// false when a value might not be the float torch draws, which the caller refuses to show.
[[nodiscard]] bool fill_normal_vouched(Generator& generator, float* data, std::size_t count, double mean, double std);
[[nodiscard]] bool fill_randn_vouched(Generator& generator, float* data, std::size_t count);

// torch.randn(dtype=torch.float64): fewer than 16 as the float path draws them (in double, the cache shared),
// else 53-bit uniforms transformed by Box–Muller in double with `math`'s log, sin and cos; false when one of those
// was not vouched for. fill_randn_double_vouched uses qkv::libm's (random_vouched.cpp).
[[nodiscard]] bool fill_randn_double(Generator& generator, double* data, std::size_t count, const SmallNormalMath& math);
[[nodiscard]] bool fill_randn_double_vouched(Generator& generator, double* data, std::size_t count);
// torch.rand(dtype=torch.float64): one 64-bit draw per element, its low 53 bits times 2^-53.
void fill_uniform_double(Generator& generator, double* data, std::size_t count);

// Fills `count` floats as Tensor.uniform_(from, to) would (bounds already cast to float by the caller).
void fill_uniform(Generator& generator, float* data, std::size_t count, float from, float to);

template <std::size_t Rank>
xt::xtensor<float, Rank> randn(Generator& generator, const std::array<std::size_t, Rank>& shape) {
    xt::xtensor<float, Rank> result(shape);
    fill_randn(generator, result.data(), result.size());
    return result;
}

}  // namespace qkv
