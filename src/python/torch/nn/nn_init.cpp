// nn_init.cpp — torch.nn.init (uniform_, normal_, constant_, zeros_, ones_, xavier_*, kaiming_*, calculate_gain) and
// the in-place random fills under it, Tensor.uniform_ and Tensor.normal_, drawing from the run's generator exactly
// as torch's CPU kernels do (core/random.hpp). The bounds and standard deviations are computed in double as
// torch/nn/init.py computes them in Python.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "core/random.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/tensor/generator.hpp"

namespace qkv::python {
namespace {

// Overwrites `tensor` with `fill(values, count)`, as an op under torch.no_grad() does (no autograd checks).
template <class Fill>
void refill(Runtime& runtime, Tensor& tensor, const std::string& what, Fill fill) {
    if (!tensor.is_float()) raise_unsupported(what + " on a " + dtype_name(tensor.dtype) + " tensor");
    if (!tensor.view_strides.empty()) raise_unsupported(what + " on a transposed or sliced view");
    TensorPtr values = make_tensor(runtime.meter, tensor.shape, what);
    runtime.charge(1 + tensor.numel() / 16);
    fill(values->data(), static_cast<std::size_t>(tensor.numel()));
    values->grad_fn = tensor.grad_fn;
    store_in_place(tensor, *values);
}

void fill_uniform(Runtime& runtime, Tensor& tensor, double from, double to, qkv::Generator& generator) {
    if (from > to)
        raise_error("RuntimeError", "uniform_ expects to return a [from, to) range, but found from=" + stream_number_text(from) + " > to=" + stream_number_text(to));
    refill(runtime, tensor, "uniform_", [&](float* data, std::size_t count) {
        qkv::fill_uniform(generator, data, count, static_cast<float>(from), static_cast<float>(to));
    });
}

void fill_normal(Runtime& runtime, Tensor& tensor, double mean, double std, qkv::Generator& generator) {
    if (std < 0) raise_error("RuntimeError", "normal expects std >= 0.0, but found std " + stream_number_text(std));
    refill(runtime, tensor, "normal_", [&](float* data, std::size_t count) {
        if (!qkv::fill_normal_vouched(generator, data, count, mean, std)) raise_inexact("normal_");
    });
}

double number_or(const std::optional<Value>& value, double fallback) { return value ? number_of(*value) : fallback; }

// x.uniform_(from=0, to=1) and x.normal_(mean=0, std=1): in place, after torch's autograd checks.
Value method_random_fill(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool normal) {
    const std::string name = normal ? "normal_" : "uniform_";
    auto bound = bind_arguments(args, name, {normal ? "mean" : "from", normal ? "std" : "to", "generator"});
    qkv::Generator& generator = chosen_generator(runtime, bound[2], name);
    check_in_place(*self);
    if (normal) fill_normal(runtime, *self, number_or(bound[0], 0.0), number_or(bound[1], 1.0), generator);
    else fill_uniform(runtime, *self, number_or(bound[0], 0.0), number_or(bound[1], 1.0), generator);
    return tensor_value(self);
}

// An init function's arguments, bound as Python binds them (`tensor` required), and the tensor itself.
std::vector<std::optional<Value>> init_arguments(CallArgs& args, const std::string& function, const ParameterNames& parameters) {
    auto bound = bind_arguments(args, function, parameters);
    if (!bound[0]) raise_error("TypeError", function + "() missing 1 required positional argument: 'tensor'");
    tensor_argument(*bound[0], function, "tensor", 1);
    return bound;
}

// _calculate_fan_in_and_fan_out: (size(1), size(0)) times the product of the dims after the second.
std::pair<double, double> fans(const Tensor& tensor) {
    if (tensor.rank() < 2) raise_error("ValueError", "Fan in and fan out can not be computed for tensor with fewer than 2 dimensions");
    std::int64_t receptive_field = 1;
    for (std::size_t d = 2; d < tensor.rank(); ++d) receptive_field *= tensor.shape[d];
    return {static_cast<double>(tensor.shape[1] * receptive_field), static_cast<double>(tensor.shape[0] * receptive_field)};
}

// calculate_gain(nonlinearity, param=None), as init.py computes it.
Value gain_value(const std::string& nonlinearity, const std::optional<Value>& param) {
    for (const char* linear : {"linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d", "sigmoid"})
        if (nonlinearity == linear) return int_value(1);
    if (nonlinearity == "tanh") return float_value(5.0 / 3);
    if (nonlinearity == "relu") return float_value(std::sqrt(2.0));
    if (nonlinearity == "selu") return float_value(3.0 / 4);
    if (nonlinearity != "leaky_relu") raise_error("ValueError", "Unsupported nonlinearity " + nonlinearity);
    double slope = 0.01;
    if (param && param->type != Type::None) {
        if (param->type != Type::Int && param->type != Type::Float) raise_error("ValueError", "negative_slope " + str(*param) + " not a valid number");
        slope = number_of(*param);
    }
    return float_value(std::sqrt(2.0 / (1 + slope * slope)));
}

// Values of standard deviation `std` around 0: uniform over +-sqrt(3) * std, or normal(0, std).
void fill_with_std(Runtime& runtime, Tensor& tensor, double std, bool uniform) {
    if (!uniform) return fill_normal(runtime, tensor, 0, std, runtime.generator);
    const double limit = std::sqrt(3.0) * std;
    fill_uniform(runtime, tensor, -limit, limit, runtime.generator);
}

// kaiming_uniform_/kaiming_normal_: std = gain / sqrt(fan).
Value kaiming(Runtime& runtime, CallArgs& args, bool uniform) {
    const std::string function = uniform ? "kaiming_uniform_" : "kaiming_normal_";
    auto bound = init_arguments(args, function, {"tensor", "a", "mode", "nonlinearity"});
    const TensorPtr tensor = tensor_of(*bound[0]);
    if (tensor->numel() == 0) raise_unsupported(function + " of a zero-element tensor (torch warns and does nothing)");
    std::string mode = bound[2] ? str_of(*bound[2]) : "fan_in";
    for (char& c : mode) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (mode != "fan_in" && mode != "fan_out") raise_error("ValueError", "Mode " + mode + " not supported, please use one of ['fan_in', 'fan_out']");
    const auto [fan_in, fan_out] = fans(*tensor);
    const double gain = number_of(gain_value(bound[3] ? str_of(*bound[3]) : "leaky_relu", bound[1] ? bound[1] : std::optional<Value>(int_value(0))));
    const double std = gain / std::sqrt(mode == "fan_in" ? fan_in : fan_out);
    fill_with_std(runtime, *tensor, std, uniform);
    return tensor_value(tensor);
}

// xavier_uniform_/xavier_normal_: std = gain * sqrt(2 / (fan_in + fan_out)).
Value xavier(Runtime& runtime, CallArgs& args, bool uniform) {
    const std::string function = uniform ? "xavier_uniform_" : "xavier_normal_";
    auto bound = init_arguments(args, function, {"tensor", "gain"});
    const TensorPtr tensor = tensor_of(*bound[0]);
    const auto [fan_in, fan_out] = fans(*tensor);
    const double std = number_or(bound[1], 1.0) * std::sqrt(2.0 / (fan_in + fan_out));
    fill_with_std(runtime, *tensor, std, uniform);
    return tensor_value(tensor);
}

}  // namespace

void xavier_uniform_fill(Runtime& runtime, Tensor& tensor) {
    const auto [fan_in, fan_out] = fans(tensor);
    fill_with_std(runtime, tensor, std::sqrt(2.0 / (fan_in + fan_out)), true);
}

namespace {

// constant_/zeros_/ones_: every element set to the value (cast to float), under no_grad.
Value constant(Runtime& runtime, CallArgs& args, const std::string& function, std::optional<double> value) {
    auto bound = init_arguments(args, function, value ? std::vector<std::string>{"tensor"} : std::vector<std::string>{"tensor", "val"});
    if (!value && !bound[1]) raise_error("TypeError", "constant_() missing 1 required positional argument: 'val'");
    if (!value && !is_number(*bound[1])) raise_unsupported("constant_ with a value that is not a number");
    const float fill = static_cast<float>(value ? *value : number_of(*bound[1]));
    const TensorPtr tensor = tensor_of(*bound[0]);
    refill(runtime, *tensor, function, [fill](float* data, std::size_t count) { std::fill(data, data + count, fill); });
    return tensor_value(tensor);
}

}  // namespace

void add_random_fill_methods(MethodTable& table) {
    table["uniform_"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return method_random_fill(r, self, args, false); };
    table["normal_"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return method_random_fill(r, self, args, true); };
}

NamedValueList nn_init_members() {
    NamedValueList members;
    auto add = [&members](const std::string& name, NativeFunction function) { members.push_back({name, builtin_value(name, std::move(function))}); };
    add("uniform_", [](Runtime& r, CallArgs& args) {
        auto bound = init_arguments(args, "uniform_", {"tensor", "a", "b"});
        fill_uniform(r, *tensor_of(*bound[0]), number_or(bound[1], 0.0), number_or(bound[2], 1.0), r.generator);
        return *bound[0];
    });
    add("normal_", [](Runtime& r, CallArgs& args) {
        auto bound = init_arguments(args, "normal_", {"tensor", "mean", "std"});
        fill_normal(r, *tensor_of(*bound[0]), number_or(bound[1], 0.0), number_or(bound[2], 1.0), r.generator);
        return *bound[0];
    });
    add("constant_", [](Runtime& r, CallArgs& args) { return constant(r, args, "constant_", std::nullopt); });
    add("zeros_", [](Runtime& r, CallArgs& args) { return constant(r, args, "zeros_", 0.0); });
    add("ones_", [](Runtime& r, CallArgs& args) { return constant(r, args, "ones_", 1.0); });
    add("xavier_uniform_", [](Runtime& r, CallArgs& args) { return xavier(r, args, true); });
    add("xavier_normal_", [](Runtime& r, CallArgs& args) { return xavier(r, args, false); });
    add("kaiming_uniform_", [](Runtime& r, CallArgs& args) { return kaiming(r, args, true); });
    add("kaiming_normal_", [](Runtime& r, CallArgs& args) { return kaiming(r, args, false); });
    add("calculate_gain", [](Runtime&, CallArgs& args) {
        auto bound = bind_arguments(args, "calculate_gain", {"nonlinearity", "param"});
        if (!bound[0]) raise_error("TypeError", "calculate_gain() missing 1 required positional argument: 'nonlinearity'");
        if (bound[0]->type != Type::Str) raise_unsupported("calculate_gain of a " + type_name(*bound[0]));
        return gain_value(str_of(*bound[0]), bound[1]);
    });
    return members;
}

}  // namespace qkv::python
