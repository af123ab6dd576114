// tensor_rounding.cpp — floor, ceil, trunc, frac, square, reciprocal, rsqrt, fmod, remainder, true_divide, clip,
// clamp_min/clamp_max, broadcast_to, type_as, reshape_as and masked_select: element-wise ops whose float results are exactly rounded (or
// plain copies), with torch 1.13.1's dtypes, messages and grad_fn names.
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "python/torch/autograd/autograd.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

using FloatFunction = float (*)(float);

// `function` of each float32 element of `input` (self's values, or them cast to float32).
Value float_elementwise(Runtime& runtime, const TensorPtr& self, const Tensor& input, FloatFunction function, const char* grad_fn) {
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result");
    runtime.charge(1 + self->numel() / 16);
    for (std::int64_t n = 0; n < self->numel(); ++n) result->data()[n] = function(input.data()[n]);
    keep_memory_order(*result, {self.get()});
    label(*result, grad_fn, self->tracks_grad());
    return tensor_value(result);
}

// floor, ceil and trunc: integers come back unchanged, bools are torch's error.
Value rounded(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name, FloatFunction function, const char* grad_fn) {
    expect_argument_count(args, std::string("Tensor.") + name, 0, 0);
    reject_keywords(args, name);
    if (self->dtype == DType::Bool) raise_error("RuntimeError", std::string("\"") + name + "_vml_cpu\" not implemented for 'Bool'");
    if (!self->is_float()) return tensor_value(tensor_copy(runtime.meter, *self));
    return float_elementwise(runtime, self, *self, function, grad_fn);
}

// reciprocal and rsqrt: integers and bools are divided as float32.
Value float_result(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name, FloatFunction function, const char* grad_fn) {
    expect_argument_count(args, std::string("Tensor.") + name, 0, 0);
    reject_keywords(args, name);
    const TensorPtr input = self->is_float() ? self : tensor_to_dtype(runtime.meter, *self, DType::Float32);
    const Value result = float_elementwise(runtime, self, *input, function, grad_fn);
    record_pointwise(runtime.meter, *tensor_of(result), *self);
    return result;
}

Value frac(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "Tensor.frac", 0, 0);
    reject_keywords(args, "frac");
    if (!self->is_float()) raise_error("RuntimeError", "\"frac_cpu\" not implemented for '" + scalar_type_name(self->dtype) + "'");
    return float_elementwise(runtime, self, *self, [](float v) { return v - std::trunc(v); }, "FracBackward0");
}

// square() is pow(self, 2): a bool tensor squares as int64.
Value square(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "Tensor.square", 0, 0);
    reject_keywords(args, "square");
    const TensorPtr base = self->dtype == DType::Bool ? tensor_to_dtype(runtime.meter, *self, DType::Int64) : self;
    Scalar two;
    two.kind = DType::Int64;
    two.integer = 2;
    runtime.charge(1 + self->numel() / 16);
    return tensor_value(tensor_power(runtime.meter, *base, two));
}

// fmod(other): the remainder with the dividend's sign (C's fmod; integers raise on zero).
Value fmod(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "fmod", {"other"});
    if (!bound[0]) raise_invalid_combination("fmod", args, {"(Tensor other)", "(Number other)"});
    const TensorPtr other = tensor_or_scalar(runtime, *bound[0]);
    if (!other) raise_operand_type_mismatch("fmod", args, *bound[0], false);
    const DType dtype = promote(self->dtype, other->dtype) == DType::Float32 ? DType::Float32 : DType::Int64;
    const Shape shape = broadcast_shapes(self->shape, other->shape);
    const TensorPtr a = self->dtype == dtype ? self : tensor_to_dtype(runtime.meter, *self, dtype);
    const TensorPtr b = other->dtype == dtype ? other : tensor_to_dtype(runtime.meter, *other, dtype);
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", dtype);
    runtime.charge(1 + result->numel() / 16);
    const std::array<Strides, 2> strides{broadcast_strides(self->shape, shape), broadcast_strides(other->shape, shape)};
    for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
        if (dtype == DType::Float32) {
            result->data()[n] = std::fmod(a->data()[at[0]], b->data()[at[1]]);
            return;
        }
        const std::int64_t divisor = b->integers()[at[1]];
        if (divisor == 0) raise_error("RuntimeError", "ZeroDivisionError");
        result->integers()[n] = divisor == -1 ? 0 : a->integers()[at[0]] % divisor;
    });
    keep_memory_order(*result, {self.get(), other.get()});
    label(*result, is_tensor(*bound[0]) ? "FmodBackward1" : "FmodBackward0", self->tracks_grad() || other->tracks_grad());
    return tensor_value(result);
}

// remainder(other) is Python's %, true_divide(other) is /.
Value operator_method(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name, const char* op) {
    auto bound = bind_arguments(args, name, {"other"});
    if (!bound[0]) raise_invalid_combination(name, args, {"(Tensor other)", "(Number other)"});
    if (!is_tensor(*bound[0]) && !is_number(*bound[0])) raise_operand_type_mismatch(name, args, *bound[0], false);
    return tensor_binary_operator(runtime, op, tensor_value(self), *bound[0]);
}

// clamp_min(min) / clamp_max(max): clamp with one bound, under its own grad_fn name.
Value one_sided_clamp(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* side, const char* grad_fn) {
    const std::string name = std::string("clamp_") + side;
    auto bound = bind_arguments(args, name, {side});
    if (!bound[0]) raise_missing_arguments(name, {side});
    CallArgs clamp_args;
    clamp_args.keywords.emplace_back(side, *bound[0]);
    Value result = method_table().at("clamp")(runtime, self, clamp_args);
    if (!tensor_of(result)->grad_fn.empty()) tensor_of(result)->grad_fn = grad_fn;
    return result;
}

// nan_to_num(nan=0.0, posinf=None, neginf=None): NaN, +inf and -inf replaced by the given numbers cast to float32,
// the infinities by float32's largest and lowest when not given; integer and bool tensors are copied unchanged.
Value nan_to_num(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "nan_to_num", {"nan", "posinf", "neginf"});
    const char* names[] = {"nan", "posinf", "neginf"};
    std::array<std::optional<double>, 3> replacement;
    for (std::size_t k = 0; k < 3; ++k) {
        if (!bound[k] || bound[k]->type == Type::None) continue;
        if (bound[k]->type != Type::Int && bound[k]->type != Type::Float)
            raise_error("TypeError", std::string("nan_to_num(): argument '") + names[k] + "' (position " + std::to_string(k + 1) +
                                         ") must be float, not " + type_name(*bound[k]));
        replacement[k] = number_of(*bound[k]);
    }
    if (self->dtype == DType::Float64 || self->dtype == DType::Float16) raise_unsupported("nan_to_num() of a float64 or float16 tensor");
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result", self->dtype);
    runtime.charge(1 + self->numel() / 16);
    if (!self->is_float()) {
        result->storage->integers = self->storage->integers;
        return tensor_value(result);
    }
    const float nan = static_cast<float>(replacement[0].value_or(0.0));
    const float posinf = replacement[1] ? static_cast<float>(*replacement[1]) : std::numeric_limits<float>::max();
    const float neginf = replacement[2] ? static_cast<float>(*replacement[2]) : std::numeric_limits<float>::lowest();
    for (std::int64_t n = 0; n < self->numel(); ++n) {
        const float value = self->data()[n];
        result->data()[n] = std::isnan(value) ? nan : value == std::numeric_limits<float>::infinity() ? posinf
                                                  : value == -std::numeric_limits<float>::infinity()  ? neginf
                                                                                                      : value;
    }
    label(*result, "NanToNumBackward0", self->tracks_grad());
    return tensor_value(result);
}

Value type_as(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "type_as", {"other"});
    if (!bound[0]) raise_missing_arguments("type_as", {"other"});
    const Tensor& other = tensor_argument(*bound[0], "type_as", "other", 1);
    if (other.dtype == self->dtype) return tensor_value(self);
    return tensor_value(tensor_to_dtype(runtime.meter, *self, other.dtype));
}

Value reshape_as(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "reshape_as", {"other"});
    if (!bound[0]) raise_missing_arguments("reshape_as", {"other"});
    const Tensor& other = tensor_argument(*bound[0], "reshape_as", "other", 1);
    CallArgs sizes;
    sizes.positional.push_back(size_value(other.shape));
    return method_table().at("reshape")(runtime, self, sizes);
}

Value masked_select(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "masked_select", {"mask"});
    if (!bound[0]) raise_missing_arguments("masked_select", {"mask"});
    const Tensor& mask = tensor_argument(*bound[0], "masked_select", "mask", 1);
    if (mask.dtype != DType::Bool) raise_error("RuntimeError", "masked_select: expected BoolTensor or ByteTensor for mask");
    const Shape shape = broadcast_shapes(self->shape, mask.shape);
    const std::array<Strides, 2> strides{broadcast_strides(self->shape, shape), broadcast_strides(mask.shape, shape)};
    std::vector<std::int64_t> picked;
    for_each_position<2>(shape, strides, [&](std::int64_t, const std::array<std::int64_t, 2>& at) {
        if (mask.integers()[at[1]] != 0) picked.push_back(at[0]);
    });
    runtime.charge(1 + static_cast<std::int64_t>(picked.size()) / 16);
    TensorPtr result = make_tensor(runtime.meter, {static_cast<std::int64_t>(picked.size())}, "the selection", self->dtype);
    for (std::size_t n = 0; n < picked.size(); ++n) {
        if (result->is_float()) result->data()[n] = self->data()[picked[n]];
        else result->integers()[n] = self->integers()[picked[n]];
    }
    label(*result, "MaskedSelectBackward0", self->tracks_grad());
    return tensor_value(result);
}

}  // namespace

void add_rounding_methods(MethodTable& table) {
    table["floor"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return rounded(r, s, a, "floor", [](float v) { return std::floor(v); }, "FloorBackward0"); };
    table["ceil"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return rounded(r, s, a, "ceil", [](float v) { return std::ceil(v); }, "CeilBackward0"); };
    table["trunc"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return rounded(r, s, a, "trunc", [](float v) { return std::trunc(v); }, "TruncBackward0"); };
    table["frac"] = frac;
    table["square"] = square;
    table["reciprocal"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) {
        return float_result(r, s, a, "reciprocal", [](float v) { return 1.0f / v; }, "ReciprocalBackward0");
    };
    // Vectorized<float>::rsqrt divides 1 by the rounded square root, as the scalar tail does.
    table["rsqrt"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) {
        return float_result(r, s, a, "rsqrt", [](float v) { return 1.0f / std::sqrt(v); }, "RsqrtBackward0");
    };
    table["fmod"] = fmod;
    table["remainder"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return operator_method(r, s, a, "remainder", "%"); };
    table["true_divide"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return operator_method(r, s, a, "true_divide", "/"); };
    table["clip"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_table().at("clamp")(r, s, a); };
    table["clamp_min"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return one_sided_clamp(r, s, a, "min", "ClampMinBackward0"); };
    table["clamp_max"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return one_sided_clamp(r, s, a, "max", "ClampMaxBackward0"); };
    table["broadcast_to"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_table().at("expand")(r, s, a); };
    table["type_as"] = type_as;
    table["nan_to_num"] = nan_to_num;
    table["reshape_as"] = reshape_as;
    table["masked_select"] = masked_select;
}

std::vector<std::string> torch_rounding_function_names() {
    return {"floor", "ceil", "trunc", "frac", "square", "reciprocal", "rsqrt", "fmod", "remainder", "true_divide", "clip", "cumprod",
            "masked_select", "clamp_min", "clamp_max", "broadcast_to", "nan_to_num"};
}

}  // namespace qkv::python
