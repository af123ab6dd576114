// linear.cpp — nn.Linear's default initialisation and its forward pass in PyTorch's (reference BLAS) order.
//
// Exactness: every output y[r, o] is a float sum that starts at 0 and adds x[r, i] * weight[o, i] for i = 0, 1, ...
// with the product and the sum rounded separately, then adds the bias. The speed comes from computing four
// output columns per vector lane group (and several rows and column groups at once), never from reordering i.
#include "linear.hpp"

#include <cmath>
#include <cstring>
#include <vector>

#include "random.hpp"

namespace qkv {

namespace {

// Four floats in one SIMD register (SSE natively, simd128 in WebAssembly). The compiler's generic vectors keep
// the core free of platform intrinsics; the core is built with -ffp-contract=off, so a*b+c stays two roundings.
typedef float Lanes __attribute__((vector_size(16)));
constexpr std::size_t kLanes = 4;

constexpr std::size_t kRowBlock = 4;                  // rows of x per register block
constexpr std::size_t kPanelBlock = 2;                // groups of four output columns per register block
constexpr std::size_t kOutputBlock = kPanelBlock * kLanes;

// x rearranged so one register block reads consecutive memory: for each block of four rows and each i, the
// four values x[r, i] side by side (rows past the end are zero; their results are never stored).
void pack_rows(const float* __restrict x, std::size_t rows, std::size_t in_features, float* __restrict packed) {
    for (std::size_t first_row = 0; first_row < rows; first_row += kRowBlock) {
        float* block = packed + first_row * in_features;
        for (std::size_t i = 0; i < in_features; ++i) {
            for (std::size_t r = 0; r < kRowBlock; ++r) {
                const std::size_t row = first_row + r;
                block[i * kRowBlock + r] = row < rows ? x[row * in_features + i] : 0.0f;
            }
        }
    }
}

// Eight weight rows starting at `first_output`, interleaved so that for each i the eight outputs are adjacent:
// packed[8i + 4p + lane] = weight[first_output + 4p + lane, i] (zero past out_features). Plain float stores: each
// source row is read sequentially (inserting into vector lanes one by one is slow in WebAssembly).
void pack_weights(const float* __restrict weight, std::size_t in_features, std::size_t out_features,
                  std::size_t first_output, float* __restrict packed) {
    for (std::size_t column = 0; column < kOutputBlock; ++column) {
        const std::size_t output = first_output + column;
        float* destination = packed + column;
        if (output >= out_features) {
            for (std::size_t i = 0; i < in_features; ++i) {
                destination[i * kOutputBlock] = 0.0f;
            }
            continue;
        }
        const float* source = weight + output * in_features;
        for (std::size_t i = 0; i < in_features; ++i) {
            destination[i * kOutputBlock] = source[i];
        }
    }
}

// The same eight outputs from a right operand stored (in_features, out_features), as a matrix product's is:
// packed[8i + column] = right[i, first_output + column] (zero past out_features).
void pack_columns(const float* __restrict right, std::size_t in_features, std::size_t out_features, std::size_t first_output,
                  float* __restrict packed) {
    const std::size_t present = out_features - first_output < kOutputBlock ? out_features - first_output : kOutputBlock;
    for (std::size_t i = 0; i < in_features; ++i) {
        const float* source = right + i * out_features + first_output;
        float* destination = packed + i * kOutputBlock;
        for (std::size_t column = 0; column < present; ++column) destination[column] = source[column];
        for (std::size_t column = present; column < kOutputBlock; ++column) destination[column] = 0.0f;
    }
}

Lanes load_lanes(const float* source) {
    Lanes lanes;
    std::memcpy(&lanes, source, sizeof lanes);  // one unaligned vector load
    return lanes;
}

// The register block: four rows by eight outputs, eight independent sums, walked with two pointers so every load
// uses a constant offset. For each sum the order is i = 0, 1, 2, ... with separate roundings.
void block_kernel(const float* __restrict rows_block, const float* __restrict weights, std::size_t in_features,
                  Lanes (&sums)[kRowBlock][kPanelBlock]) {
    Lanes s00 = {0.0f, 0.0f, 0.0f, 0.0f}, s01 = s00, s10 = s00, s11 = s00;
    Lanes s20 = s00, s21 = s00, s30 = s00, s31 = s00;
    for (std::size_t i = 0; i < in_features; ++i) {
        const Lanes w0 = load_lanes(weights);
        const Lanes w1 = load_lanes(weights + kLanes);
        const float x0 = rows_block[0], x1 = rows_block[1], x2 = rows_block[2], x3 = rows_block[3];
        const Lanes b0 = {x0, x0, x0, x0};
        const Lanes b1 = {x1, x1, x1, x1};
        const Lanes b2 = {x2, x2, x2, x2};
        const Lanes b3 = {x3, x3, x3, x3};
        s00 = s00 + b0 * w0;
        s01 = s01 + b0 * w1;
        s10 = s10 + b1 * w0;
        s11 = s11 + b1 * w1;
        s20 = s20 + b2 * w0;
        s21 = s21 + b2 * w1;
        s30 = s30 + b3 * w0;
        s31 = s31 + b3 * w1;
        weights += kOutputBlock;
        rows_block += kRowBlock;
    }
    sums[0][0] = s00; sums[0][1] = s01;
    sums[1][0] = s10; sums[1][1] = s11;
    sums[2][0] = s20; sums[2][1] = s21;
    sums[3][0] = s30; sums[3][1] = s31;
}

}  // namespace

float linear_weight_bound(std::size_t in_features) {
    // kaiming_uniform_(a = sqrt(5)) with fan_in = in_features, every step in double like Python's math.
    const double a = std::sqrt(5.0);
    const double gain = std::sqrt(2.0 / (1.0 + a * a));
    const double std_dev = gain / std::sqrt(static_cast<double>(in_features));
    return static_cast<float>(std::sqrt(3.0) * std_dev);
}

float linear_bias_bound(std::size_t in_features) {
    return in_features > 0 ? static_cast<float>(1.0 / std::sqrt(static_cast<double>(in_features))) : 0.0f;
}

void make_linear_into(Generator& generator, std::size_t in_features, std::size_t out_features, bool bias,
                      LinearLayer& layer) {
    layer.weight.resize({out_features, in_features});
    const float weight_bound = linear_weight_bound(in_features);
    fill_uniform(generator, layer.weight.data(), layer.weight.size(), -weight_bound, weight_bound);
    if (!bias) {
        layer.bias.reset();
        return;
    }
    if (!layer.bias) {
        layer.bias.emplace();
    }
    layer.bias->resize({out_features});
    const float bias_bound = linear_bias_bound(in_features);
    fill_uniform(generator, layer.bias->data(), layer.bias->size(), -bias_bound, bias_bound);
}

LinearLayer make_linear(Generator& generator, std::size_t in_features, std::size_t out_features, bool bias) {
    LinearLayer layer;
    make_linear_into(generator, in_features, out_features, bias, layer);
    return layer;
}

namespace {

// Packs eight columns of the right operand starting at `first_output` (pack_weights or pack_columns).
using PackRight = void (*)(const float* __restrict, std::size_t, std::size_t, std::size_t, float* __restrict);

// y[r, o] = sum_i x[r, i] * right(i, o), then + bias[o] when there is one: the register blocks over packed operands.
void blocked_product(const float* x, std::size_t rows, std::size_t in_features, const float* right, std::size_t out_features,
                     PackRight pack_right, const float* bias, float* y) {
    const std::size_t padded_rows = (rows + kRowBlock - 1) / kRowBlock * kRowBlock;
    // Scratch kept between calls (per thread), so repeated projections reuse warm memory.
    thread_local std::vector<float> packed_rows;
    thread_local std::vector<float> packed_weights;
    packed_rows.resize(padded_rows * in_features);
    pack_rows(x, rows, in_features, packed_rows.data());
    // One group of eight packed weight rows at a time (at most 32 KiB at in_features = 1024): it stays in cache
    // while every block of rows streams past it, so each weight is read from memory once.
    packed_weights.resize(kOutputBlock * in_features);
    Lanes sums[kRowBlock][kPanelBlock];
    for (std::size_t first_output = 0; first_output < out_features; first_output += kOutputBlock) {
        pack_right(right, in_features, out_features, first_output, packed_weights.data());
        for (std::size_t first_row = 0; first_row < rows; first_row += kRowBlock) {
            block_kernel(packed_rows.data() + first_row * in_features, packed_weights.data(), in_features, sums);
            for (std::size_t r = 0; r < kRowBlock && first_row + r < rows; ++r) {
                float* row_out = y + (first_row + r) * out_features;
                for (std::size_t p = 0; p < kPanelBlock; ++p) {
                    for (std::size_t lane = 0; lane < kLanes; ++lane) {
                        const std::size_t output = first_output + p * kLanes + lane;
                        if (output < out_features) {
                            const float sum = sums[r][p][lane];
                            row_out[output] = bias != nullptr ? sum + bias[output] : sum;
                        }
                    }
                }
            }
        }
    }
}

}  // namespace

void linear_forward(const float* x, std::size_t rows, std::size_t in_features, const float* weight,
                    std::size_t out_features, const float* bias, float* y) {
    blocked_product(x, rows, in_features, weight, out_features, pack_weights, bias, y);
}

void matrix_product(const float* a, std::size_t rows, std::size_t inner, const float* b, std::size_t cols, float* out) {
    blocked_product(a, rows, inner, b, cols, pack_columns, nullptr, out);
}

void linear_forward_into(const xt::xtensor<float, 2>& x, const LinearLayer& layer, xt::xtensor<float, 2>& y) {
    const std::size_t rows = x.shape()[0];
    const std::size_t in_features = x.shape()[1];
    const std::size_t out_features = layer.weight.shape()[0];
    y.resize({rows, out_features});
    linear_forward(x.data(), rows, in_features, layer.weight.data(), out_features,
                   layer.bias ? layer.bias->data() : nullptr, y.data());
}

xt::xtensor<float, 2> linear_forward(const xt::xtensor<float, 2>& x, const LinearLayer& layer) {
    xt::xtensor<float, 2> y;
    linear_forward_into(x, layer, y);
    return y;
}

}  // namespace qkv
