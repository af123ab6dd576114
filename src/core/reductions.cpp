// reductions.cpp — SumKernel.cpp's cascade sum, the variance paths of ReduceOps, the 2-norm fast path and prod.
//
// The cascade: items go into level-0 accumulators in steps of 2^level_power; after each step the levels carry
// upwards (level j += level j-1) until the step count is no longer a multiple of the next level's span. It bounds
// rounding error and fixes the order of every float addition, which is what we reproduce.
#include "reductions.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cmath>
#include <vector>

#include "vec_reduce.hpp"

namespace qkv {
namespace {

// W parallel accumulators of type T over `rows` items; item r's k-th value is load(r, k).
template <std::size_t W, class T = float, class Load>
std::array<T, W> multi_row_sum(std::int64_t rows, Load load) {
    constexpr int kLevels = 4;
    const std::int64_t level_power = std::max<std::int64_t>(4, ceil_log2(rows) / kLevels);
    const std::int64_t step = std::int64_t(1) << level_power, mask = step - 1;
    T acc[kLevels][W] = {};
    std::int64_t i = 0;
    while (i + step <= rows) {
        for (std::int64_t j = 0; j < step; ++j, ++i)
            for (std::size_t k = 0; k < W; ++k) acc[0][k] += load(i, k);
        for (int j = 1; j < kLevels; ++j) {
            for (std::size_t k = 0; k < W; ++k) {
                acc[j][k] += acc[j - 1][k];
                acc[j - 1][k] = 0;
            }
            if ((i & (mask << (j * level_power))) != 0) break;
        }
    }
    for (; i < rows; ++i)
        for (std::size_t k = 0; k < W; ++k) acc[0][k] += load(i, k);
    std::array<T, W> result;
    for (std::size_t k = 0; k < W; ++k) result[k] = ((acc[0][k] + acc[1][k]) + acc[2][k]) + acc[3][k];
    return result;
}

// row_sum with 4-way ILP over `size` items of width W (W = 1 for scalars, 8 floats or 4 doubles for AVX2 vectors).
template <std::size_t W, class T = float, class Load>
std::array<T, W> row_sum(std::int64_t size, Load load) {
    const std::int64_t rows = size / 4;
    std::array<T, 4 * W> partial = multi_row_sum<4 * W, T>(rows, [&](std::int64_t r, std::size_t k) { return load(r * 4 + k / W, k % W); });
    for (std::int64_t i = rows * 4; i < size; ++i)
        for (std::size_t lane = 0; lane < W; ++lane) partial[lane] += load(i, lane);
    std::array<T, W> result;
    for (std::size_t lane = 0; lane < W; ++lane) {
        result[lane] = partial[lane];
        for (std::size_t k = 1; k < 4; ++k) result[lane] += partial[k * W + lane];
    }
    return result;
}

// A contiguous row: vectors of W (8 floats, 4 doubles) while at least W remain, then the tail, then the W lanes.
template <class T, std::size_t W = 32 / sizeof(T)>
T inner_sum(const T* x, std::int64_t n) {
    auto item = [&](std::int64_t i, std::size_t) { return x[i]; };
    if (n < static_cast<std::int64_t>(W)) return row_sum<1, T>(n, item)[0];
    const std::int64_t vectors = n / static_cast<std::int64_t>(W);
    auto lane_item = [&](std::int64_t v, std::size_t lane) { return x[v * static_cast<std::int64_t>(W) + static_cast<std::int64_t>(lane)]; };
    const std::array<T, W> lanes = row_sum<W, T>(vectors, lane_item);
    T total = 0;
    for (std::int64_t i = vectors * static_cast<std::int64_t>(W); i < n; ++i) total += x[i];
    for (T lane : lanes) total += lane;
    return total;
}

template <std::size_t W>
void store(float* out, std::int64_t first, const std::array<float, W>& sums) {
    for (std::size_t k = 0; k < W; ++k) out[first + static_cast<std::int64_t>(k)] = sums[k];
}

}  // namespace

double sum_all(const double* in, std::size_t n) { return 0.0 + inner_sum(in, static_cast<std::int64_t>(n)); }

void sum_columns(const float* x, std::int64_t items, std::int64_t item_stride, std::int64_t columns, std::int64_t column_stride, float* out) {
    auto at = [&](std::int64_t item, std::int64_t column) { return x[item * item_stride + column * column_stride]; };
    std::int64_t j = 0;
    if (item_stride == 1 && items >= 8) {  // vectorized_inner_sum
        for (; j < columns; ++j) out[j] = inner_sum(x + j * column_stride, items);
        return;
    }
    if (column_stride == 1 && columns >= 8) {  // vectorized_outer_sum
        for (; j + 32 <= columns; j += 32)
            store(out, j, multi_row_sum<32>(items, [&](std::int64_t r, std::size_t k) { return at(r, j + static_cast<std::int64_t>(k)); }));
        for (; j + 8 <= columns; j += 8)
            store(out, j, row_sum<8>(items, [&](std::int64_t r, std::size_t k) { return at(r, j + static_cast<std::int64_t>(k)); }));
    } else if (item_stride >= column_stride) {  // scalar_outer_sum: columns in fours
        for (; j + 4 <= columns; j += 4)
            store(out, j, multi_row_sum<4>(items, [&](std::int64_t r, std::size_t k) { return at(r, j + static_cast<std::int64_t>(k)); }));
    }
    for (; j < columns; ++j) out[j] = row_sum<1>(items, [&](std::int64_t r, std::size_t) { return at(r, j); })[0];
}

void sum_over(const float* in, float* out, std::size_t outer, std::size_t size, std::size_t inner) {
    const auto n = static_cast<std::int64_t>(size), columns = static_cast<std::int64_t>(inner);
    for (std::size_t o = 0; o < outer; ++o) {
        const float* block = in + o * size * inner;
        float* target = out + o * inner;
        sum_columns(block, n, columns, columns, 1, target);
        // torch adds each sum into an output filled with zeros.
        for (std::size_t k = 0; k < inner; ++k) target[k] = 0.0f + target[k];
    }
}

namespace {

// The mean by the cascade sum in the input's type, then the squared deviations summed in double in order.
template <class T>
double variance_all_of(const T* in, std::size_t n, double correction) {
    const T mean = inner_sum(in, static_cast<std::int64_t>(n)) / static_cast<T>(n);
    double squares = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double deviation = static_cast<double>(in[i]) - static_cast<double>(mean);
        squares += deviation * deviation;
    }
    return squares / std::max(0.0, static_cast<double>(n) - correction);
}

}  // namespace

double variance_all(const float* in, std::size_t n, double correction) { return variance_all_of(in, n, correction); }
double variance_all(const double* in, std::size_t n, double correction) { return variance_all_of(in, n, correction); }

void variance_over(const float* in, double* out, std::size_t outer, std::size_t size, std::size_t inner, double correction,
                   double* means) {
    for (std::size_t o = 0; o < outer; ++o) {
        for (std::size_t k = 0; k < inner; ++k) {
            double mean = 0.0, m2 = 0.0;
            for (std::size_t i = 0; i < size; ++i) {
                const double x = in[(o * size + i) * inner + k];
                const double delta = x - mean;
                mean += delta / static_cast<double>(i + 1);
                m2 = std::fma(delta, x - mean, m2);
            }
            out[o * inner + k] = m2 / std::max(0.0, static_cast<double>(size) - correction);
            if (means) means[o * inner + k] = mean;
        }
    }
}

void norm2_over(const float* in, float* out, std::size_t outer, std::size_t size, std::size_t inner) {
    for (std::size_t o = 0; o < outer; ++o)
        for (std::size_t k = 0; k < inner; ++k) {
            float total = 0.0f;
            for (std::size_t i = 0; i < size; ++i) {
                const float x = in[(o * size + i) * inner + k];
                total = static_cast<float>(static_cast<double>(x) * x + total);
            }
            out[o * inner + k] = std::sqrt(total);
        }
}

float norm2_row(const float* in, std::size_t n) {
    float lanes[8] = {};
    const std::size_t full = n / 8 * 8;
    for (std::size_t i = 0; i < full; i += 8)
        for (std::size_t l = 0; l < 8; ++l) lanes[l] = static_cast<float>(static_cast<double>(in[i + l]) * in[i + l] + lanes[l]);
    float total = lanes[0];
    for (std::size_t l = 1; l < 8; ++l) total += lanes[l];
    // GCC's vectorised tail: four squares rounded then added, the rest fused.
    std::size_t i = full;
    if (n - full >= 4)
        for (const std::size_t stop = i + 4; i < stop; ++i) total = total + in[i] * in[i];
    for (; i < n; ++i) total = static_cast<float>(static_cast<double>(in[i]) * in[i] + total);
    return std::sqrt(total);
}

namespace {

float row_product(const float* in, std::size_t n) {
    constexpr std::size_t lanes = 8, block = 4 * lanes;
    const std::size_t blocks = n / block;
    float result = 1.0f;
    if (blocks > 0) {
        float acc[block];
        for (std::size_t l = 0; l < block; ++l) acc[l] = in[l];
        for (std::size_t b = 1; b < blocks; ++b)
            for (std::size_t l = 0; l < block; ++l) acc[l] *= in[b * block + l];
        float folded[lanes];
        for (std::size_t l = 0; l < lanes; ++l) folded[l] = (acc[l] * acc[lanes + l]) * (acc[2 * lanes + l] * acc[3 * lanes + l]);
        float lane_product = folded[0];
        for (std::size_t l = 1; l < lanes; ++l) lane_product *= folded[l];
        result *= lane_product;
    }
    for (std::size_t i = blocks * block; i < n; ++i) result *= in[i];
    return result;
}

}  // namespace

void product_over(const float* in, float* out, std::size_t outer, std::size_t size, std::size_t inner) {
    for (std::size_t o = 0; o < outer; ++o) {
        const float* block = in + o * size * inner;
        if (inner == 1) {
            out[o] = row_product(block, size);
            continue;
        }
        for (std::size_t k = 0; k < inner; ++k) {
            float product = 1.0f;
            for (std::size_t i = 0; i < size; ++i) product *= block[i * inner + k];
            out[o * inner + k] = product;
        }
    }
}

}  // namespace qkv
