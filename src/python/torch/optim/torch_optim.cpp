// torch_optim.cpp — torch.optim.SGD, Adam and AdamW as torch 1.13.1 runs them by default (the single-tensor
// loops of torch/optim/sgd.py, adam.py and adamw.py): the same in-place ops on each parameter, in the same order,
// each with the element-wise arithmetic of torch's AVX2 kernels (add_ with alpha and addcmul_ fuse their last
// multiply-add; addcdiv_ divides, then adds), and the bias corrections computed in Python floats (double).
#include <cmath>
#include <algorithm>
#include <map>

#include "core/avx_math.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/python_names.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_module.hpp"

namespace qkv::python {
namespace {

enum class Algorithm { Sgd, Adam, AdamW };

struct ParameterState {
    float step = 0.0f;  // torch keeps it in a float32 tensor
    std::vector<float> first_moment, second_moment, momentum;
    bool has_momentum = false;
};

struct OptimizerState : Object {
    Algorithm algorithm = Algorithm::Sgd;
    std::vector<TensorPtr> parameters;
    Value group;  // the one param group, read at every step: a learner may change group['lr'] between steps
    std::map<const Tensor*, ParameterState> states;
    const Value& setting(const std::string& name) const {
        Value* found = dict_of(group).find(str_value(name));
        if (!found) raise_error("KeyError", "'" + name + "'");
        return *found;
    }
    double option(const std::string& name) const { return number_of(setting(name)); }
};

OptimizerState& state_of(const Value& self) {
    auto& instance = *std::static_pointer_cast<InstanceObject>(self.object);
    if (!instance.native) raise_error("AttributeError", "the optimizer was not initialised");
    auto& optimizer = static_cast<OptimizerState&>(*instance.native);
    // optimizer.param_groups is an ordinary attribute: the step follows what it holds now
    const Value* groups = instance.attributes.find("param_groups");
    if (!groups || groups->type != Type::List || items_of(*groups).size() != 1 || items_of(*groups)[0].type != Type::Dict)
        raise_unsupported("an optimizer whose param_groups is not a list of one dict");
    optimizer.group = items_of(*groups)[0];
    return optimizer;
}

// The parameters an optimizer is given: tensors that are leaves (param groups as dicts are not supported here).
std::vector<TensorPtr> parameter_list(Runtime& runtime, const Value& params) {
    if (is_tensor(params))
        raise_error("TypeError", "params argument given to the optimizer should be an iterable of Tensors or dicts, but got torch.FloatTensor");
    std::vector<TensorPtr> parameters;
    for (const Value& item : iterate(runtime, params)) {
        if (item.type == Type::Dict) raise_unsupported("optimizer parameter groups given as dicts");
        if (!is_tensor(item)) raise_error("TypeError", "optimizer can only optimize Tensors, but one of the params is " + type_name(item));
        const TensorPtr tensor = tensor_of(item);
        if (!tensor->grad_fn.empty()) raise_error("ValueError", "can't optimize a non-leaf Tensor");
        parameters.push_back(tensor);
    }
    if (parameters.empty()) raise_error("ValueError", "optimizer got an empty parameter list");
    return parameters;
}

// ---------------------------------------------------------------------------------------------------------------
// The updates, element by element as torch's kernels compute them
// ---------------------------------------------------------------------------------------------------------------

// self.add_(other, alpha=alpha): fmadd(other, alpha, self).
void add_scaled(std::vector<float>& self, const float* other, double alpha) {
    const auto a = static_cast<float>(alpha);
    for (std::size_t n = 0; n < self.size(); ++n) self[n] = qkv::fused_multiply_add(other[n], a, self[n]);
}

void scale(std::vector<float>& self, double factor) {
    const auto f = static_cast<float>(factor);
    for (float& value : self) value *= f;
}

void sgd_update(OptimizerState& optimizer, Tensor& parameter, const float* grad, ParameterState& state) {
    std::vector<float>& values = parameter.storage->values;
    std::vector<float> step(grad, grad + values.size());
    const double weight_decay = optimizer.option("weight_decay"), momentum = optimizer.option("momentum");
    if (weight_decay != 0) add_scaled(step, values.data(), weight_decay);
    if (momentum != 0) {
        if (!state.has_momentum) {
            state.momentum = step;
            state.has_momentum = true;
        } else {
            scale(state.momentum, momentum);
            add_scaled(state.momentum, step.data(), 1 - optimizer.option("dampening"));
        }
        if (truthy(optimizer.setting("nesterov"))) add_scaled(step, state.momentum.data(), momentum);
        else step = state.momentum;
    }
    add_scaled(values, step.data(), -optimizer.option("lr"));
}

void adam_update(OptimizerState& optimizer, Tensor& parameter, const float* grad_values, ParameterState& state) {
    std::vector<float>& values = parameter.storage->values;
    const std::size_t count = values.size();
    const auto betas = items_of(optimizer.setting("betas"));
    const double beta1 = number_of(betas.at(0)), beta2 = number_of(betas.at(1));
    const double lr = optimizer.option("lr"), weight_decay = optimizer.option("weight_decay"), eps = optimizer.option("eps");
    if (state.first_moment.empty()) state.first_moment.assign(count, 0.0f), state.second_moment.assign(count, 0.0f);
    std::vector<float> grad(grad_values, grad_values + count);
    state.step += 1.0f;
    if (optimizer.algorithm == Algorithm::AdamW) scale(values, 1 - lr * weight_decay);
    else if (weight_decay != 0) add_scaled(grad, values.data(), weight_decay);
    scale(state.first_moment, beta1);
    add_scaled(state.first_moment, grad.data(), 1 - beta1);
    scale(state.second_moment, beta2);
    const auto value = static_cast<float>(1 - beta2);  // addcmul_(grad, grad, value): self + value * g * g
    for (std::size_t n = 0; n < count; ++n)
        state.second_moment[n] = qkv::fused_multiply_add(value * grad[n], grad[n], state.second_moment[n]);
    const double step = state.step;
    const double bias_correction1 = 1 - std::pow(beta1, step), bias_correction2 = 1 - std::pow(beta2, step);
    const double step_size = lr / bias_correction1;
    const auto correction_root = static_cast<float>(std::sqrt(bias_correction2));
    const auto epsilon = static_cast<float>(eps), scaled_step = static_cast<float>(-step_size);
    for (std::size_t n = 0; n < count; ++n) {  // denom = (sqrt(v) / sqrt(bc2)) + eps; p += (-step_size * m) / denom
        const float denominator = std::sqrt(state.second_moment[n]) / correction_root + epsilon;
        values[n] = values[n] + scaled_step * state.first_moment[n] / denominator;
    }
}

// A learner may change the numbers of the group between steps; the variants and the parameters stay as given.
void check_group_unchanged(const OptimizerState& optimizer) {
    for (const char* flag : {"amsgrad", "maximize", "foreach", "capturable", "differentiable", "fused"}) {
        Value* found = dict_of(optimizer.group).find(str_value(flag));
        if (found && found->type != Type::None && truthy(*found)) raise_unsupported(std::string("an optimizer with ") + flag + "=True");
    }
    const Value& listed = optimizer.setting("params");
    bool same = listed.type == Type::List && items_of(listed).size() == optimizer.parameters.size();
    for (std::size_t i = 0; same && i < optimizer.parameters.size(); ++i)
        same = is_tensor(items_of(listed)[i]) && tensor_of(items_of(listed)[i]) == optimizer.parameters[i];
    if (!same) raise_unsupported("changing param_groups[0]['params'] of an optimizer");
}

Value optimizer_step(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "step", {"closure"});
    if (bound[0] && bound[0]->type != Type::None) raise_unsupported("optimizer.step(closure)");
    OptimizerState& optimizer = state_of(self);
    check_group_unchanged(optimizer);
    for (const TensorPtr& parameter : optimizer.parameters) {
        if (!parameter->grad) continue;
        if (!parameter->is_float()) raise_unsupported("optimizing a tensor that is not float32");
        ParameterState& state = optimizer.states[parameter.get()];
        const float* grad = parameter->grad->data();
        if (optimizer.algorithm == Algorithm::Sgd) sgd_update(optimizer, *parameter, grad, state);
        else adam_update(optimizer, *parameter, grad, state);
        share_in_place_change(*parameter);
    }
    return none_value();
}

// zero_grad(set_to_none=False): 1.13 zeroes each gradient in place by default.
Value optimizer_zero_grad(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "zero_grad", {"set_to_none"});
    const bool to_none = bound[0] && truthy(*bound[0]);
    for (const TensorPtr& parameter : state_of(self).parameters) clear_grad(*parameter, to_none);
    return none_value();
}

// "AdamW (\nParameter Group 0\n    amsgrad: False\n ...)", the options in sorted order.
Value optimizer_repr(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    const OptimizerState& optimizer = state_of(self);
    std::map<std::string, Value> sorted;
    for (const Value& key : dict_of(optimizer.group).keys()) {
        if (key.type != Type::Str) raise_unsupported("a param group with a key that is not a str");
        if (str_of(key) != "params") sorted[str_of(key)] = optimizer.setting(str_of(key));
    }
    std::string text = class_of_instance(self).name + " (\nParameter Group 0\n";
    for (const auto& [name, value] : sorted) text += "    " + name + ": " + repr(value) + "\n";
    return str_value(text + ")");
}

struct Option {
    const char* name;
    Value fallback;  // the default in torch's signature
};

// What validation torch's constructors share: a negative learning rate, and the variants not reproduced here.
void check_options(const std::map<std::string, Value>& options) {
    if (number_of(options.at("lr")) < 0) raise_error("ValueError", "Invalid learning rate: " + repr(options.at("lr")));
    for (const char* flag : {"amsgrad", "maximize", "foreach", "capturable", "differentiable", "fused"}) {
        const auto found = options.find(flag);
        if (found != options.end() && found->second.type != Type::None && truthy(found->second))
            raise_unsupported(std::string("an optimizer with ") + flag + "=True");
    }
}

// optimizer.defaults and the param group: torch's dicts, in the order each optimizer's __init__ builds them.
void set_param_groups(const Value& self, OptimizerState& state, const std::map<std::string, Value>& options,
                      const std::vector<std::string>& defaults_order) {
    Value defaults = dict_value();
    state.group = dict_value();
    std::vector<Value> parameters;
    for (const TensorPtr& parameter : state.parameters) parameters.push_back(tensor_value(parameter));
    dict_of(state.group).set(str_value("params"), list_value(std::move(parameters)));
    for (const std::string& name : defaults_order) {
        dict_of(defaults).set(str_value(name), options.at(name));
        dict_of(state.group).set(str_value(name), options.at(name));
    }
    auto& instance = *std::static_pointer_cast<InstanceObject>(self.object);
    instance.attributes.set("defaults", defaults);
    instance.attributes.set("param_groups", list_value({state.group}));
}

// torch 1.13's Optimizer.__init__ replaces its class's step, once, by a profiling wrapper(*args, **kwargs) that
// unpacks `obj, *_ = args` before calling the method: from then on an unbound C.step() fails in that unpacking.
void hook_step_for_profile(const Value& self) {
    // Weak references: a class of an ended run is gone, and a new one may take its address.
    static std::vector<std::weak_ptr<Object>> hooked;
    const std::shared_ptr<Object>& class_object = object_of<InstanceObject>(self).cls.object;
    hooked.erase(std::remove_if(hooked.begin(), hooked.end(), [](const auto& entry) { return entry.expired(); }), hooked.end());
    for (const auto& entry : hooked)
        if (entry.lock() == class_object) return;
    hooked.push_back(class_object);
    ClassObject& cls = static_cast<ClassObject&>(*class_object);
    const Value* step = cls.members.find("step");
    if (!step || step->type != Type::Builtin) return;
    const Value method = *step;
    Value wrapper = with_qualified_name(builtin_value("step", [method](Runtime& runtime, CallArgs& args) {
        if (args.positional.empty())
            raise_error("ValueError", "not enough values to unpack (expected at least 1, got 0)");
        return object_of<BuiltinObject>(method).call(runtime, args);
    }), object_of<BuiltinObject>(method).qualified_name);
    object_of<BuiltinObject>(wrapper).receiver = object_of<BuiltinObject>(method).receiver;
    cls.members.set("step", wrapper);
}

// An attribute the instance and its class lack: one torch's optimizers have (state_dict, state ...) is refused as
// not supported here, any other is CPython's AttributeError.
Value optimizer_getattr(Runtime&, CallArgs& args) {
    const Value& self = args.positional.at(0);
    if (args.positional.size() != 2 || args.positional[1].type != Type::Str) raise_unsupported("Optimizer.__getattr__ with these arguments");
    const std::string& name = str_of(args.positional[1]);
    const auto& real = real_names("Optimizer");
    if (std::find(real.begin(), real.end(), name) != real.end()) raise_unsupported("torch.optim.Optimizer." + name);
    raise_error("AttributeError", "'" + class_of_instance(self).name + "' object has no attribute '" + name + "'");
}

Value optimizer_class(const std::string& name, const std::string& module, Algorithm algorithm, std::vector<Option> options,
                      std::vector<std::string> defaults_order) {
    Scope members;
    const std::string qualified = name + ".__init__";
    members.set("__init__", module_method(qualified, {"params"}, [=](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        std::vector<std::string> names = {"params"};
        for (const Option& option : options) names.push_back(option.name);
        const auto bound = method_arguments(args, qualified, names, 1);
        auto state = std::make_shared<OptimizerState>();
        state->algorithm = algorithm;
        state->parameters = parameter_list(runtime, *bound[0]);
        std::map<std::string, Value> given;
        for (std::size_t i = 0; i < options.size(); ++i) {
            if (!bound[i + 1] && options[i].fallback.type == Type::Ellipsis)
                raise_error("ValueError", "parameter group didn't specify a value of required optimization parameter " + std::string(options[i].name));
            given[options[i].name] = bound[i + 1] ? *bound[i + 1] : options[i].fallback;
        }
        check_options(given);
        set_param_groups(self, *state, given, defaults_order);
        std::static_pointer_cast<InstanceObject>(self.object)->native = state;
        hook_step_for_profile(self);
        return none_value();
    }));
    // step's __qualname__ is the decorator's wrapper in SGD and Adam, the method itself in AdamW (torch 1.13).
    members.set("step", with_qualified_name(builtin_value("step", optimizer_step),
                                            name == "AdamW" ? "AdamW.step" : "_use_grad_for_differentiable.<locals>._use_grad"));
    members.set("zero_grad", with_qualified_name(builtin_value("zero_grad", optimizer_zero_grad), "Optimizer.zero_grad"));
    members.set("__repr__", with_qualified_name(builtin_value("__repr__", optimizer_repr), "Optimizer.__repr__"));
    members.set("__getattr__", builtin_value("__getattr__", optimizer_getattr));
    return make_class(name, module, {}, std::move(members));
}

}  // namespace

std::vector<std::pair<std::string, Value>> optim_members() {
    const Value betas = tuple_value({float_value(0.9), float_value(0.999)});
    const Value no = bool_value(false), none = none_value();
    Value required;  // torch's `required` marker: no default
    required.type = Type::Ellipsis;
    Value sgd = optimizer_class("SGD", "torch.optim.sgd", Algorithm::Sgd,
                                {{"lr", required}, {"momentum", int_value(0)}, {"dampening", int_value(0)}, {"weight_decay", int_value(0)},
                                 {"nesterov", no}, {"maximize", no}, {"foreach", none}, {"differentiable", no}},
                                {"lr", "momentum", "dampening", "weight_decay", "nesterov", "maximize", "foreach", "differentiable"});
    Value adam = optimizer_class("Adam", "torch.optim.adam", Algorithm::Adam,
                                 {{"lr", float_value(0.001)}, {"betas", betas}, {"eps", float_value(1e-08)}, {"weight_decay", int_value(0)},
                                  {"amsgrad", no}, {"foreach", none}, {"maximize", no}, {"capturable", no}, {"differentiable", no}, {"fused", no}},
                                 {"lr", "betas", "eps", "weight_decay", "amsgrad", "maximize", "foreach", "capturable", "differentiable", "fused"});
    Value adamw = optimizer_class("AdamW", "torch.optim.adamw", Algorithm::AdamW,
                                  {{"lr", float_value(0.001)}, {"betas", betas}, {"eps", float_value(1e-08)}, {"weight_decay", float_value(0.01)},
                                   {"amsgrad", no}, {"maximize", no}, {"foreach", none}, {"capturable", no}},
                                  {"lr", "betas", "eps", "weight_decay", "amsgrad", "foreach", "maximize", "capturable"});
    return {{"SGD", sgd}, {"Adam", adam}, {"AdamW", adamw}};
}

}  // namespace qkv::python
