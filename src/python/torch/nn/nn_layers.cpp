// nn_layers.cpp — nn.Parameter and the built-in layers: Linear, ReLU, Tanh, Sigmoid, SiLU, GELU, Dropout, LayerNorm,
// Embedding, Flatten, CosineSimilarity and CrossEntropyLoss, as subclasses of nn.Module with torch 1.13.1's
// constructors, attributes, reprs and messages. Their forward calls the functional op (F.relu, F.layer_norm,
// F.embedding) found in torch.nn.functional.

#include <algorithm>

#include "core/linear.hpp"
#include "core/random.hpp"
#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/nn/torch_functional.hpp"

namespace qkv::python {
namespace {

Value attribute(Runtime& runtime, const Value& self, const std::string& name) { return get_attribute(runtime, self, name); }

void store(Runtime& runtime, const Value& self, const std::string& name, const Value& value) { set_attribute(runtime, self, name, value); }

// A new leaf parameter holding `values` (count = the shape's size).
Value new_parameter(Runtime& runtime, const Shape& shape, const std::string& what, const float* values = nullptr) {
    TensorPtr tensor = make_tensor(runtime.meter, shape, what);
    if (values) std::copy(values, values + tensor->numel(), tensor->data());
    tensor->requires_grad = true;
    tensor->is_parameter = true;
    return tensor_value(tensor);
}

// nn.Parameter(data=None, requires_grad=True): the data's storage, as a leaf parameter.
Value construct_parameter(Runtime& runtime, CallArgs& args) {
    const auto bound = bind_arguments(args, "Parameter.__new__", {"data", "requires_grad"});
    const bool requires_grad = bound[1] ? truthy(*bound[1]) : true;
    TensorPtr tensor;
    if (!bound[0] || bound[0]->type == Type::None) {
        tensor = make_tensor(runtime.meter, {0}, "nn.Parameter()");
    } else if (is_tensor(*bound[0])) {
        tensor = std::make_shared<Tensor>(*tensor_of(*bound[0]));
        tensor->grad_fn.clear();
    } else {
        raise_error("AttributeError", "'" + type_name(*bound[0]) + "' object has no attribute 'detach'");
    }
    if (requires_grad && is_floating_dtype(tensor->dtype) && !tensor->is_float())
        raise_unsupported("nn.Parameter of a " + dtype_name(tensor->dtype) + " tensor (gradients here are float32 only)");
    if (requires_grad && !tensor->is_float()) raise_error("RuntimeError", "Only Tensors of floating point and complex dtype can require gradients");
    tensor->requires_grad = requires_grad;
    tensor->is_parameter = true;
    return tensor_value(tensor);
}

// The shape of the layer's torch.empty((rows, columns), dtype=None, device=None), with that call's TypeErrors for a
// width that is not an int (a learner's n_embd / n_head).
Shape weight_shape(const Value& rows, const Value& columns) {
    const CallArgs empty_call{{tuple_value({rows, columns})}, {{"dtype", none_value()}, {"device", none_value()}}};
    return factory_size(empty_call, "empty");
}

void reject_device_and_dtype(const std::vector<std::optional<Value>>& bound, std::size_t first, const std::string& layer) {
    for (std::size_t i = first; i < first + 2; ++i)
        if (bound[i] && bound[i]->type != Type::None) raise_unsupported("nn." + layer + "(device=..., dtype=...)");
}

// Linear.__init__: weight and bias drawn as torch's reset_parameters draws them (kaiming_uniform_, then the bias).
Value linear_init(Runtime& runtime, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "Linear.__init__", {"in_features", "out_features", "bias", "device", "dtype"}, 2);
    reject_device_and_dtype(bound, 3, "Linear");
    const Shape sizes = weight_shape(*bound[1], *bound[0]);
    const std::int64_t out_features = sizes[0], in_features = sizes[1];
    const bool bias = bound[2] ? truthy(*bound[2]) : true;
    if (in_features < 0 || out_features < 0)
        raise_error("RuntimeError", "Trying to create tensor with negative dimension " + std::to_string(out_features < 0 ? out_features : in_features) +
                                        ": [" + std::to_string(out_features) + ", " + std::to_string(in_features) + "]");
    initialise_module(self);
    store(runtime, self, "in_features", int_value(in_features));
    store(runtime, self, "out_features", int_value(out_features));
    // Reserve the playground memory before the core allocates anything.
    make_tensor(runtime.meter, {out_features, in_features}, "nn.Linear's weight").reset();
    runtime.charge(1 + (in_features * out_features) / 16);
    Value weight, bias_value = none_value();
    if (in_features > 0) {
        const qkv::LinearLayer drawn = qkv::make_linear(runtime.generator, static_cast<std::size_t>(in_features),
                                                        static_cast<std::size_t>(out_features), bias);
        weight = new_parameter(runtime, {out_features, in_features}, "nn.Linear's weight", drawn.weight.data());
        if (drawn.bias) bias_value = new_parameter(runtime, {out_features}, "nn.Linear's bias", drawn.bias->data());
    } else {
        // fan_in == 0: torch skips the weight's init and draws the bias on [0, 0].
        weight = new_parameter(runtime, {out_features, 0}, "nn.Linear's weight");
        if (bias) {
            std::vector<float> values(static_cast<std::size_t>(out_features));
            qkv::fill_uniform(runtime.generator, values.data(), values.size(), -0.0f, 0.0f);
            bias_value = new_parameter(runtime, {out_features}, "nn.Linear's bias", values.data());
        }
    }
    store(runtime, self, "weight", weight);
    if (bias_value.type == Type::None) {
        CallArgs register_args;
        register_args.positional = {str_value("bias"), none_value()};
        call_value(runtime, attribute(runtime, self, "register_parameter"), register_args);
    } else {
        store(runtime, self, "bias", bias_value);
    }
    return none_value();
}

Value linear_forward(Runtime& runtime, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "Linear.forward", {"input"}, 1);
    const Value weight = attribute(runtime, self, "weight"), bias = attribute(runtime, self, "bias");
    const Tensor& x = tensor_argument(*bound[0], "linear", "input", 1);
    const Tensor& w = tensor_argument(weight, "linear", "weight", 2);
    const Tensor* b = bias.type == Type::None ? nullptr : &tensor_argument(bias, "linear", "bias", 3);
    runtime.charge(1 + x.numel() * (w.rank() == 2 ? w.shape[0] : 1) / 64);
    return tensor_value(tensor_linear(runtime.meter, x, w, b));
}

Value linear_class() {
    Scope members;
    members.set("__init__", module_method("Linear.__init__", {"in_features", "out_features"}, linear_init));
    members.set("forward", with_any_self(module_method("Linear.forward", {"input"}, linear_forward)));
    members.set("extra_repr", module_method("Linear.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Linear.extra_repr", {});
        return str_value("in_features=" + str(attribute(runtime, self, "in_features")) + ", out_features=" +
                         str(attribute(runtime, self, "out_features")) + ", bias=" +
                         (attribute(runtime, self, "bias").type == Type::None ? "False" : "True"));
    }));
    return make_module_class("Linear", "torch.nn.modules.linear", std::move(members));
}

// forward(self, input) of a layer that hands its input to a functional op with its settings, read from self's
// attributes first, as torch's one-line forwards do: any object may be self.
Value forward_through(const std::string& layer, NativeFunction settings_call) {
    return with_any_self(module_method(layer + ".forward", {"input"}, [layer, settings_call](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, layer + ".forward", {"input"}, 1);
        CallArgs call;
        call.positional = {self, *bound[0]};
        return settings_call(runtime, call);
    }));
}

// forward(self, input) = F.<op>(input, self.<setting>, ...), the settings read when called (a learner may change them).
Value functional_forward(const std::string& layer, const Value& functional, const std::string& op, std::vector<std::string> settings) {
    return forward_through(layer, [functional, op, settings](Runtime& runtime, CallArgs& args) {
        CallArgs call;
        call.positional.push_back(args.positional[1]);
        for (const std::string& name : settings) call.positional.push_back(attribute(runtime, args.positional[0], name));
        return call_functional(runtime, functional, op, call);
    });
}

// nn.ReLU(inplace=False) and nn.SiLU(inplace=False): forward is F.<op>(input, self.inplace).
Value inplace_activation_class(const std::string& name, const Value& functional, const std::string& op) {
    Scope members;
    members.set("__init__", module_method(name + ".__init__", [name](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, name + ".__init__", {"inplace"});
        initialise_module(self);
        store(runtime, self, "inplace", bound[0].value_or(bool_value(false)));
        return none_value();
    }));
    members.set("forward", functional_forward(name, functional, op, {"inplace"}));
    members.set("extra_repr", module_method(name + ".extra_repr", [name](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, name + ".extra_repr", {});
        return str_value(truthy(attribute(runtime, self, "inplace")) ? "inplace=True" : "");
    }));
    return make_module_class(name, "torch.nn.modules.activation", std::move(members));
}

// nn.Tanh() and nn.Sigmoid(): forward is F.<op>(input).
Value plain_activation_class(const std::string& name, const Value& functional, const std::string& op) {
    Scope members;
    members.set("__init__", module_method(name + ".__init__", [name](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, name + ".__init__", {});
        initialise_module(self);
        return none_value();
    }));
    members.set("forward", functional_forward(name, functional, op, {}));
    return make_module_class(name, "torch.nn.modules.activation", std::move(members));
}

// nn.GELU(approximate='none'): forward is F.gelu(input, approximate=self.approximate).
Value gelu_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("GELU.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "GELU.__init__", {"approximate"});
        initialise_module(self);
        store(runtime, self, "approximate", bound[0].value_or(str_value("none")));
        return none_value();
    }));
    members.set("forward", forward_through("GELU", [functional](Runtime& runtime, CallArgs& args) {
        CallArgs call;
        call.positional.push_back(args.positional[1]);
        call.keywords.emplace_back("approximate", attribute(runtime, args.positional[0], "approximate"));
        return call_functional(runtime, functional, "gelu", call);
    }));
    members.set("extra_repr", module_method("GELU.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "GELU.extra_repr", {});
        return str_value("approximate=" + repr(attribute(runtime, self, "approximate")));
    }));
    return make_module_class("GELU", "torch.nn.modules.activation", std::move(members));
}

// nn.LeakyReLU(negative_slope=0.01, inplace=False): forward is F.leaky_relu(input, self.negative_slope, self.inplace).
Value leaky_relu_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("LeakyReLU.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "LeakyReLU.__init__", {"negative_slope", "inplace"});
        initialise_module(self);
        store(runtime, self, "negative_slope", bound[0].value_or(float_value(0.01)));
        store(runtime, self, "inplace", bound[1].value_or(bool_value(false)));
        return none_value();
    }));
    members.set("forward", functional_forward("LeakyReLU", functional, "leaky_relu", {"negative_slope", "inplace"}));
    members.set("extra_repr", module_method("LeakyReLU.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "LeakyReLU.extra_repr", {});
        const bool inplace = truthy(attribute(runtime, self, "inplace"));
        return str_value("negative_slope=" + repr(attribute(runtime, self, "negative_slope")) + (inplace ? ", inplace=True" : ""));
    }));
    return make_module_class("LeakyReLU", "torch.nn.modules.activation", std::move(members));
}

// nn.Softmax(dim=None): forward is F.softmax(input, self.dim).
Value softmax_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("Softmax.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Softmax.__init__", {"dim"});
        initialise_module(self);
        store(runtime, self, "dim", bound[0].value_or(none_value()));
        return none_value();
    }));
    members.set("forward", functional_forward("Softmax", functional, "softmax", {"dim"}));
    members.set("extra_repr", module_method("Softmax.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Softmax.extra_repr", {});
        return str_value("dim=" + repr(attribute(runtime, self, "dim")));
    }));
    return make_module_class("Softmax", "torch.nn.modules.activation", std::move(members));
}

// nn.Identity(*args, **kwargs): ignores its arguments; forward returns the input itself.
Value identity_class() {
    Scope members;
    members.set("__init__", module_method("Identity.__init__", [](Runtime&, CallArgs& args) {
        initialise_module(self_of(args));
        return none_value();
    }));
    members.set("forward", forward_through("Identity", [](Runtime&, CallArgs& args) { return args.positional[1]; }));
    return make_module_class("Identity", "torch.nn.modules.linear", std::move(members));
}

// nn.Flatten(start_dim=1, end_dim=-1): forward is input.flatten(start_dim, end_dim).
Value flatten_class() {
    Scope members;
    members.set("__init__", module_method("Flatten.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Flatten.__init__", {"start_dim", "end_dim"});
        initialise_module(self);
        store(runtime, self, "start_dim", bound[0].value_or(int_value(1)));
        store(runtime, self, "end_dim", bound[1].value_or(int_value(-1)));
        return none_value();
    }));
    members.set("forward", forward_through("Flatten", [](Runtime& runtime, CallArgs& args) {
        const Value& input = args.positional[1];
        const Value flatten = attribute(runtime, input, "flatten");
        CallArgs call;
        call.positional = {attribute(runtime, args.positional[0], "start_dim"), attribute(runtime, args.positional[0], "end_dim")};
        return call_value(runtime, flatten, call);
    }));
    members.set("extra_repr", module_method("Flatten.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Flatten.extra_repr", {});
        return str_value("start_dim=" + str(attribute(runtime, self, "start_dim")) + ", end_dim=" + str(attribute(runtime, self, "end_dim")));
    }));
    return make_module_class("Flatten", "torch.nn.modules.flatten", std::move(members));
}

// nn.CosineSimilarity(dim=1, eps=1e-08): forward(x1, x2) is F.cosine_similarity(x1, x2, dim, eps).
Value cosine_similarity_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("CosineSimilarity.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "CosineSimilarity.__init__", {"dim", "eps"});
        initialise_module(self);
        store(runtime, self, "dim", bound[0].value_or(int_value(1)));
        store(runtime, self, "eps", bound[1].value_or(float_value(1e-08)));
        return none_value();
    }));
    members.set("forward", with_any_self(module_method("CosineSimilarity.forward", {"x1", "x2"}, [functional](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "CosineSimilarity.forward", {"x1", "x2"}, 2);
        CallArgs call;
        call.positional = {*bound[0], *bound[1], attribute(runtime, self, "dim"), attribute(runtime, self, "eps")};
        return call_functional(runtime, functional, "cosine_similarity", call);
    })));
    return make_module_class("CosineSimilarity", "torch.nn.modules.distance", std::move(members));
}

// nn.Dropout.__init__ compares p with the ints 0 and 1, F.dropout with 0.0 and 1.0: a p that cannot be compared
// is named beside the one or the other in the TypeError.
void check_dropout_probability(const Value& p, bool functional) {
    const Value low = functional ? float_value(0.0) : int_value(0), high = functional ? float_value(1.0) : int_value(1);
    if (compare("<", p, low) || compare(">", p, high))
        raise_error("ValueError", "dropout probability has to be between 0 and 1, but got " + str(p));
}

// Dropout while training, as ATen's CPU path without MKL: noise = bernoulli_(1 - p), one 64-bit draw per
// element in memory order (53 bits as a double in [0, 1), kept when below 1 - p); noise /= (1 - p) in float;
// input * noise. p == 1 multiplies by a zero instead of drawing.
TensorPtr dropout_training(Runtime& runtime, const Tensor& input, double p) {
    if (!input.is_float()) raise_unsupported("nn.Dropout on a " + dtype_name(input.dtype) + " tensor");
    if (!input.view_strides.empty()) raise_unsupported("nn.Dropout on a non-contiguous tensor (call .contiguous() first)");
    TensorPtr result = make_tensor(runtime.meter, input.shape, "the result of dropout");
    runtime.charge(1 + input.numel() / 16);
    TensorPtr noise = make_tensor(runtime.meter, input.shape, "the dropout mask");
    const float keep_scale = 1.0f / static_cast<float>(1.0 - p);
    const double keep_probability = 1.0 - p;
    const float* in = input.data();
    float *mask = noise->data(), *out = result->data();
    for (std::int64_t n = 0, count = input.numel(); n < count; ++n) {
        if (p != 1.0) {
            const double uniform = static_cast<double>(runtime.generator.random64() & ((std::uint64_t(1) << 53) - 1)) * 0x1p-53;
            mask[n] = uniform < keep_probability ? keep_scale : 0.0f;
        }
        out[n] = in[n] * mask[n];
    }
    if (records_grad(input)) {
        result->grad_fn = "MulBackward0";
        record_binary(runtime.meter, *result, '*', input, *noise);
    }
    return result;
}

// F.dropout with training off or p == 0 hands back its input itself, as torch does.
Value dropout_forward(Runtime& runtime, CallArgs& args) {
    const Value self = args.positional[0], input = args.positional[1];
    // F.dropout(input, self.p, self.training, self.inplace): the settings are read before the op checks anything.
    const Value p = attribute(runtime, self, "p"), training = attribute(runtime, self, "training");
    const Value inplace = attribute(runtime, self, "inplace");
    check_dropout_probability(p, true);
    const Tensor& x = tensor_argument(input, "dropout", "input", 1);
    if (!truthy(training) || number_of(p) == 0.0 || x.numel() == 0) return input;
    if (truthy(inplace)) raise_unsupported("nn.Dropout(inplace=True) while training");
    return tensor_value(dropout_training(runtime, x, number_of(p)));
}

Value dropout_class() {
    Scope members;
    members.set("__init__", module_method("Dropout.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Dropout.__init__", {"p", "inplace"});
        const Value p = bound[0].value_or(float_value(0.5));
        initialise_module(self);
        check_dropout_probability(p, false);
        store(runtime, self, "p", p);
        store(runtime, self, "inplace", bound[1].value_or(bool_value(false)));
        return none_value();
    }));
    members.set("forward", forward_through("Dropout", dropout_forward));
    members.set("extra_repr", module_method("Dropout.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Dropout.extra_repr", {});
        return str_value("p=" + str(attribute(runtime, self, "p")) + ", inplace=" + str(attribute(runtime, self, "inplace")));
    }));
    return make_module_class("Dropout", "torch.nn.modules.dropout", std::move(members));
}

Value layer_norm_init(Runtime& runtime, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "LayerNorm.__init__", {"normalized_shape", "eps", "elementwise_affine", "device", "dtype"}, 1);
    reject_device_and_dtype(bound, 3, "LayerNorm");
    initialise_module(self);
    const Value& given = *bound[0];
    const Value shape = given.type == Type::Int || given.type == Type::Bool ? tuple_value({int_value(given.integer)})
                                                                            : tuple_value(iterate(runtime, given));
    const bool affine = bound[2] ? truthy(*bound[2]) : true;
    store(runtime, self, "normalized_shape", shape);
    store(runtime, self, "eps", bound[1].value_or(float_value(1e-5)));
    store(runtime, self, "elementwise_affine", bound[2].value_or(bool_value(true)));
    if (affine) {
        const Shape sizes = factory_size(CallArgs{{shape}, {}}, "empty");
        const Value weight = new_parameter(runtime, sizes, "nn.LayerNorm's weight");
        float* ones = tensor_of(weight)->data();
        std::fill(ones, ones + tensor_of(weight)->numel(), 1.0f);
        store(runtime, self, "weight", weight);
        store(runtime, self, "bias", new_parameter(runtime, sizes, "nn.LayerNorm's bias"));
    } else {
        for (const char* name : {"weight", "bias"}) {
            CallArgs register_args;
            register_args.positional = {str_value(name), none_value()};
            call_value(runtime, attribute(runtime, self, "register_parameter"), register_args);
        }
    }
    return none_value();
}

Value layer_norm_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("LayerNorm.__init__", {"normalized_shape"}, layer_norm_init));
    members.set("forward", functional_forward("LayerNorm", functional, "layer_norm", {"normalized_shape", "weight", "bias", "eps"}));
    members.set("extra_repr", module_method("LayerNorm.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "LayerNorm.extra_repr", {});
        return str_value(str(attribute(runtime, self, "normalized_shape")) + ", eps=" + str(attribute(runtime, self, "eps")) +
                         ", elementwise_affine=" + str(attribute(runtime, self, "elementwise_affine")));
    }));
    return make_module_class("LayerNorm", "torch.nn.modules.normalization", std::move(members));
}

// Embedding's padding_idx: checked against the table, negative ones counted from its end.
Value padding_index(const std::optional<Value>& given, std::int64_t rows) {
    if (!given || given->type == Type::None) return none_value();
    std::int64_t index = integer_argument(*given);
    if (index > 0 && index >= rows) raise_error("AssertionError", "Padding_idx must be within num_embeddings");
    if (index < 0) {
        if (index < -rows) raise_error("AssertionError", "Padding_idx must be within num_embeddings");
        index += rows;
    }
    return int_value(index);
}

Value embedding_init(Runtime& runtime, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "Embedding.__init__",
                                        {"num_embeddings", "embedding_dim", "padding_idx", "max_norm", "norm_type",
                                         "scale_grad_by_freq", "sparse", "_weight", "device", "dtype"}, 2);
    if ((bound[3] && bound[3]->type != Type::None) || (bound[7] && bound[7]->type != Type::None))
        raise_unsupported("nn.Embedding(max_norm=..., _weight=...)");
    reject_device_and_dtype(bound, 8, "Embedding");
    initialise_module(self);
    const Shape sizes = weight_shape(*bound[0], *bound[1]);
    const std::int64_t rows = sizes[0], columns = sizes[1];
    store(runtime, self, "num_embeddings", *bound[0]);
    store(runtime, self, "embedding_dim", *bound[1]);
    const Value padding = padding_index(bound[2], rows);
    store(runtime, self, "padding_idx", padding);
    store(runtime, self, "max_norm", none_value());
    store(runtime, self, "norm_type", bound[4].value_or(float_value(2.0)));
    store(runtime, self, "scale_grad_by_freq", bound[5].value_or(bool_value(false)));
    // init.normal_(weight) draws as torch.randn(num_embeddings, embedding_dim) does.
    const Value weight = new_parameter(runtime, {rows, columns}, "nn.Embedding's weight");
    Tensor& table = *tensor_of(weight);
    runtime.charge(1 + table.numel() / 16);
    if (!qkv::fill_randn_vouched(runtime.generator, table.data(), static_cast<std::size_t>(table.numel())))
        raise_inexact("nn.Embedding's initial weight");
    if (padding.type == Type::Int) std::fill(table.data() + padding.integer * columns, table.data() + (padding.integer + 1) * columns, 0.0f);
    store(runtime, self, "weight", weight);
    store(runtime, self, "sparse", bound[6].value_or(bool_value(false)));
    return none_value();
}

std::string embedding_extra_repr(Runtime& runtime, const Value& self) {
    std::string text = str(attribute(runtime, self, "num_embeddings")) + ", " + str(attribute(runtime, self, "embedding_dim"));
    const Value padding = attribute(runtime, self, "padding_idx");
    if (padding.type != Type::None) text += ", padding_idx=" + str(padding);
    const Value norm_type = attribute(runtime, self, "norm_type");
    if (compare("!=", norm_type, int_value(2))) text += ", norm_type=" + str(norm_type);
    const Value by_frequency = attribute(runtime, self, "scale_grad_by_freq");
    if (!compare("is", by_frequency, bool_value(false))) text += ", scale_grad_by_freq=" + str(by_frequency);
    if (!compare("is", attribute(runtime, self, "sparse"), bool_value(false))) text += ", sparse=True";
    return text;
}

Value embedding_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("Embedding.__init__", {"num_embeddings", "embedding_dim"}, embedding_init));
    members.set("forward", functional_forward("Embedding", functional, "embedding",
                                              {"weight", "padding_idx", "max_norm", "norm_type", "scale_grad_by_freq", "sparse"}));
    members.set("extra_repr", module_method("Embedding.extra_repr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Embedding.extra_repr", {});
        return str_value(embedding_extra_repr(runtime, self));
    }));
    return make_module_class("Embedding", "torch.nn.modules.sparse", std::move(members));
}

// A loss module's forward(input, target): F.<op>(input, target, setting=self.setting ...), read when called.
Value loss_forward(const std::string& layer, const Value& functional, const std::string& op, std::vector<std::string> settings) {
    return module_method(layer + ".forward", {"input", "target"}, [layer, functional, op, settings](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, layer + ".forward", {"input", "target"}, 2);
        CallArgs call;
        call.positional = {*bound[0], *bound[1]};
        for (const std::string& name : settings) call.keywords.emplace_back(name, attribute(runtime, self, name));
        return call_functional(runtime, functional, op, call);
    });
}

// nn.CrossEntropyLoss(weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean',
// label_smoothing=0.0): forward(input, target) is F.cross_entropy with the settings read when called.
Value cross_entropy_loss_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("CrossEntropyLoss.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "CrossEntropyLoss.__init__",
                                            {"weight", "size_average", "ignore_index", "reduce", "reduction", "label_smoothing"});
        if ((bound[1] && bound[1]->type != Type::None) || (bound[3] && bound[3]->type != Type::None))
            raise_unsupported("nn.CrossEntropyLoss(size_average=..., reduce=...)");
        initialise_module(self);
        store(runtime, self, "weight", bound[0].value_or(none_value()));
        store(runtime, self, "ignore_index", bound[2].value_or(int_value(-100)));
        store(runtime, self, "reduction", bound[4].value_or(str_value("mean")));
        store(runtime, self, "label_smoothing", bound[5].value_or(float_value(0.0)));
        return none_value();
    }));
    members.set("forward", loss_forward("CrossEntropyLoss", functional, "cross_entropy", {"weight", "ignore_index", "reduction", "label_smoothing"}));
    return make_module_class("CrossEntropyLoss", "torch.nn.modules.loss", std::move(members));
}

// nn.MSELoss(size_average=None, reduce=None, reduction='mean'): forward(input, target) is F.mse_loss.
Value mse_loss_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("MSELoss.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "MSELoss.__init__", {"size_average", "reduce", "reduction"});
        if ((bound[0] && bound[0]->type != Type::None) || (bound[1] && bound[1]->type != Type::None))
            raise_unsupported("nn.MSELoss(size_average=..., reduce=...)");
        initialise_module(self);
        store(runtime, self, "reduction", bound[2].value_or(str_value("mean")));
        return none_value();
    }));
    members.set("forward", loss_forward("MSELoss", functional, "mse_loss", {"reduction"}));
    return make_module_class("MSELoss", "torch.nn.modules.loss", std::move(members));
}

// nn.SmoothL1Loss(size_average=None, reduce=None, reduction='mean', beta=1.0) and nn.HuberLoss(reduction='mean',
// delta=1.0): forward(input, target) is F.smooth_l1_loss / F.huber_loss with the settings read when called.
Value regression_loss_class(const Value& functional, bool huber) {
    const std::string name = huber ? "HuberLoss" : "SmoothL1Loss", setting = huber ? "delta" : "beta";
    Scope members;
    members.set("__init__", module_method(name + ".__init__", [name, setting, huber](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = huber ? method_arguments(args, name + ".__init__", {"reduction", "delta"})
                                 : method_arguments(args, name + ".__init__", {"size_average", "reduce", "reduction", "beta"});
        if (!huber && ((bound[0] && bound[0]->type != Type::None) || (bound[1] && bound[1]->type != Type::None)))
            raise_unsupported("nn.SmoothL1Loss(size_average=..., reduce=...)");
        initialise_module(self);
        const std::size_t first = huber ? 0 : 2;
        store(runtime, self, "reduction", bound[first].value_or(str_value("mean")));
        store(runtime, self, setting, bound[first + 1].value_or(float_value(1.0)));
        return none_value();
    }));
    members.set("forward", loss_forward(name, functional, huber ? "huber_loss" : "smooth_l1_loss", {"reduction", setting}));
    return make_module_class(name, "torch.nn.modules.loss", std::move(members));
}

// nn.BCEWithLogitsLoss(weight=None, size_average=None, reduce=None, reduction='mean', pos_weight=None): forward(input,
// target) is F.binary_cross_entropy_with_logits. torch keeps weight and pos_weight as buffers, which the playground's
// modules do not have: both are refused.
Value bce_with_logits_loss_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("BCEWithLogitsLoss.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "BCEWithLogitsLoss.__init__", {"weight", "size_average", "reduce", "reduction", "pos_weight"});
        const auto given = [](const std::optional<Value>& value) { return value && value->type != Type::None; };
        if (given(bound[1]) || given(bound[2])) raise_unsupported("nn.BCEWithLogitsLoss(size_average=..., reduce=...)");
        if (given(bound[0]) || given(bound[4])) raise_unsupported("nn.BCEWithLogitsLoss(weight=..., pos_weight=...)");
        initialise_module(self);
        store(runtime, self, "reduction", bound[3].value_or(str_value("mean")));
        return none_value();
    }));
    members.set("forward", loss_forward("BCEWithLogitsLoss", functional, "binary_cross_entropy_with_logits", {"reduction"}));
    return make_module_class("BCEWithLogitsLoss", "torch.nn.modules.loss", std::move(members));
}

// nn.BCELoss(weight=None, size_average=None, reduce=None, reduction='mean'): forward(input, target) is
// F.binary_cross_entropy. torch keeps the weight as a buffer, which the playground's modules do not have: refused.
Value bce_loss_class(const Value& functional) {
    Scope members;
    members.set("__init__", module_method("BCELoss.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "BCELoss.__init__", {"weight", "size_average", "reduce", "reduction"});
        const auto given = [](const std::optional<Value>& value) { return value && value->type != Type::None; };
        if (given(bound[1]) || given(bound[2])) raise_unsupported("nn.BCELoss(size_average=..., reduce=...)");
        if (given(bound[0])) raise_unsupported("nn.BCELoss(weight=...)");
        initialise_module(self);
        store(runtime, self, "reduction", bound[3].value_or(str_value("mean")));
        return none_value();
    }));
    members.set("forward", loss_forward("BCELoss", functional, "binary_cross_entropy", {"reduction"}));
    return make_module_class("BCELoss", "torch.nn.modules.loss", std::move(members));
}

}  // namespace

// F.dropout(input, p=0.5, training=True, inplace=False): the input itself when p == 0 or not training, else the
// same draws as nn.Dropout in training mode.
Value functional_dropout(Runtime& runtime, CallArgs& args) {
    const auto bound = bind_arguments(args, "dropout", {"input", "p", "training", "inplace"});
    if (!bound[0]) raise_error("TypeError", "dropout() missing 1 required positional argument: 'input'");
    const Value p = bound[1].value_or(float_value(0.5));
    check_dropout_probability(p, true);
    const Tensor& x = tensor_argument(*bound[0], "dropout", "input", 1);
    const bool training = !bound[2] || truthy(*bound[2]);
    if (!training || number_of(p) == 0.0 || x.numel() == 0) return *bound[0];
    if (bound[3] && truthy(*bound[3])) raise_unsupported("F.dropout(inplace=True) while training");
    return tensor_value(dropout_training(runtime, x, number_of(p)));
}


NamedValueList nn_layer_members(const Value& functional) {
    const Value linear = linear_class();
    NamedValueList members;
    add_member(members, "Module", module_class());
    add_member(members, "Parameter", parameter_type_object(construct_parameter));
    add_member(members, "Linear", linear);
    add_member(members, "ReLU", inplace_activation_class("ReLU", functional, "relu"));
    add_member(members, "Tanh", plain_activation_class("Tanh", functional, "tanh"));
    add_member(members, "Sigmoid", plain_activation_class("Sigmoid", functional, "sigmoid"));
    add_member(members, "SiLU", inplace_activation_class("SiLU", functional, "silu"));
    add_member(members, "GELU", gelu_class(functional));
    add_member(members, "Softmax", softmax_class(functional));
    add_member(members, "LeakyReLU", leaky_relu_class(functional));
    add_member(members, "Identity", identity_class());
    add_member(members, "Dropout", dropout_class());
    add_member(members, "LayerNorm", layer_norm_class(functional));
    add_member(members, "Embedding", embedding_class(functional));
    add_member(members, "Flatten", flatten_class());
    add_member(members, "CosineSimilarity", cosine_similarity_class(functional));
    add_member(members, "CrossEntropyLoss", cross_entropy_loss_class(functional));
    add_member(members, "MSELoss", mse_loss_class(functional));
    add_member(members, "SmoothL1Loss", regression_loss_class(functional, false));
    add_member(members, "HuberLoss", regression_loss_class(functional, true));
    add_member(members, "BCEWithLogitsLoss", bce_with_logits_loss_class(functional));
    add_member(members, "BCELoss", bce_loss_class(functional));
    for (auto& member : nn_attention_members(linear, functional)) members.push_back(std::move(member));
    return members;
}

}  // namespace qkv::python
