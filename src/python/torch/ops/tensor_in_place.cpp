// tensor_in_place.cpp — add/sub/mul/div and the comparisons (eq, lt ...) as methods, and the in-place methods (add_, mul_, exp_, clamp_, fill_,
// zero_, copy_ ...) and the in-place view changes (t_, unsqueeze_ ...). An in-place method computes what its out-of-place form gives and stores that into the tensor
// (store_in_place carries it to views), after torch's checks: autograd's refusals, an expanded tensor that would
// be read and written at once, a result that would need another shape or a wider dtype.
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// x.add(other): the operator's result, with torch's TypeErrors for a missing or non-numeric operand.
Value arithmetic(Runtime& runtime, const TensorPtr& self, CallArgs& args, const std::string& name, const char* op) {
    const std::size_t given = args.positional.size();
    auto bound = bind_arguments(args, name, {"other", "alpha"});
    if (!bound[0] || given > 1) {
        std::string got;
        for (std::size_t i = 0; i < given; ++i) got += std::string(i ? ", " : "") + "!" + type_name(args.positional[i]) + "!";
        raise_error("TypeError", name + "() received an invalid combination of arguments - got (" + got +
                                     "), but expected (Tensor other, *, Number alpha)");
    }
    if (bound[1]) raise_unsupported("Tensor." + name + "(..., alpha=...)");
    if (!is_tensor(*bound[0]) && !is_number(*bound[0]))
        raise_error("TypeError", name + "(): argument 'other' (position 1) must be Tensor, not " + type_name(*bound[0]));
    return tensor_binary_operator(runtime, op, tensor_value(self), *bound[0]);
}

// x.eq(other), x.lt(other) ...: the comparison operator's bool tensor.
Value comparison(Runtime& runtime, const TensorPtr& self, CallArgs& args, const std::string& name, const char* op) {
    const std::size_t given = args.positional.size() + args.keywords.size();
    auto bound = bind_arguments(args, name, {"other"});
    if (!bound[0] || given != 1) raise_invalid_combination(name, args, {"(Tensor other)", "(Number other)"});
    if (!is_tensor(*bound[0]) && !is_number(*bound[0])) {
        // One argument of a wrong type: torch's parser says why each signature refused it.
        const std::string why = "\n      didn't match because some of the arguments have invalid types: (!" + type_name(*bound[0]) + "!)";
        raise_invalid_combination(name, args, {"(Tensor other)" + why, "(Number other)" + why});
    }
    return tensor_comparison(runtime, op, tensor_value(self), *bound[0]);
}

// The in-place form of an op that reads self: torch's checks, then the op's result (`compute()`) stored into self.
template <class Compute>
Value in_place(const TensorPtr& self, Compute compute) {
    check_in_place(*self, false, true);
    const Value result = compute(in_place_input(self));
    store_result_in_place(*self, *tensor_of(result));
    return tensor_value(self);
}

Value method_in_place(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name) {
    return in_place(self, [&](const TensorPtr& input) { return method_table().at(name)(runtime, input, args); });
}

Value arithmetic_in_place(Runtime& runtime, const TensorPtr& self, CallArgs& args, const std::string& name, const char* op) {
    return in_place(self, [&](const TensorPtr& input) { return arithmetic(runtime, input, args, name, op); });
}

// `value` in self's shape and dtype: what fill_ and copy_ write.
TensorPtr broadcast_into(Runtime& runtime, const Tensor& self, const Tensor& value) {
    const Shape shape = broadcast_shapes(self.shape, value.shape);
    if (shape != self.shape)
        raise_error("RuntimeError", "output with shape [" + shape_text(self.shape, ", ") + "] doesn't match the broadcast shape [" +
                                        shape_text(shape, ", ") + "]");
    const TensorPtr cast = value.dtype == self.dtype ? nullptr : tensor_to_dtype(runtime.meter, value, self.dtype);
    TensorPtr result = materialize(runtime.meter, cast ? *cast : value, 0, self.shape, broadcast_strides(value.shape, self.shape));
    runtime.charge(1 + self.numel() / 256);
    return result;
}

Value write_in_place(Runtime& runtime, const TensorPtr& self, const Tensor& value, const char* grad_fn) {
    TensorPtr result = broadcast_into(runtime, *self, value);
    if (grad_mode_enabled() && (self->tracks_grad() || value.tracks_grad())) result->grad_fn = grad_fn;
    store_in_place(*self, *result);
    return tensor_value(self);
}

Value fill(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const std::size_t given = args.positional.size() + args.keywords.size();
    auto bound = bind_arguments(args, "fill_", {"value"});
    if (!bound[0] || given != 1 || (!is_tensor(*bound[0]) && !is_number(*bound[0])))
        raise_invalid_combination("fill_", args, {"(Tensor value)", "(Number value)"});
    check_in_place(*self);
    const TensorPtr value = tensor_or_scalar(runtime, *bound[0]);
    if (value->rank() != 0)
        raise_error("RuntimeError", "fill_ only supports 0-dimension value tensor but got tensor with " + std::to_string(value->rank()) + " dimensions.");
    return write_in_place(runtime, self, *value, is_tensor(*bound[0]) ? "FillBackward3" : "FillBackward2");
}

Value zero(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "zero_", 0, 0);
    check_in_place(*self);
    return write_in_place(runtime, self, *tensor_or_scalar(runtime, int_value(0)), "ZeroBackward0");
}

Value copy(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "copy_", {"src", "non_blocking"});
    if (!bound[0]) raise_error("TypeError", "copy_() missing 1 required positional arguments: \"src\"");
    check_in_place(*self);
    return write_in_place(runtime, self, tensor_argument(*bound[0], "copy_", "src", 1), "CopyBackwards");
}

// unsqueeze_, squeeze_, t_, transpose_: torch changes self's sizes and strides, not its elements. Self takes the
// out-of-place view's shape, strides and storage, which stays linked to the old one, so tensors sharing that
// storage keep seeing writes through self. Recording them (TBackward1 ...) is not modelled, so with grad it refuses.
Value view_in_place(Runtime& runtime, const TensorPtr& self, CallArgs& args, const std::string& name) {
    check_in_place(*self);
    if (name == "t_" && self->rank() > 2)
        raise_error("RuntimeError", "t_() expects a tensor with <= 2 dimensions, but self is " + std::to_string(self->rank()) + "D");
    const TensorPtr view = tensor_of(method_table().at(name.substr(0, name.size() - 1))(runtime, self, args));
    if (records_grad(*self)) raise_unsupported("Tensor." + name + " of a tensor that requires grad");
    self->shape = view->shape;
    self->view_strides = view->view_strides;
    self->storage = view->storage;
    return tensor_value(self);
}

}  // namespace

void store_result_in_place(Tensor& self, const Tensor& result) {
    if (result.shape != self.shape)
        raise_error("RuntimeError", "output with shape [" + shape_text(self.shape, ", ") + "] doesn't match the broadcast shape [" +
                                        shape_text(result.shape, ", ") + "]");
    // torch's canCast: a float result into an integer or bool tensor, or a non-bool one into a bool tensor, fails;
    // any other is computed in the result type and cast to self's dtype (int64 into int32, float64 into float32).
    const bool float_into_integer = is_floating_dtype(result.dtype) && !is_floating_dtype(self.dtype);
    if (float_into_integer || (self.dtype == DType::Bool && result.dtype != DType::Bool))
        raise_error("RuntimeError", "result type " + scalar_type_name(result.dtype) + " can't be cast to the desired output type " +
                                        scalar_type_name(self.dtype));
    store_in_place(self, result);
}

void add_in_place_methods(MethodTable& table) {
    table["add"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return arithmetic(r, s, a, "add", "+"); };
    table["sub"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return arithmetic(r, s, a, "sub", "-"); };
    table["mul"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return arithmetic(r, s, a, "mul", "*"); };
    table["eq"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return comparison(r, s, a, "eq", "=="); };
    table["ne"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return comparison(r, s, a, "ne", "!="); };
    table["lt"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return comparison(r, s, a, "lt", "<"); };
    table["le"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return comparison(r, s, a, "le", "<="); };
    table["gt"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return comparison(r, s, a, "gt", ">"); };
    table["ge"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return comparison(r, s, a, "ge", ">="); };
    table["add_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return arithmetic_in_place(r, s, a, "add_", "+"); };
    table["sub_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return arithmetic_in_place(r, s, a, "sub_", "-"); };
    table["mul_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return arithmetic_in_place(r, s, a, "mul_", "*"); };
    table["div_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return arithmetic_in_place(r, s, a, "div_", "/"); };
    table["exp_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "exp"); };
    table["log_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "log"); };
    table["sqrt_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "sqrt"); };
    table["abs_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "abs"); };
    table["relu_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "relu"); };
    table["tanh_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "tanh"); };
    table["sigmoid_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "sigmoid"); };
    table["clamp_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "clamp"); };
    table["pow_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "pow"); };
    table["neg_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "neg"); };
    table["scatter_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "scatter"); };
    table["scatter_add_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "scatter_add"); };
    table["nan_to_num_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "nan_to_num"); };
    table["negative_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return method_in_place(r, s, a, "negative"); };
    table["fill_"] = fill;
    table["zero_"] = zero;
    table["copy_"] = copy;
    table["unsqueeze_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return view_in_place(r, s, a, "unsqueeze_"); };
    table["squeeze_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return view_in_place(r, s, a, "squeeze_"); };
    table["t_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return view_in_place(r, s, a, "t_"); };
    table["transpose_"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return view_in_place(r, s, a, "transpose_"); };
}

}  // namespace qkv::python
