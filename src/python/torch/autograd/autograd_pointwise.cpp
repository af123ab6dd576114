// autograd_pointwise.cpp — the nodes of element-wise ops and losses (derivatives.yaml's formulas for exp, log, sqrt,
// rsqrt, abs, sigmoid, clamp, where, mse_loss, smooth_l1_loss and huber_loss), each computed in the order of the kernel torch 1.13 runs for it.
// Element-wise kernels give every element the same arithmetic whether it falls in a vector block or the scalar tail
// (none of these formulas has a multiply-add GCC could fuse), so a plain loop in row-major order is exact; the
// smooth L1 and Huber backward kernels are the exception, and say which form each element took.
#include <array>
#include <cmath>
#include <optional>

#include "core/activations.hpp"
#include "core/libm.hpp"
#include "core/loss.hpp"
#include "core/pyformat.hpp"
#include "core/sleef_math.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"

namespace qkv::python {
namespace {

TensorPtr new_gradient(const MeterPtr& meter, const Shape& shape) { return make_tensor(meter, shape, "the gradient"); }

// out[n] = formula(grad[n], saved[n]) over the gradient's elements (grad has the result's shape).
template <class Formula>
TensorPtr pointwise(const MeterPtr& meter, const Tensor& grad, const Tensor& saved, Formula formula) {
    TensorPtr out = new_gradient(meter, grad.shape);
    for (std::int64_t n = 0; n < out->numel(); ++n) out->data()[n] = formula(grad.data()[n], saved.data()[n]);
    return out;
}

// sgn of a real number as torch's sign kernel gives it: (0 < x) - (x < 0), so NaN gives 0.
float sign_of(float x) { return static_cast<float>((0.0f < x) - (x < 0.0f)); }

// sin: grad * self.cos(); cos: grad * -self.sin(). The cos or sin is torch's unary kernel again (SLEEF's, as the
// forward): the forward accepted every value of self, so the short path serves them all here too.
Gradients trigonometric_gradient(const MeterPtr& meter, const Tensor& grad, const Tensor& x, bool of_cosine) {
    TensorPtr derivative = new_gradient(meter, x.shape);
    if (!qkv::sleef_trig_block(x.data(), derivative->data(), static_cast<std::size_t>(x.numel()), !of_cosine))
        raise_unsupported("backward() of sin or cos of a value of magnitude 125 or more, inf or nan");
    if (of_cosine) return Gradients{pointwise(meter, grad, *derivative, [](float g, float s) { return g * -s; })};
    return Gradients{pointwise(meter, grad, *derivative, [](float g, float c) { return g * c; })};
}

}  // namespace

// exp: grad * result; sigmoid: sigmoid_backward = grad * (1 - y) * y; sqrt: grad / (2 * result);
// rsqrt: (-0.5 * grad) * result.pow(3), the cube as pow's kernel takes it (y * y * y); all from the result.
// log: grad / self; log10, log2: grad / (self * ln(base)); abs: grad * self.sgn(); sin and cos (above); from the input.
void record_pointwise(const MeterPtr& meter, Tensor& result, const Tensor& input) {
    if (!result.is_float() || !input.is_float()) return;
    const std::string& name = result.grad_fn;
    const bool trigonometric = name == "SinBackward0" || name == "CosBackward0";
    if (name != "ExpBackward0" && name != "SigmoidBackward0" && name != "SqrtBackward0" && name != "RsqrtBackward0" &&
        name != "LogBackward0" && name != "Log10Backward0" && name != "Log2Backward0" && name != "AbsBackward0" && !trigonometric)
        return;
    const bool from_input = name == "LogBackward0" || name == "Log10Backward0" || name == "Log2Backward0" || name == "AbsBackward0" || trigonometric;
    const auto saved = std::make_shared<SavedTensor>(meter, from_input ? input : result);
    record_backward(result, {&input}, [saved, name](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Tensor& kept = saved->get();
        if (name == "SinBackward0" || name == "CosBackward0") return trigonometric_gradient(m, grad, kept, name == "CosBackward0");
        if (name == "ExpBackward0") return Gradients{pointwise(m, grad, kept, [](float g, float y) { return g * y; })};
        if (name == "SigmoidBackward0") return Gradients{pointwise(m, grad, kept, [](float g, float y) { return g * (1.0f - y) * y; })};
        if (name == "SqrtBackward0") return Gradients{pointwise(m, grad, kept, [](float g, float y) { return g / (2.0f * y); })};
        if (name == "RsqrtBackward0")
            return Gradients{pointwise(m, grad, kept, [](float g, float y) { return (g * -0.5f) * (y * y * y); })};
        if (name == "LogBackward0") return Gradients{pointwise(m, grad, kept, [](float g, float x) { return g / x; })};
        if (name == "Log10Backward0" || name == "Log2Backward0") {  // grad / (self * ln(base)), the constant as a float scalar
            const float log_of_base = static_cast<float>(name == "Log10Backward0" ? 2.3025850929940456 : 0.6931471805599453);
            return Gradients{pointwise(m, grad, kept, [log_of_base](float g, float x) { return g / (x * log_of_base); })};
        }
        return Gradients{pointwise(m, grad, kept, [](float g, float x) { return g * sign_of(x); })};  // AbsBackward0
    }, true);
    if (!from_input) remember_saved_result(result, saved);
}

// clamp_backward: grad where min <= self <= max (each bound optional, compared in float), else 0; NaN gets 0.
void record_clamp(const MeterPtr& meter, Tensor& result, const Tensor& input, std::optional<double> low, std::optional<double> high) {
    if (!result.is_float() || !input.is_float()) return;
    const auto saved = std::make_shared<SavedTensor>(meter, input);
    const float min = low ? static_cast<float>(*low) : 0.0f, max = high ? static_cast<float>(*high) : 0.0f;
    const bool has_min = low.has_value(), has_max = high.has_value();
    record_backward(result, {&input}, [saved, min, max, has_min, has_max](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        return Gradients{pointwise(m, grad, saved->get(), [=](float g, float x) {
            const bool inside = (!has_min || x >= min) && (!has_max || x <= max);
            return inside ? g : 0.0f;
        })};
    }, true);
}

// where(condition, self, other): self gets where(condition, grad, 0), other where(condition, 0, grad), each summed
// to its input's shape by the engine.
void record_where(const MeterPtr& meter, Tensor& result, const Tensor& condition, const Tensor& x, const Tensor& y) {
    if (!result.is_float()) return;
    const auto saved = std::make_shared<SavedTensor>(meter, condition);
    record_backward(result, {&x, &y}, [saved](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        const TensorPtr zero = new_gradient(m, {});
        Gradients grads(2);
        if (needed[0]) grads[0] = tensor_where(m, saved->get(), grad, *zero);
        if (needed[1]) grads[1] = tensor_where(m, saved->get(), *zero, grad);
        return grads;
    }, true);
}

// mse_loss_backward: norm * (self - target) * grad with norm = 2 / numel (as a float) for 'mean', 2 otherwise;
// the target gets the same with self and target swapped. The gradient of a reduced loss is one number.
void record_mse_loss(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, bool mean) {
    if (!result.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), other = std::make_shared<SavedTensor>(meter, target);
    const float norm = static_cast<float>(mean ? 2.0 / static_cast<double>(input.numel()) : 2.0);
    record_backward(result, {&input, &target}, [self, other, norm](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        const Tensor &x = self->get(), &t = other->get();
        const bool one_grad = grad.numel() == 1 && x.numel() != 1;
        Gradients grads(2);
        for (std::size_t k = 0; k < 2; ++k) {
            if (!needed[k]) continue;
            const Tensor &a = k == 0 ? x : t, &b = k == 0 ? t : x;
            grads[k] = new_gradient(m, a.shape);
            for (std::int64_t n = 0; n < a.numel(); ++n)
                grads[k]->data()[n] = norm * (a.data()[n] - b.data()[n]) * grad.data()[one_grad ? 0 : n];
        }
        return grads;
    }, true);
}

// smooth_l1_loss_backward(grad, self, target) for self and (grad, target, self) for target; huber_loss_backward
// likewise. Their vector and scalar forms agree only for beta (delta) 1 (and beta 0), so other values need the
// element split torch's loop makes, known when the loss was reduced over contiguous inputs.
void record_regression_loss(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, const RegressionLoss& loss) {
    if (!result.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), other = std::make_shared<SavedTensor>(meter, target);
    const float norm = static_cast<float>(loss.mean ? 1.0 / static_cast<double>(input.numel()) : 1.0);
    record_backward(result, {&input, &target}, [self, other, norm, loss](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        const Tensor &x = self->get(), &t = other->get();
        const bool same_paths = loss.parameter == 1.0 || (!loss.huber && loss.parameter == 0.0);
        if (!same_paths && !loss.vector_split)
            raise_unsupported(std::string("the backward of ") + (loss.huber ? "huber_loss with delta=" : "smooth_l1_loss with beta=") +
                              py_float_repr(loss.parameter) + " unreduced or of non-contiguous tensors");
        const bool one_grad = grad.numel() == 1 && x.numel() != 1;
        const std::int64_t count = x.numel(), vector_end = count - count % 16;
        Gradients grads(2);
        for (std::size_t k = 0; k < 2; ++k) {
            if (!needed[k]) continue;
            const Tensor &a = k == 0 ? x : t, &b = k == 0 ? t : x;
            grads[k] = new_gradient(m, a.shape);
            for (std::int64_t n = 0; n < count; ++n) {
                const float g = grad.data()[one_grad ? 0 : n];
                grads[k]->data()[n] = loss.huber ? qkv::huber_backward_element(a.data()[n], b.data()[n], g, norm, loss.parameter, n < vector_end)
                                                 : qkv::smooth_l1_backward_element(a.data()[n], b.data()[n], g, norm, loss.parameter, n < vector_end);
            }
        }
        return grads;
    }, true);
}

// pow(self, exponent) of two tensors (pow_backward_self, pow_backward_exponent), both at the result's shape and
// summed to each input's by the engine: self gets where(exponent == 0, 0, grad * (exponent * self.pow(exponent - 1)))
// with the pow as torch's kernel computes it; exponent gets grad * where(self == 0 & exponent >= 0, 0, result *
// self.log()).
void record_power_tensor(const MeterPtr& meter, Tensor& result, const Tensor& base, const Tensor& exponent) {
    if (!result.is_float() || !base.is_float() || !exponent.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, base), power = std::make_shared<SavedTensor>(meter, exponent),
               output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&base, &exponent}, [self, power, output](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        const Tensor &x = self->get(), &y = power->get(), &r = output->get();
        const std::array<Strides, 2> strides{broadcast_strides(x.shape, grad.shape), broadcast_strides(y.shape, grad.shape)};
        Gradients grads(2);
        if (needed[0]) {
            const TensorPtr lowered = tensor_power_tensor(m, x, *tensor_scalar(m, '-', y, Scalar{DType::Int64, 0.0, 1}, false));
            grads[0] = new_gradient(m, grad.shape);
            for_each_position<2>(grad.shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
                const float e = y.data()[at[1]];
                grads[0]->data()[n] = e == 0.0f ? 0.0f : grad.data()[n] * (e * lowered->data()[n]);
            });
        }
        if (needed[1]) {
            grads[1] = new_gradient(m, grad.shape);
            for_each_position<2>(grad.shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
                const float a = x.data()[at[0]], e = y.data()[at[1]];
                const bool zero = a == 0.0f && e >= 0.0f;
                grads[1]->data()[n] = grad.data()[n] * (zero ? 0.0f : r.data()[n] * qkv::sleef_logf(a));
            });
        }
        return grads;
    }, true);
}

// pow(number, exponent) (PowBackward2): grad * (result * log(number)), the log glibc's in double rounded to float as a
// Python number meets a float tensor (refused where that float is not certain); 0 in place of the product where
// number is 0 and exponent >= 0.
void record_scalar_base_power(const MeterPtr& meter, Tensor& result, double base, const Tensor& exponent) {
    if (!result.is_float() || !exponent.is_float()) return;
    // glibc's log in double (-inf at 0, NaN below, as in every C library), rounded to float.
    const std::optional<float> rounded = qkv::libm::certain_float(qkv::libm::log(base), std::log(base),
                                                                  [](double value) { return static_cast<float>(value); });
    const bool known = rounded.has_value();
    const auto power = std::make_shared<SavedTensor>(meter, exponent), output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&exponent}, [power, output, base, rounded = rounded.value_or(0.0f), known](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        if (!known) raise_unsupported("backward() of torch.pow(number, tensor) for this number");
        const Tensor &y = power->get(), &r = output->get();
        TensorPtr out = new_gradient(m, grad.shape);
        for (std::int64_t n = 0; n < out->numel(); ++n) {
            const bool zero = base == 0.0 && y.data()[n] >= 0.0f;
            out->data()[n] = grad.data()[n] * (zero ? 0.0f : r.data()[n] * rounded);
        }
        return Gradients{out};
    }, true);
}

namespace {

// The innermost run TensorIterator hands a backward kernel's loop when the input and the output are contiguous: the
// trailing dims the gradient's strides let it merge; vectorized when the gradient is read with stride 1 or 0.
struct KernelRun {
    std::int64_t length = 1;
    bool vectorized = true;
};

KernelRun innermost_run(const Tensor& grad) {
    const Strides strides = torch_strides(grad);
    KernelRun run;
    std::int64_t stride = 0;
    bool started = false;
    for (std::size_t k = grad.rank(); k-- > 0;) {
        if (grad.shape[k] == 1) continue;
        if (!started) {
            started = true, run.length = grad.shape[k], stride = strides[k];
        } else if (strides[k] == stride * run.length) {
            run.length *= grad.shape[k];
        } else {
            break;
        }
    }
    run.vectorized = stride == 0 || stride == 1;
    return run;
}

// A cpu_kernel_vec over (grad, x), both of x's shape, x contiguous: in each run, whole 16-blocks through the vector
// lambda and the rest through the scalar one.
template <class VectorLane, class Scalar>
TensorPtr blocked_backward(const MeterPtr& meter, const Tensor& grad, const Tensor& x, VectorLane vector_lane, Scalar scalar) {
    TensorPtr out = new_gradient(meter, x.shape);
    const std::int64_t count = x.numel();
    const KernelRun run = innermost_run(grad);
    for (std::int64_t begin = 0; begin < count; begin += run.length) {
        const std::int64_t blocked = run.vectorized ? run.length - run.length % 16 : 0;
        for (std::int64_t i = 0; i < run.length; ++i) {
            const std::int64_t n = begin + i;
            out->data()[n] = i < blocked ? vector_lane(grad.data()[n], x.data()[n]) : scalar(grad.data()[n], x.data()[n]);
        }
    }
    return out;
}

}  // namespace

// gelu_backward(grad, self, approximate): oneDNN's kernel for 'none' on more than one element (the input is
// contiguous here), ATen's otherwise (blocked_backward). A non-contiguous input records no node (its loop order is
// not reproduced).
void record_gelu(const MeterPtr& meter, Tensor& result, const Tensor& input, bool tanh_approximation) {
    if (!result.is_float() || !input.is_float() || !input.view_strides.empty()) return;
    const auto saved = std::make_shared<SavedTensor>(meter, input);
    record_backward(result, {&input}, [saved, tanh_approximation](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Tensor& x = saved->get();
        if (!tanh_approximation && x.numel() > 1) {
            TensorPtr out = new_gradient(m, x.shape);
            for (std::int64_t n = 0; n < x.numel(); ++n) out->data()[n] = qkv::gelu_erf_backward_onednn(grad.data()[n], x.data()[n]);
            return Gradients{out};
        }
        return Gradients{blocked_backward(
            m, grad, x, [=](float g, float v) { return qkv::gelu_backward_vector_lane(tanh_approximation, g, v); },
            [=](float g, float v) { return qkv::gelu_backward_scalar(tanh_approximation, g, v); })};
    }, true);
}

// silu_backward(grad, self) (grad mode is off in backward, so not the differentiable form), as blocked_backward runs
// it; a non-contiguous input records no node.
void record_silu(const MeterPtr& meter, Tensor& result, const Tensor& input) {
    if (!result.is_float() || !input.is_float() || !input.view_strides.empty()) return;
    const auto saved = std::make_shared<SavedTensor>(meter, input);
    record_backward(result, {&input}, [saved](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        return Gradients{blocked_backward(m, grad, saved->get(), qkv::silu_backward_vector_lane, qkv::silu_backward_scalar)};
    }, true);
}

// leaky_relu_backward(grad, self, slope): grad where self > 0, else grad * slope (the vector lambda's grad * 1 is
// grad, so every element is alike).
void record_leaky_relu(const MeterPtr& meter, Tensor& result, const Tensor& input, float slope) {
    if (!result.is_float() || !input.is_float()) return;
    const auto saved = std::make_shared<SavedTensor>(meter, input);
    record_backward(result, {&input}, [saved, slope](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        return Gradients{pointwise(m, grad, saved->get(), [slope](float g, float x) { return x > 0.0f ? g : g * slope; })};
    }, true);
}

// binary_cross_entropy_with_logits_backward (no pos_weight): input gets (input.sigmoid() - target) * grad, times the
// weight, divided by numel for 'mean'; target gets -input * grad, likewise. The sigmoid is torch's kernel over the
// contiguous input (whole 16-blocks SLEEF's, the tail glibc's); a non-contiguous input records no node.
void record_bce_with_logits(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, const Tensor* weight, bool mean) {
    if (!result.is_float() || !input.view_strides.empty()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), goal = std::make_shared<SavedTensor>(meter, target);
    const auto scale = weight ? std::make_shared<SavedTensor>(meter, *weight) : nullptr;
    const auto count = static_cast<float>(input.numel());
    record_backward(result, {&input, &target}, [self, goal, scale, mean, count](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        const Tensor &x = self->get(), &t = goal->get();
        const bool one_grad = grad.numel() == 1 && x.numel() != 1;
        const Strides weight_strides = scale ? broadcast_strides(scale->get().shape, x.shape) : Strides{};
        std::vector<float> factors(static_cast<std::size_t>(x.numel()), 1.0f);
        if (scale)
            for_each_position<1>(x.shape, {weight_strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
                factors[static_cast<std::size_t>(n)] = scale->get().data()[at[0]];
            });
        const auto finish = [&](float value, std::int64_t n) {
            value = value * grad.data()[one_grad ? 0 : n];
            if (scale) value = value * factors[static_cast<std::size_t>(n)];
            return mean ? value / count : value;
        };
        Gradients grads(2);
        if (needed[0]) {
            grads[0] = new_gradient(m, x.shape);
            qkv::apply_activation(qkv::Activation::Sigmoid, x.data(), grads[0]->data(), static_cast<std::size_t>(x.numel()), true);
            for (std::int64_t n = 0; n < x.numel(); ++n) grads[0]->data()[n] = finish(grads[0]->data()[n] - t.data()[n], n);
        }
        if (needed[1]) {
            grads[1] = new_gradient(m, t.shape);
            for (std::int64_t n = 0; n < x.numel(); ++n) grads[1]->data()[n] = finish(-x.data()[n], n);
        }
        return grads;
    }, true);
}

// binary_cross_entropy_backward (Loss.cpp, baseline x86-64): grad * (x - t) / max((1 - x) * x, 1e-12) per element,
// times the weight, divided by numel for 'mean'. The target's gradient is refused before a node is recorded.
void record_binary_cross_entropy(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, const Tensor* weight, bool mean) {
    if (!result.is_float()) return;
    const auto self = std::make_shared<SavedTensor>(meter, input), goal = std::make_shared<SavedTensor>(meter, target);
    const auto scale = weight ? std::make_shared<SavedTensor>(meter, *weight) : nullptr;
    const auto count = static_cast<float>(input.numel());
    record_backward(result, {&input}, [self, goal, scale, mean, count](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Tensor &x = self->get(), &t = goal->get();
        const bool one_grad = grad.numel() == 1 && x.numel() != 1;
        TensorPtr result = new_gradient(m, x.shape);
        for (std::int64_t n = 0; n < x.numel(); ++n) {
            const float p = x.data()[n], product = (1.0f - p) * p;
            const float denominator = product < 1e-12f ? 1e-12f : product;
            result->data()[n] = grad.data()[one_grad ? 0 : n] * (p - t.data()[n]) / denominator;
        }
        if (scale) {
            const Strides weight_strides = broadcast_strides(scale->get().shape, x.shape);
            for_each_position<1>(x.shape, {weight_strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
                result->data()[n] = result->data()[n] * scale->get().data()[at[0]];
            });
        }
        if (mean)
            for (std::int64_t n = 0; n < x.numel(); ++n) result->data()[n] = result->data()[n] / count;
        return Gradients{result};
    }, true);
}

}  // namespace qkv::python
