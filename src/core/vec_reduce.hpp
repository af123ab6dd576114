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

// vec::maximum and vec::minimum: NaN if either is NaN; on a tie the second (max(-0., 0.) is 0.), as vmaxps does.
template <class T>
T lane_maximum(T a, T b) { return (a != a || b != b) ? (a != a ? a : b) : (a > b ? a : b); }
template <class T>
T lane_minimum(T a, T b) { return (a != a || b != b) ? (a != a ? a : b) : (a < b ? a : b); }
inline float vec_maximum(float a, float b) { return lane_maximum<float>(a, b); }

// vec::reduce_all with `lanes` lanes (AVX2: 4 for float64, 16 for float16's generic vector) and the generic fold,
// lane 0 taking in lanes 1, 2 ... in turn. Fewer items than lanes fold left from the first.
template <class T, class Combine>
T reduce_lanes(const T* x, std::size_t n, std::size_t lanes, Combine combine) {
    if (n < lanes) {
        T result = x[0];
        for (std::size_t i = 1; i < n; ++i) result = combine(result, x[i]);
        return result;
    }
    T acc[16] = {};
    for (std::size_t l = 0; l < lanes; ++l) acc[l] = x[l];
    const std::size_t full = n / lanes * lanes;
    for (std::size_t i = lanes; i < full; i += lanes)
        for (std::size_t l = 0; l < lanes; ++l) acc[l] = combine(acc[l], x[i + l]);
    for (std::size_t l = 0; l < n - full; ++l) acc[l] = combine(acc[l], x[full + l]);
    T result = acc[0];
    for (std::size_t l = 1; l < lanes; ++l) result = combine(result, acc[l]);
    return result;
}

}  // namespace qkv
