// autograd_reductions.cpp — the nodes of var/std, norm, max/min/amax/amin (FunctionsManual.cpp's var_backward,
// std_backward, norm_backward, evenly_distribute_backward, scale_grad_by_count) and cumsum, in torch's order of float
// operations.
#include <algorithm>
#include <cmath>

#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"

namespace qkv::python {
namespace {

// For each input element (row-major), the row-major index of the output element it reduces into.
std::vector<std::int64_t> output_slots(const Shape& shape, const std::vector<bool>& reduced) {
    Shape kept;
    for (std::size_t axis = 0; axis < shape.size(); ++axis)
        if (!reduced[axis]) kept.push_back(shape[axis]);
    const Strides kept_strides = contiguous_strides(kept);
    Strides strides;
    for (std::size_t axis = 0, k = 0; axis < shape.size(); ++axis) strides.push_back(reduced[axis] ? 0 : kept_strides[k++]);
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    std::vector<std::int64_t> slots(static_cast<std::size_t>(count));
    for_each_position<1>(shape, {strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) { slots[n] = at[0]; });
    return slots;
}

std::int64_t reduced_count(const Shape& shape, const std::vector<bool>& reduced) {
    std::int64_t count = 1;
    for (std::size_t axis = 0; axis < shape.size(); ++axis)
        if (reduced[axis]) count *= shape[axis];
    return count;
}

// var_backward: (2 / dof) * grad * (self - self.mean(dim, keepdim=True)), the factor rounded to float, the mean
// torch's sum kernel divided by the count; with no dim and dof 0, INFINITY * grad.
TensorPtr variance_gradient(const MeterPtr& m, const Tensor& grad, const Tensor& x, const std::vector<bool>& reduced, bool all,
                            std::int64_t correction) {
    const std::int64_t count = reduced_count(x.shape, reduced), dof = count - correction;
    const std::vector<std::int64_t> slots = output_slots(x.shape, reduced);
    TensorPtr out = make_tensor(m, x.shape, "the gradient");
    if (all && dof == 0) {
        for (std::int64_t n = 0; n < out->numel(); ++n) out->data()[n] = INFINITY * grad.data()[0];
        return out;
    }
    const TensorPtr sums = tensor_sum_over(m, x, reduced, true);
    const TensorPtr means = tensor_scalar(m, '/', *sums, Scalar{DType::Int64, 0.0, count}, false);
    const float factor = static_cast<float>(2.0 / static_cast<double>(dof));
    for (std::int64_t n = 0; n < out->numel(); ++n) {
        const std::int64_t slot = slots[static_cast<std::size_t>(n)];
        out->data()[n] = grad.data()[slot] * factor * (x.data()[n] - means->data()[slot]);
    }
    return out;
}

}  // namespace

void record_variance(const MeterPtr& meter, Tensor& result, const Tensor& input, const std::vector<bool>& reduced, bool, bool all,
                     std::int64_t correction) {
    if (!result.is_float() || !input.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), output = std::make_shared<SavedTensor>(meter, result);
    const bool root = result.grad_fn == "StdBackward0";
    record_backward(result, {&input}, [self, output, reduced, all, correction, root](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        if (!root) return Gradients{variance_gradient(m, grad, self->get(), reduced, all, correction)};
        // std_backward: grad / (result * 2), 0 where the result is 0, then var_backward.
        const Tensor& deviation = output->get();
        TensorPtr grad_var = make_tensor(m, grad.shape, "the gradient");
        for (std::int64_t n = 0; n < grad.numel(); ++n)
            grad_var->data()[n] = deviation.data()[n] == 0.0f ? 0.0f : grad.data()[n] / (deviation.data()[n] * 2.0f);
        return Gradients{variance_gradient(m, *grad_var, self->get(), reduced, all, correction)};
    }, true);
}

// evenly_distribute_backward: zeros with grad / count written at each element equal to the value (NaN: at each NaN).
void record_extreme_all(const MeterPtr& meter, Tensor& result, const Tensor& input) {
    if (!result.is_float() || !input.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&input}, [self, output](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Tensor& x = self->get();
        const float value = output->get().data()[0];
        const auto matches = [value](float v) { return std::isnan(value) ? std::isnan(v) : v == value; };
        std::int64_t count = 0;
        for (std::int64_t n = 0; n < x.numel(); ++n) count += matches(x.data()[n]);
        const float share = grad.data()[0] / static_cast<float>(count);
        TensorPtr out = make_tensor(m, x.shape, "the gradient");
        for (std::int64_t n = 0; n < x.numel(); ++n)
            if (matches(x.data()[n])) out->data()[n] = share;
        return Gradients{out};
    }, true);
}

// scale_grad_by_count: (grad / mask.sum(dim, keepdim=True)) * mask with mask = (result == self), so elements that
// are not a maximum get the share times 0 (-0.0 for a negative share).
void record_amax(const MeterPtr& meter, Tensor& result, const Tensor& input, const std::vector<bool>& reduced, bool) {
    if (!result.is_float() || !input.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&input}, [self, output, reduced](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Tensor &x = self->get(), &extreme = output->get();
        const std::vector<std::int64_t> slots = output_slots(x.shape, reduced);
        std::vector<std::int64_t> counts(static_cast<std::size_t>(extreme.numel()), 0);
        for (std::int64_t n = 0; n < x.numel(); ++n) counts[slots[n]] += x.data()[n] == extreme.data()[slots[n]];
        TensorPtr out = make_tensor(m, x.shape, "the gradient");
        for (std::int64_t n = 0; n < x.numel(); ++n) {
            const std::int64_t slot = slots[static_cast<std::size_t>(n)];
            const float mask = x.data()[n] == extreme.data()[slot] ? 1.0f : 0.0f;
            out->data()[n] = grad.data()[slot] / static_cast<float>(counts[slot]) * mask;
        }
        return Gradients{out};
    }, true);
}

// norm_backward for p = 2 (torch 1.13): grad * (self / norm), the quotient 0 where the norm is 0, with the gradient
// and the norm broadcast back over the reduced dims.
void record_norm2(const MeterPtr& meter, Tensor& result, const Tensor& input, const std::vector<bool>& reduced) {
    if (!result.is_float() || !input.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&input}, [self, output, reduced](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Tensor &x = self->get(), &norm = output->get();
        const std::vector<std::int64_t> slots = output_slots(x.shape, reduced);
        TensorPtr out = make_tensor(m, x.shape, "the gradient");
        for (std::int64_t n = 0; n < x.numel(); ++n) {
            const std::int64_t slot = slots[static_cast<std::size_t>(n)];
            const float scaled = norm.data()[slot] == 0.0f ? 0.0f : x.data()[n] / norm.data()[slot];
            out->data()[n] = grad.data()[slot] * scaled;
        }
        return Gradients{out};
    }, true);
}

// cumsum_backward: grad.flip(dim).cumsum(dim).flip(dim), a running sum from the end kept in double (cumsum's CPU
// accumulator for float) and rounded per element; a gradient of one element, or of size 1 along dim, as it comes.
void record_cumsum(Tensor& result, const Tensor& input, std::int64_t dim) {
    if (!result.is_float() || !input.is_float()) return;
    record_backward(result, {&input}, [dim](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr out = make_tensor(m, grad.shape, "the gradient");
        const std::int64_t size = grad.rank() == 0 ? 1 : grad.shape[dim];
        if (grad.numel() <= 1 || size == 1) {
            std::copy(grad.data(), grad.data() + grad.numel(), out->data());
            return Gradients{out};
        }
        std::int64_t outer = 1, inner = 1;
        for (std::int64_t axis = 0; axis < dim; ++axis) outer *= grad.shape[axis];
        for (std::size_t axis = dim + 1; axis < grad.rank(); ++axis) inner *= grad.shape[axis];
        for (std::int64_t o = 0; o < outer; ++o) {
            for (std::int64_t i = 0; i < inner; ++i) {
                double sum = 0.0;
                for (std::int64_t k = size; k-- > 0;) {
                    const std::int64_t n = (o * size + k) * inner + i;
                    sum += grad.data()[n];
                    out->data()[n] = static_cast<float>(sum);
                }
            }
        }
        return Gradients{out};
    }, false);
}

}  // namespace qkv::python
