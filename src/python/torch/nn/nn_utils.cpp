// nn_utils.cpp — torch.nn.utils.clip_grad_norm_ and clip_grad_value_ as torch/nn/utils/clip_grad.py (1.13.1) runs
// them: the norm of each gradient, the norm of those norms, clip_coef = max_norm / (total_norm + 1e-6) as
// reciprocal() * max_norm in float32, clamped to 1 and multiplied into every gradient, even when it is 1.
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/reductions.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// The gradients of `parameters` (a tensor or an iterable of them) that are not None, float32 and contiguous.
std::vector<TensorPtr> gradients_of(Runtime& runtime, const Value& parameters) {
    std::vector<Value> listed = is_tensor(parameters) ? std::vector<Value>{parameters} : iterate(runtime, parameters);
    std::vector<TensorPtr> gradients;
    for (const Value& item : listed) {
        if (!is_tensor(item)) raise_error("AttributeError", "'" + type_name(item) + "' object has no attribute 'grad'");
        const TensorPtr& grad = tensor_of(item)->grad;
        if (!grad) continue;
        if (!grad->is_float()) raise_unsupported("clipping a gradient that is not float32");
        if (!grad->view_strides.empty()) raise_unsupported("clipping a gradient that is a transposed or sliced view");
        gradients.push_back(grad);
    }
    return gradients;
}

double float_argument(const Value& value) {
    if (!is_number(value)) raise_error("TypeError", "float() argument must be a string or a real number, not '" + type_name(value) + "'");
    return number_of(value);
}

float total_norm_of(const std::vector<TensorPtr>& gradients, double norm_type) {
    std::vector<float> norms;
    for (const TensorPtr& grad : gradients) {
        if (norm_type == 2.0) {
            norms.push_back(qkv::norm2_row(grad->data(), static_cast<std::size_t>(grad->numel())));
        } else {  // p.grad.abs().max(): NaN wins, as torch's max propagates it
            float largest = -std::numeric_limits<float>::infinity();
            for (std::int64_t n = 0; n < grad->numel(); ++n) {
                const float magnitude = std::fabs(grad->data()[n]);
                if (std::isnan(magnitude) || std::isnan(largest)) largest = std::numeric_limits<float>::quiet_NaN();
                else largest = std::max(largest, magnitude);
            }
            if (grad->numel() == 0) raise_unsupported("clip_grad_norm_ with inf over an empty gradient");
            norms.push_back(largest);
        }
    }
    if (norm_type == 2.0) return qkv::norm2_row(norms.data(), norms.size());
    float total = norms[0];
    for (float norm : norms)
        total = std::isnan(norm) || std::isnan(total) ? std::numeric_limits<float>::quiet_NaN() : std::max(total, norm);
    return total;
}

Value clip_grad_norm(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "clip_grad_norm_", {"parameters", "max_norm", "norm_type", "error_if_nonfinite"});
    if (!bound[0] || !bound[1]) raise_error("TypeError", "clip_grad_norm_() missing 1 required positional argument: '" +
                                                         std::string(!bound[0] ? "parameters" : "max_norm") + "'");
    const std::vector<TensorPtr> gradients = gradients_of(runtime, *bound[0]);
    const double max_norm = float_argument(*bound[1]);
    double norm_type = 2.0;
    if (bound[2]) {
        const Value& given = *bound[2];
        if (given.type == Type::Str && (str_of(given) == "inf" || str_of(given) == "Infinity")) norm_type = INFINITY;
        else if (given.type == Type::Str) raise_error("ValueError", "could not convert string to float: " + repr(given));
        else norm_type = float_argument(given);
    }
    if (norm_type != 2.0 && !(std::isinf(norm_type) && norm_type > 0)) raise_unsupported("clip_grad_norm_ with a norm_type other than 2 and inf");
    TensorPtr result = make_tensor(runtime.meter, {}, "the result");
    if (gradients.empty()) return tensor_value(result);
    for (const TensorPtr& grad : gradients) runtime.charge(1 + grad->numel() / 16);
    const float total = total_norm_of(gradients, norm_type);
    result->data()[0] = total;
    if (bound[3] && truthy(*bound[3]) && !std::isfinite(total))
        raise_error("RuntimeError", "The total norm of order " + repr(float_value(norm_type)) +
                                        " for gradients from `parameters` is non-finite, so it cannot be clipped. To disable this error and "
                                        "scale the gradients by the non-finite norm anyway, set `error_if_nonfinite=False`");
    const float shifted = total + static_cast<float>(1e-6);
    const float coefficient = (1.0f / shifted) * static_cast<float>(max_norm);
    const float clamped = std::isnan(coefficient) ? coefficient : std::min(coefficient, 1.0f);
    for (const TensorPtr& grad : gradients) {
        for (std::int64_t n = 0; n < grad->numel(); ++n) grad->data()[n] *= clamped;
        share_in_place_change(*grad);
    }
    return tensor_value(result);
}

Value clip_grad_value(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "clip_grad_value_", {"parameters", "clip_value"});
    if (!bound[0] || !bound[1]) raise_error("TypeError", "clip_grad_value_() missing 1 required positional argument: '" +
                                                         std::string(!bound[0] ? "parameters" : "clip_value") + "'");
    const std::vector<TensorPtr> gradients = gradients_of(runtime, *bound[0]);
    const auto limit = static_cast<float>(float_argument(*bound[1]));
    for (const TensorPtr& grad : gradients) {
        runtime.charge(1 + grad->numel() / 16);
        for (std::int64_t n = 0; n < grad->numel(); ++n) {  // clamp_(min=-v, max=v): NaN stays NaN
            float& value = grad->data()[n];
            if (!std::isnan(value)) value = std::min(std::max(value, -limit), limit);
        }
        share_in_place_change(*grad);
    }
    return none_value();
}

}  // namespace

NamedValueList nn_utils_members() {
    NamedValueList listed;
    add_member(listed, "clip_grad_norm_", builtin_value("clip_grad_norm_", clip_grad_norm));
    add_member(listed, "clip_grad_value_", builtin_value("clip_grad_value_", clip_grad_value));
    return listed;
}

}  // namespace qkv::python
