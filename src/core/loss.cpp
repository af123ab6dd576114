// loss.cpp — nll_loss's cascaded float sum. Every item is a separately rounded float subtraction from level 0;
// after an item whose index is a multiple of a level's span, the levels carry upwards (level j+1 += level j,
// level j = 0). The kernels live outside ATen's cpu/ folder, so nothing here is fused. Smooth L1 and Huber come from
// cpu/ kernels, but have no multiply-add for GCC to fuse.
#include "loss.hpp"

#include <algorithm>
#include <cmath>

#include "vec_reduce.hpp"

namespace qkv {
namespace {

constexpr int kLevels = 8;

// Calls visit(item, target, log_prob) for every item that is not ignored, in row-major (batch, position) order.
template <class Visit>
void for_each_item(const NllInput& input, Visit visit) {
    for (std::size_t b = 0; b < input.batch; ++b)
        for (std::size_t p = 0; p < input.positions; ++p) {
            const std::size_t item = b * input.positions + p;
            const std::int64_t target = input.targets[item];
            if (target == input.ignore_index) continue;
            const std::size_t offset = (b * input.classes + static_cast<std::size_t>(target)) * input.positions + p;
            visit(item, target, input.log_probs[offset]);
        }
}

}  // namespace

std::optional<std::int64_t> nll_bad_target(const NllInput& input) {
    const std::size_t items = input.batch * input.positions;
    for (std::size_t item = 0; item < items; ++item) {
        const std::int64_t target = input.targets[item];
        if (target != input.ignore_index && (target < 0 || target >= static_cast<std::int64_t>(input.classes))) return target;
    }
    return std::nullopt;
}

NllSum nll_loss_sum(const NllInput& input) {
    const std::int64_t items = static_cast<std::int64_t>(input.batch * input.positions);
    const std::int64_t level_power = std::max<std::int64_t>(4, ceil_log2(items) / kLevels);
    const std::int64_t level_mask = (std::int64_t(1) << level_power) - 1;
    float loss[kLevels] = {}, weight[kLevels] = {};
    std::int64_t counted = 0;
    for_each_item(input, [&](std::size_t item, std::int64_t target, float log_prob) {
        ++counted;
        if (input.class_weights) {
            loss[0] -= log_prob * input.class_weights[target];
            weight[0] += input.class_weights[target];
        } else {
            loss[0] -= log_prob;
        }
        for (int j = 0; j + 1 < kLevels; ++j) {
            if ((static_cast<std::int64_t>(item) & (level_mask << (j * level_power))) != 0) break;
            loss[j + 1] += loss[j];
            weight[j + 1] += weight[j];
            loss[j] = weight[j] = 0.0f;
        }
    });
    NllSum result{0.0f, 0.0f};
    for (int j = 0; j < kLevels; ++j) result.loss += loss[j];
    if (input.class_weights) {
        for (int j = 0; j < kLevels; ++j) result.total_weight += weight[j];
    } else {
        result.total_weight = static_cast<float>(counted);
    }
    return result;
}

std::vector<float> nll_loss_each(const NllInput& input) {
    std::vector<float> result(input.batch * input.positions, 0.0f);
    for_each_item(input, [&](std::size_t item, std::int64_t target, float log_prob) {
        result[item] = -log_prob * (input.class_weights ? input.class_weights[target] : 1.0f);
    });
    return result;
}

// smooth_l1_kernel: z = |a - b|; z >= beta ? z - 0.5 * beta : 0.5 * z * z / beta, in float.
float smooth_l1_element(float a, float b, float beta) {
    const float z = std::fabs(a - b);
    return z < beta ? 0.5f * z * z / beta : z - 0.5f * beta;
}

// huber_kernel: z < delta ? 0.5 * z * z : delta * (z - 0.5 * delta), in float.
float huber_element(float a, float b, float delta) {
    const float z = std::fabs(a - b);
    return z < delta ? 0.5f * z * z : delta * (z - 0.5f * delta);
}

// smooth_l1_backward_cpu_kernel. Vector: out = |x| >= beta ? (x > 0 ? 1 : -1) : x / beta (float beta), then
// norm * out * grad. Scalar: compares x with the double beta and divides the float norm * x * grad by it in double.
float smooth_l1_backward_element(float a, float b, float grad, float norm, double beta, bool vector) {
    const float x = a - b;
    if (vector) {
        const auto beta_float = static_cast<float>(beta);
        const float out = std::fabs(x) >= beta_float ? (x > 0.0f ? 1.0f : -1.0f) : x / beta_float;
        return norm * out * grad;
    }
    if (x <= -beta) return -norm * grad;
    if (x >= beta) return norm * grad;
    return static_cast<float>(static_cast<double>(norm * x * grad) / beta);
}

// huber_backward_cpu_kernel. Vector: out = |x| >= delta ? (x > 0 ? 1 : -1) * delta : x (float delta), then
// norm * out * grad. Scalar: the saturated cases multiply the float norm * grad by the double delta.
float huber_backward_element(float a, float b, float grad, float norm, double delta, bool vector) {
    const float x = a - b;
    if (vector) {
        const auto delta_float = static_cast<float>(delta);
        const float out = std::fabs(x) >= delta_float ? (x > 0.0f ? 1.0f : -1.0f) * delta_float : x;
        return norm * out * grad;
    }
    if (x <= -delta) return static_cast<float>(static_cast<double>(-norm * grad) * delta);
    if (x >= delta) return static_cast<float>(static_cast<double>(norm * grad) * delta);
    return norm * x * grad;
}

}  // namespace qkv
