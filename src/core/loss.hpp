// loss.hpp — the negative log-likelihood loss as PyTorch 1.13's CPU kernels compute it (LossNLL.cpp's
// nll_loss_out_frame and LossNLL2d.cpp's nll_loss2d_forward_out_frame), bit for bit. cross_entropy is
// log_softmax over the class dim followed by this. Also the element-wise smooth L1 and Huber losses and their
// backward (BinaryOpsKernel.cpp, PointwiseOpsKernel.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace qkv {

// Log-probabilities laid out [batch, classes, positions] (positions = 1 for an (N, C) input), one target class
// per (batch, position) in row-major order. A target equal to `ignore_index` contributes nothing.
struct NllInput {
    const float* log_probs;
    const std::int64_t* targets;
    std::size_t batch, classes, positions;
    const float* class_weights;  // `classes` floats, or null for all 1
    std::int64_t ignore_index;
};

struct NllSum {
    float loss;          // the sum of -weight[t] * log_probs[..., t, ...] over the items not ignored
    float total_weight;  // the sum of their weights (their count without class weights)
};

// The first target outside [0, classes) that is not ignore_index, if any (torch reports it as an IndexError).
std::optional<std::int64_t> nll_bad_target(const NllInput& input);

// reduction='sum' (and 'mean' = loss / total_weight, a float division): the losses gathered in item order into
// 8 cascade levels of span 2^max(4, ceil_log2(items) / 8), levels folded from 0 up at the end.
NllSum nll_loss_sum(const NllInput& input);

// reduction='none': -log_probs[item, target] * weight per item, 0 where ignored.
std::vector<float> nll_loss_each(const NllInput& input);

// The element-wise smooth L1 / Huber loss of a - b (the vector and scalar forms of the kernel agree).
float smooth_l1_element(float a, float b, float beta);
float huber_element(float a, float b, float delta);

// Their backward for one element: d loss / d a times grad, with norm = 1 / numel as a float for 'mean', else 1.
// The kernel's vector form (blocks of 16 from the start of its 1-D loop) and its scalar form (the loop's tail)
// round differently unless beta (delta) is 1, or 0 for smooth L1: `vector` says which one ran.
float smooth_l1_backward_element(float a, float b, float grad, float norm, double beta, bool vector);
float huber_backward_element(float a, float b, float grad, float norm, double delta, bool vector);

}  // namespace qkv
