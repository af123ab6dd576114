// torch_module.cpp — torch.manual_seed/randn/zeros/ones/equal/allclose/matmul, nn.Linear, F.linear and the
// tensor attributes, with torch 1.13.1's argument handling and messages.
#include "python/torch/torch_module.hpp"

#include <algorithm>
#include <cmath>

#include "core/linear.hpp"
#include "core/random.hpp"
#include "core/seed.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor_ops.hpp"

namespace qkv::python {
namespace {

Value module_value(const std::string& name, std::vector<std::pair<std::string, Value>> members) {
    Value result;
    result.type = Type::Module;
    auto module = std::make_shared<ModuleObject>();
    module->name = name;
    module->members = std::move(members);
    result.object = std::move(module);
    return result;
}

const Tensor& tensor_argument(const Value& value, const std::string& function, const std::string& parameter, int position) {
    if (value.type != Type::Tensor)
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) +
                                     ") must be Tensor, not " + type_name(value));
    return *tensor_of(value);
}

// Sizes as torch.randn/zeros/ones accept them: randn(2, 3), randn((2, 3)), randn([2, 3]) or randn(x.shape).
Shape size_arguments(const CallArgs& args, const std::string& function) {
    std::vector<Value> items = args.positional;
    if (items.size() == 1 && (items[0].type == Type::Tuple || items[0].type == Type::List || items[0].type == Type::Size))
        items = items_of(items[0]);
    Shape shape;
    for (const Value& item : items) {
        if (item.type != Type::Int && item.type != Type::Bool) {
            if (item.type == Type::Tensor || item.type == Type::Float || item.type == Type::Str || item.type == Type::None)
                raise_error("TypeError", function + "(): argument 'size' must be tuple of ints, but found element of type " +
                                             (item.type == Type::Tensor ? std::string("Tensor") : type_name(item)) + " at pos " +
                                             std::to_string(shape.size() + 1));
            raise_unsupported(function + "() with these arguments");
        }
        shape.push_back(item.integer);
    }
    return shape;
}

bool requires_grad_keyword(CallArgs& args, const std::string& function) {
    bool requires_grad = false;
    if (auto value = take_keyword(args, "requires_grad")) requires_grad = truthy(*value);
    for (const auto& keyword : args.keywords) raise_unsupported(function + "(" + keyword.first + "=...)");
    return requires_grad;
}

Value make_filled(Runtime& runtime, CallArgs& args, const std::string& function, float fill) {
    const bool requires_grad = requires_grad_keyword(args, function);
    const Shape shape = size_arguments(args, function);
    TensorPtr tensor = make_tensor(runtime.meter, shape, "torch." + function + "(" + shape_text(shape, ", ") + ")");
    runtime.charge(1 + tensor->numel() / 256);
    std::fill(tensor->data(), tensor->data() + tensor->numel(), fill);
    tensor->requires_grad = requires_grad;
    return tensor_value(tensor);
}

Value torch_manual_seed(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "manual_seed");
    expect_argument_count(args, "manual_seed", 1, 1);
    const Value& seed = args.positional[0];
    std::int64_t value = 0;
    if (seed.type == Type::Int || seed.type == Type::Bool) {
        value = seed.integer;
    } else if (seed.type == Type::Float) {
        // torch.manual_seed calls int(seed) first.
        if (std::isnan(seed.real)) raise_error("ValueError", "cannot convert float NaN to integer");
        if (std::isinf(seed.real)) raise_error("OverflowError", "cannot convert float infinity to integer");
        if (std::fabs(seed.real) >= 9.2233720368547758e18) raise_unsupported("integers beyond 64 bits");
        value = static_cast<std::int64_t>(seed.real);
    } else {
        raise_error("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" + type_name(seed) + "'");
    }
    runtime.generator.manual_seed(qkv::Seed::from_int64(value));
    Value generator;
    generator.type = Type::Generator;
    return generator;
}

Value torch_randn(Runtime& runtime, CallArgs& args) {
    const bool requires_grad = requires_grad_keyword(args, "randn");
    const Shape shape = size_arguments(args, "randn");
    TensorPtr tensor = make_tensor(runtime.meter, shape, "torch.randn(" + shape_text(shape, ", ") + ")");
    runtime.charge(1 + tensor->numel() / 16);
    qkv::fill_randn(runtime.generator, tensor->data(), static_cast<std::size_t>(tensor->numel()));
    tensor->requires_grad = requires_grad;
    return tensor_value(tensor);
}

Value torch_equal(Runtime&, CallArgs& args) {
    reject_keywords(args, "equal");
    if (args.positional.size() != 2)
        raise_error("TypeError", "equal() takes 2 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    const Tensor& a = tensor_argument(args.positional[0], "equal", "input", 1);
    const Tensor& b = tensor_argument(args.positional[1], "equal", "other", 2);
    return bool_value(tensor_equal(a, b));
}

Value torch_allclose(Runtime&, CallArgs& args) {
    double rtol = 1e-05, atol = 1e-08;
    bool equal_nan = false;
    if (auto value = take_keyword(args, "rtol")) rtol = number_of(*value);
    if (auto value = take_keyword(args, "atol")) atol = number_of(*value);
    if (auto value = take_keyword(args, "equal_nan")) equal_nan = truthy(*value);
    reject_keywords(args, "allclose");
    if (args.positional.size() < 2 || args.positional.size() > 5)
        raise_error("TypeError", "allclose() missing required arguments");
    if (args.positional.size() > 2) rtol = number_of(args.positional[2]);
    if (args.positional.size() > 3) atol = number_of(args.positional[3]);
    if (args.positional.size() > 4) equal_nan = truthy(args.positional[4]);
    const Tensor& a = tensor_argument(args.positional[0], "allclose", "input", 1);
    const Tensor& b = tensor_argument(args.positional[1], "allclose", "other", 2);
    return bool_value(tensor_allclose(a, b, rtol, atol, equal_nan));
}

Value torch_matmul(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "matmul");
    if (args.positional.size() != 2)
        raise_error("TypeError", "matmul() takes 2 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    tensor_argument(args.positional[0], "matmul", "input", 1);
    tensor_argument(args.positional[1], "matmul", "other", 2);
    return binary_operation(runtime, "@", args.positional[0], args.positional[1]);
}

Value parameter_from(Runtime& runtime, const float* values, const Shape& shape, const std::string& what) {
    TensorPtr tensor = make_tensor(runtime.meter, shape, what);
    std::copy(values, values + tensor->numel(), tensor->data());
    tensor->requires_grad = true;
    tensor->is_parameter = true;
    return tensor_value(tensor);
}

Value construct_linear(Runtime& runtime, CallArgs& args) {
    std::optional<Value> bias_keyword = take_keyword(args, "bias");
    std::optional<Value> in_keyword = take_keyword(args, "in_features");
    std::optional<Value> out_keyword = take_keyword(args, "out_features");
    for (const auto& keyword : args.keywords)
        raise_error("TypeError", "Linear.__init__() got an unexpected keyword argument '" + keyword.first + "'");
    std::vector<Value> positional = args.positional;
    if (in_keyword) positional.insert(positional.begin(), *in_keyword);
    if (out_keyword) positional.insert(positional.begin() + std::min<std::size_t>(1, positional.size()), *out_keyword);
    if (positional.size() < 2) {
        const char* missing = positional.empty() ? "2 required positional arguments: 'in_features' and 'out_features'"
                                                 : "1 required positional argument: 'out_features'";
        raise_error("TypeError", std::string("Linear.__init__() missing ") + missing);
    }
    if (positional.size() > 3) raise_unsupported("nn.Linear(device=..., dtype=...)");
    if (positional.size() == 3) {
        if (bias_keyword) raise_error("TypeError", "Linear.__init__() got multiple values for argument 'bias'");
        bias_keyword = positional[2];
    }
    for (int i = 0; i < 2; ++i)
        if (positional[i].type != Type::Int && positional[i].type != Type::Bool)
            raise_error("TypeError", "empty(): argument 'size' must be tuple of ints, but found element of type " +
                                         type_name(positional[i]) + " at pos " + std::to_string(2 - i));
    const std::int64_t in_features = positional[0].integer, out_features = positional[1].integer;
    const bool bias = bias_keyword ? truthy(*bias_keyword) : true;
    if (in_features < 0 || out_features < 0)
        raise_error("RuntimeError", "Trying to create tensor with negative dimension " +
                                        std::to_string(out_features < 0 ? out_features : in_features) + ": [" +
                                        std::to_string(out_features) + ", " + std::to_string(in_features) + "]");
    // Reserve the playground memory before the core allocates anything.
    TensorPtr weight_check = make_tensor(runtime.meter, {out_features, in_features}, "nn.Linear's weight");
    weight_check.reset();
    runtime.charge(1 + (in_features * out_features) / 16);

    auto layer = std::make_shared<LinearObject>();
    layer->in_features = in_features;
    layer->out_features = out_features;
    if (in_features > 0) {
        const qkv::LinearLayer drawn = qkv::make_linear(runtime.generator, static_cast<std::size_t>(in_features),
                                                        static_cast<std::size_t>(out_features), bias);
        layer->weight = parameter_from(runtime, drawn.weight.data(), {out_features, in_features}, "nn.Linear's weight");
        if (drawn.bias) layer->bias = parameter_from(runtime, drawn.bias->data(), {out_features}, "nn.Linear's bias");
    } else {
        // fan_in == 0: torch skips the weight's init and draws the bias on [0, 0].
        std::vector<float> none;
        layer->weight = parameter_from(runtime, none.data(), {out_features, 0}, "nn.Linear's weight");
        if (bias) {
            std::vector<float> values(static_cast<std::size_t>(out_features));
            qkv::fill_uniform(runtime.generator, values.data(), values.size(), -0.0f, 0.0f);
            layer->bias = parameter_from(runtime, values.data(), {out_features}, "nn.Linear's bias");
        }
    }
    Value result;
    result.type = Type::Linear;
    result.object = std::move(layer);
    return result;
}

Value functional_linear(Runtime& runtime, CallArgs& args) {
    std::optional<Value> bias = take_keyword(args, "bias");
    std::optional<Value> weight = take_keyword(args, "weight");
    std::optional<Value> input = take_keyword(args, "input");
    reject_keywords(args, "linear");
    std::vector<Value> positional = args.positional;
    if (input) positional.insert(positional.begin(), *input);
    if (weight) positional.insert(positional.begin() + std::min<std::size_t>(1, positional.size()), *weight);
    if (bias) positional.push_back(*bias);
    if (positional.size() < 2 || positional.size() > 3)
        raise_error("TypeError", "linear() missing required argument 'weight' (pos 2)");
    const Tensor& x = tensor_argument(positional[0], "linear", "input", 1);
    const Tensor& w = tensor_argument(positional[1], "linear", "weight", 2);
    const Tensor* b = nullptr;
    if (positional.size() == 3 && positional[2].type != Type::None) b = &tensor_argument(positional[2], "linear", "bias", 3);
    runtime.charge(1 + x.numel() * (w.rank() == 2 ? w.shape[0] : 1) / 64);
    return tensor_value(tensor_linear(runtime.meter, x, w, b));
}

Value bound(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

}  // namespace

namespace {

Value nested_list(const float* data, const std::int64_t* shape, std::size_t rank) {
    if (rank == 0) return float_value(data[0]);
    std::int64_t block = 1;
    for (std::size_t i = 1; i < rank; ++i) block *= shape[i];
    std::vector<Value> items;
    for (std::int64_t i = 0; i < shape[0]; ++i) items.push_back(nested_list(data + i * block, shape + 1, rank - 1));
    return list_value(std::move(items));
}

}  // namespace

Value tensor_to_list(const Tensor& tensor) { return nested_list(tensor.data(), tensor.shape.data(), tensor.rank()); }

Value make_torch_module() {
    Value functional = module_value("torch.nn.functional", {{"linear", bound("linear", functional_linear)}});
    Value nn = module_value("torch.nn", {
                                            {"Linear", type_value("torch.nn.modules.linear.Linear", Type::Linear, construct_linear)},
                                            {"functional", functional},
                                        });
    return module_value("torch", {
                                     {"manual_seed", bound("manual_seed", torch_manual_seed)},
                                     {"randn", bound("randn", torch_randn)},
                                     {"zeros", bound("zeros", [](Runtime& runtime, CallArgs& args) { return make_filled(runtime, args, "zeros", 0.0f); })},
                                     {"ones", bound("ones", [](Runtime& runtime, CallArgs& args) { return make_filled(runtime, args, "ones", 1.0f); })},
                                     {"equal", bound("equal", torch_equal)},
                                     {"allclose", bound("allclose", torch_allclose)},
                                     {"matmul", bound("matmul", torch_matmul)},
                                     {"Tensor", type_value("torch.Tensor", Type::Tensor, [](Runtime&, CallArgs&) -> Value {
                                          raise_unsupported("torch.Tensor(...)");
                                      })},
                                     {"Size", type_value("torch.Size", Type::Size, [](Runtime& runtime, CallArgs& args) {
                                          reject_keywords(args, "Size");
                                          Shape shape;
                                          if (!args.positional.empty())
                                              for (const Value& item : iterate(runtime, args.positional[0])) shape.push_back(integer_argument(item));
                                          return size_value(shape);
                                      })},
                                     {"nn", nn},
                                 });
}

std::optional<Value> tensor_attribute(Runtime& runtime, const Value& self, const std::string& name) {
    const TensorPtr tensor = tensor_of(self);
    const MeterPtr meter = runtime.meter;
    if (name == "shape") return size_value(tensor->shape);
    if (name == "ndim") return int_value(static_cast<std::int64_t>(tensor->rank()));
    if (name == "requires_grad") return bool_value(tensor->tracks_grad());
    if (name == "is_leaf") return bool_value(tensor->grad_fn.empty());
    if (name == "T") {
        if (tensor->rank() == 2) return tensor_value(tensor_reverse_dims(meter, *tensor));
        if (tensor->rank() < 2) {
            TensorPtr copy = tensor_copy(meter, *tensor);
            if (tensor->tracks_grad()) copy->grad_fn = "PermuteBackward0";
            return tensor_value(copy);
        }
        return tensor_value(tensor_reverse_dims(meter, *tensor));
    }
    if (name == "size") {
        return bound("size", [tensor](Runtime&, CallArgs& args) {
            std::optional<Value> dim = take_keyword(args, "dim");
            reject_keywords(args, "size");
            if (!args.positional.empty()) dim = args.positional[0];
            if (args.positional.size() > 1) raise_error("TypeError", "size() takes at most 1 argument");
            if (!dim || dim->type == Type::None) return size_value(tensor->shape);
            return int_value(tensor->shape[static_cast<std::size_t>(wrap_dim(integer_argument(*dim), tensor->rank()))]);
        });
    }
    if (name == "dim") return bound("dim", [tensor](Runtime&, CallArgs& args) {
        expect_argument_count(args, "dim", 0, 0);
        return int_value(static_cast<std::int64_t>(tensor->rank()));
    });
    if (name == "numel") return bound("numel", [tensor](Runtime&, CallArgs& args) {
        expect_argument_count(args, "numel", 0, 0);
        return int_value(tensor->numel());
    });
    if (name == "tolist") return bound("tolist", [tensor](Runtime& rt, CallArgs& args) {
        expect_argument_count(args, "tolist", 0, 0);
        rt.charge(1 + tensor->numel() / 16);
        return tensor_to_list(*tensor);
    });
    if (name == "item") return bound("item", [tensor](Runtime&, CallArgs& args) {
        expect_argument_count(args, "item", 0, 0);
        if (tensor->numel() != 1) raise_error("ValueError", "only one element tensors can be converted to Python scalars");
        return float_value(tensor->data()[0]);
    });
    if (name == "transpose") return bound("transpose", [tensor, meter](Runtime&, CallArgs& args) {
        reject_keywords(args, "transpose");
        if (args.positional.size() != 2) raise_error("TypeError", "transpose() received an invalid combination of arguments");
        return tensor_value(tensor_transpose(meter, *tensor, integer_argument(args.positional[0]), integer_argument(args.positional[1])));
    });
    if (name == "t") return bound("t", [tensor, meter](Runtime&, CallArgs& args) {
        expect_argument_count(args, "t", 0, 0);
        if (tensor->rank() > 2)
            raise_error("RuntimeError", "t() expects a tensor with <= 2 dimensions, but self is " + std::to_string(tensor->rank()) + "D");
        TensorPtr result = tensor->rank() == 2 ? tensor_transpose(meter, *tensor, 0, 1) : tensor_copy(meter, *tensor);
        if (tensor->tracks_grad()) result->grad_fn = "TBackward0";
        return tensor_value(result);
    });
    if (name == "detach") return bound("detach", [tensor, meter](Runtime&, CallArgs& args) {
        expect_argument_count(args, "detach", 0, 0);
        return tensor_value(tensor_copy(meter, *tensor));
    });
    if (name == "reshape" || name == "view") {
        const char* grad_fn = name == "view" ? "ViewBackward0" : "ReshapeAliasBackward0";
        return bound(name, [tensor, meter, grad_fn](Runtime&, CallArgs& args) {
            reject_keywords(args, "reshape");
            std::vector<Value> items = args.positional;
            if (items.size() == 1 && (items[0].type == Type::Tuple || items[0].type == Type::List || items[0].type == Type::Size))
                items = items_of(items[0]);
            std::vector<std::int64_t> sizes;
            for (const Value& item : items) sizes.push_back(integer_argument(item));
            return tensor_value(tensor_reshape(meter, *tensor, sizes, grad_fn));
        });
    }
    return std::nullopt;
}

std::optional<Value> linear_attribute(const Value& layer_value, const std::string& name) {
    const LinearObject& layer = object_of<LinearObject>(layer_value);
    if (name == "weight") return layer.weight;
    if (name == "bias") return layer.bias;
    if (name == "in_features") return int_value(layer.in_features);
    if (name == "out_features") return int_value(layer.out_features);
    if (name == "forward") {
        Value self = layer_value;
        return bound("forward", [self](Runtime& runtime, CallArgs& args) { return call_linear(runtime, self, args); });
    }
    return std::nullopt;
}

Value call_linear(Runtime& runtime, const Value& layer_value, CallArgs& args) {
    const LinearObject& layer = object_of<LinearObject>(layer_value);
    std::optional<Value> input = take_keyword(args, "input");
    for (const auto& keyword : args.keywords)
        raise_error("TypeError", "forward() got an unexpected keyword argument '" + keyword.first + "'");
    std::vector<Value> positional = args.positional;
    if (input) positional.insert(positional.begin(), *input);
    if (positional.size() != 1)
        raise_error("TypeError", "forward() takes 2 positional arguments but " + std::to_string(positional.size() + 1) + " were given");
    if (positional[0].type != Type::Tensor)
        raise_error("TypeError", "linear(): argument 'input' (position 1) must be Tensor, not " + type_name(positional[0]));
    const Tensor& x = *tensor_of(positional[0]);
    const Tensor* bias = layer.bias.type == Type::Tensor ? tensor_of(layer.bias).get() : nullptr;
    runtime.charge(1 + x.numel() * layer.out_features / 64);
    return tensor_value(tensor_linear(runtime.meter, x, *tensor_of(layer.weight), bias));
}

}  // namespace qkv::python
