// vec_reduce.hpp — ATen's vec::reduce_all on AVX2 (8 float lanes), in scalar form: the order in which softmax's
// max and sum, and other whole-row reductions, combine their elements; and CeilLog2, which sizes ATen's cascades.
#pragma once

#include <cstddef>
#include <cstdint>

namespace qkv {

// Fewer than 8 items fold left from the first. Otherwise lane l starts at x[l] and folds in every 8th item after
// it; the n mod 8 tail items go to lanes 0, 1, ...; then lanes l and l+4 combine, then (0, 2) and (1, 3), then the two.
template <class Combine>
float reduce_all(const float* x, std::size_t n, Combine combine) {
    if (n < 8) {
        float result = x[0];
        for (std::size_t i = 1; i < n; ++i) result = combine(result, x[i]);
        return result;
    }
    float lanes[8];
    for (std::size_t l = 0; l < 8; ++l) lanes[l] = x[l];
    const std::size_t full = n / 8 * 8;
    for (std::size_t i = 8; i < full; i += 8)
        for (std::size_t l = 0; l < 8; ++l) lanes[l] = combine(lanes[l], x[i + l]);
    for (std::size_t l = 0; l < n - full; ++l) lanes[l] = combine(lanes[l], x[full + l]);
    float halves[4];
    for (std::size_t l = 0; l < 4; ++l) halves[l] = combine(lanes[l], lanes[l + 4]);
    return combine(combine(halves[0], halves[2]), combine(halves[1], halves[3]));
}

// ATen's utils::CeilLog2: the bit length of n - 1, and 1 for n <= 2. It sizes the cascades of the sums and moments.
inline std::int64_t ceil_log2(std::int64_t n) {
    if (n <= 2) return 1;
    std::int64_t bits = 0;
    for (std::uint64_t value = static_cast<std::uint64_t>(n - 1); value; value >>= 1) ++bits;
    return bits;
}

// vec::maximum: NaN if either is NaN.
inline float vec_maximum(float a, float b) { return (a != a || b != b) ? (a != a ? a : b) : (a > b ? a : b); }

}  // namespace qkv
