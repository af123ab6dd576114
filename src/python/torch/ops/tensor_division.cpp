// tensor_division.cpp — div with rounding_mode ('trunc', 'floor' or None) and floor_divide, as methods and as torch.div /
// torch.floor_divide, with torch 1.13.1's promotion, messages (ZeroDivisionError for integers) and grad_fn names.
#include <algorithm>
#include <cmath>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// torch's div_trunc kernel: trunc(a / b) in float; integers divide exactly, by zero raising.
TensorPtr truncated_division(const MeterPtr& meter, const Tensor& left, const Tensor& right) {
    const DType dtype = promote(left.dtype, right.dtype);
    if (dtype == DType::Bool) raise_error("RuntimeError", "\"div_trunc_cpu\" not implemented for 'Bool'");
    const Shape shape = broadcast_shapes(left.shape, right.shape);
    const TensorPtr a = left.dtype == dtype ? nullptr : tensor_to_dtype(meter, left, dtype);
    const TensorPtr b = right.dtype == dtype ? nullptr : tensor_to_dtype(meter, right, dtype);
    const Tensor& x = a ? *a : left;
    const Tensor& y = b ? *b : right;
    TensorPtr result = make_tensor(meter, shape, "the result", dtype);
    const std::array<Strides, 2> strides{broadcast_strides(left.shape, shape), broadcast_strides(right.shape, shape)};
    for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
        if (dtype == DType::Float32) {
            result->data()[n] = std::trunc(x.data()[at[0]] / y.data()[at[1]]);
            return;
        }
        const std::int64_t numerator = x.integers()[at[0]], denominator = y.integers()[at[1]];
        if (denominator == 0) raise_error("RuntimeError", "ZeroDivisionError");
        // The most negative int64 divided by -1 wraps.
        result->integers()[n] = denominator == -1 ? static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(numerator)) : numerator / denominator;
    });
    keep_memory_order(*result, {&left, &right});
    return result;
}

struct DivisionForm {
    const char* name;     // div or floor_divide
    bool function;        // torch.NAME(input, ...) rather than a method
};

std::vector<std::string> signature_lines(const DivisionForm& form) {
    if (std::string(form.name) == "floor_divide")
        return form.function ? std::vector<std::string>{"(Tensor input, Tensor other, *, Tensor out)", "(Tensor input, Number other)"}
                             : std::vector<std::string>{"(Tensor other)", "(Number other)"};
    if (form.function)
        return {"(Tensor input, Tensor other, *, Tensor out)", "(Tensor input, Tensor other, *, str rounding_mode, Tensor out)",
                "(Tensor input, Number other, *, str rounding_mode)"};
    return {"(Tensor other)", "(Tensor other, *, str rounding_mode)", "(Number other, *, str rounding_mode)"};
}

// x.div(other, rounding_mode=...) / x.floor_divide(other), and their torch.NAME forms (`shown` is the call as the
// user made it, for the parser's messages).
Value divide(Runtime& runtime, const Value& self, CallArgs& args, const CallArgs& shown, const DivisionForm& form) {
    const bool floor_divide = std::string(form.name) == "floor_divide";
    const std::size_t positional = args.positional.size();
    std::optional<Value> rounding;
    if (!floor_divide) rounding = take_keyword(args, "rounding_mode");
    std::optional<Value> other = take_keyword(args, "other");
    if (!args.keywords.empty() || positional + (other ? 1 : 0) != 1) raise_invalid_combination(form.name, shown, signature_lines(form));
    if (!other) other = args.positional[0];
    if (!is_tensor(*other) && !is_number(*other)) {
        if (floor_divide) raise_operand_type_mismatch(form.name, shown, *other, form.function);
        raise_error("TypeError", std::string(form.name) + "(): argument 'other' (position " + (form.function ? "2" : "1") +
                                     ") must be Tensor, not " + type_name(*other));
    }
    if (rounding && rounding->type != Type::None && rounding->type != Type::Str) raise_invalid_combination(form.name, shown, signature_lines(form));
    const std::string mode = floor_divide ? "floor" : rounding && rounding->type == Type::Str ? str_of(*rounding) : "";
    if (!mode.empty() && mode != "trunc" && mode != "floor")
        raise_error("RuntimeError", "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '" + mode + "'");
    const TensorPtr a = tensor_or_scalar(runtime, self), b = tensor_or_scalar(runtime, *other);
    runtime.charge(1 + std::max(a->numel(), b->numel()) / 64);
    if (mode.empty()) {
        Value quotient = tensor_binary_operator(runtime, "/", self, *other);
        if (rounding && !tensor_of(quotient)->grad_fn.empty()) tensor_of(quotient)->grad_fn = "DivBackward2";
        return quotient;
    }
    TensorPtr result = mode == "trunc" ? truncated_division(runtime.meter, *a, *b) : tensor_floor_op(runtime.meter, '/', *a, *b);
    result->grad_fn.clear();
    label(*result, floor_divide ? "NotImplemented" : "DivBackward2", a->tracks_grad() || b->tracks_grad());
    return tensor_value(result);
}

Value divide_function(Runtime& runtime, CallArgs& args, const DivisionForm& form) {
    const CallArgs shown = args;
    std::optional<Value> input = take_keyword(args, "input");
    if (!input && !args.positional.empty()) {
        input = args.positional.front();
        args.positional.erase(args.positional.begin());
    }
    if (!input) raise_invalid_combination(form.name, shown, signature_lines(form));
    // torch.div(2, x): a number first is the dividend, as the parser wraps it.
    if (!is_tensor(*input) && !(is_number(*input) && !args.positional.empty() && is_tensor(args.positional[0])))
        tensor_argument(*input, form.name, "input", 1);
    return divide(runtime, *input, args, shown, form);
}

}  // namespace

void raise_operand_type_mismatch(const std::string& function, const CallArgs& shown, const Value& other, bool with_input) {
    const std::string marked = std::string(with_input ? "Tensor, " : "") + "!" + type_name(other) + "!";
    const std::string note = "\n      didn't match because some of the arguments have invalid types: (" + marked + ")";
    // The function form's first signature takes `out` too, and its note is left out.
    if (with_input) raise_invalid_combination(function, shown, {"(Tensor input, Tensor other, *, Tensor out)", "(Tensor input, Number other)" + note});
    raise_invalid_combination(function, shown, {"(Tensor other)" + note, "(Number other)" + note});
}

void add_division_methods(MethodTable& table) {
    table["div"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) {
        return divide(r, tensor_value(self), args, CallArgs(args), {"div", false});
    };
    table["floor_divide"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) {
        return divide(r, tensor_value(self), args, CallArgs(args), {"floor_divide", false});
    };
}

std::vector<std::pair<std::string, Value>> torch_division_functions() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "div", builtin_value("div", [](Runtime& r, CallArgs& args) { return divide_function(r, args, {"div", true}); }));
    add_member(listed, "floor_divide", builtin_value("floor_divide", [](Runtime& r, CallArgs& args) { return divide_function(r, args, {"floor_divide", true}); }));
    return listed;
}

}  // namespace qkv::python
