// torch_optim.cpp — torch.optim.SGD, Adam, AdamW, RMSprop and Adagrad as torch 1.13.1 runs them by default (the
// single-tensor loops of torch/optim/sgd.py, adam.py, adamw.py, rmsprop.py and adagrad.py): the same in-place ops on
// each parameter, in the same order,
// each with the element-wise arithmetic of torch's AVX2 kernels (add_ with alpha and addcmul_ fuse their last
// multiply-add; addcdiv_ divides, then adds), and the bias corrections computed in Python floats (double).
#include <cmath>
#include <algorithm>
#include <map>

#include "core/avx_math.hpp"
#include "core/libm.hpp"
#include "core/pyformat.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/python_names.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_module.hpp"

namespace qkv::python {
namespace {

// The optimizer's Python attributes (defaults, state, param_groups) hold everything it knows, as in torch: a
// learner may read or change them between steps, and state_dict() / load_state_dict() work on them.
enum class Algorithm { Sgd, Adam, AdamW, RmsProp, Adagrad };

struct OptimizerKind : KindedObject<OptimizerKind> {
    Algorithm algorithm = Algorithm::Sgd;
};

InstanceObject& instance_of(const Value& self) { return *std::static_pointer_cast<InstanceObject>(self.object); }

Algorithm algorithm_of(const Value& self) {
    const InstanceObject& instance = instance_of(self);
    if (!instance.native) raise_error("AttributeError", "the optimizer was not initialised");
    return static_cast<const OptimizerKind&>(*instance.native).algorithm;
}

// self.NAME, CPython's AttributeError when a learner deleted it.
Value optimizer_attribute(const Value& self, const std::string& name) {
    const Value* found = instance_of(self).attributes.find(name);
    if (!found) raise_error("AttributeError", "'" + class_of_instance(self).name + "' object has no attribute '" + name + "'");
    return *found;
}

const Value& group_setting(const Value& group, const std::string& name) {
    Value* found = dict_of(group).find(str_value(name));
    if (!found) raise_key_error(str_value(name));
    return *found;
}

double group_option(const Value& group, const std::string& name) { return number_of(group_setting(group, name)); }

std::vector<Value> param_groups_of(const Value& self) {
    const Value groups = optimizer_attribute(self, "param_groups");
    if (groups.type != Type::List) raise_unsupported("an optimizer whose param_groups is not a list");
    for (const Value& group : items_of(groups))
        if (group.type != Type::Dict) raise_unsupported("an optimizer whose param_groups holds something that is not a dict");
    return items_of(groups);
}

std::vector<Value> group_parameters(const Value& group) {
    const Value& params = group_setting(group, "params");
    if (params.type != Type::List) raise_unsupported("a param group whose 'params' is not a list");
    for (const Value& parameter : items_of(params))
        if (!is_tensor(parameter)) raise_unsupported("a param group whose 'params' holds something that is not a tensor");
    return items_of(params);
}

// self.state[parameter]: the defaultdict(dict) makes an empty dict for a parameter it has not seen.
Value parameter_state(const Value& self, const Value& parameter) {
    const Value state = optimizer_attribute(self, "state");
    if (state.type != Type::Dict) raise_unsupported("an optimizer whose state is not a dict");
    if (Value* found = dict_of(state).find(parameter)) {
        if (found->type != Type::Dict) raise_unsupported("an optimizer state entry that is not a dict");
        return *found;
    }
    Value fresh = dict_value();
    dict_of(state).set(parameter, fresh);
    return fresh;
}

const Value& dict_class() {
    static const Value type = type_value("dict", Type::Dict, [](Runtime&, CallArgs& args) {
        if (!args.positional.empty() || !args.keywords.empty()) raise_unsupported("calling an optimizer state's default_factory with arguments");
        return dict_value();
    });
    return type;
}

// defaultdict(dict), the type of optimizer.state.
Value empty_state() {
    Value state = dict_value();
    dict_of(state).flavor = DictObject::Flavor::DefaultDict;
    dict_of(state).default_factory = dict_class();
    return state;
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

// A float32 tensor the optimizer keeps in its state (its values change in place; the tensor is the learner's too).
TensorPtr state_tensor(Runtime& runtime, const Value& state, const std::string& key, const Tensor& parameter) {
    const Value& held = group_setting(state, key);
    if (!is_tensor(held)) raise_unsupported("an optimizer state whose '" + key + "' is not a tensor");
    const TensorPtr& tensor = tensor_of(held);
    if (!tensor->is_float() || !tensor->view_strides.empty() || (key != "step" && tensor->shape != parameter.shape))
        raise_unsupported("an optimizer state whose '" + key + "' is not a contiguous float32 tensor of its parameter's shape");
    runtime.charge(1 + tensor->numel() / 16);
    return tensor;
}

TensorPtr zeros_like(Runtime& runtime, const Tensor& parameter, const std::string& what) {
    return make_tensor(runtime.meter, parameter.shape, what);
}

// sgd.py's single-tensor loop: d_p = grad (+ weight_decay * param); the momentum buffer is d_p's clone at first,
// then buf.mul_(momentum).add_(d_p, alpha=1 - dampening); nesterov adds momentum * buf to d_p.
void sgd_update(Runtime& runtime, const Value& group, Tensor& parameter, const float* grad, const Value& state) {
    std::vector<float>& values = parameter.storage->values;
    std::vector<float> step(grad, grad + values.size());
    const double weight_decay = group_option(group, "weight_decay"), momentum = group_option(group, "momentum");
    if (weight_decay != 0) add_scaled(step, values.data(), weight_decay);
    // Without momentum the buffer stays as it was (None, or the one an earlier momentum left).
    const Value* held = dict_of(state).find(str_value("momentum_buffer"));
    Value buffer = held ? *held : none_value();
    if (momentum != 0) {
        if (!held || held->type == Type::None) {
            TensorPtr fresh = zeros_like(runtime, parameter, "the momentum buffer");
            fresh->storage->values = step;
            buffer = tensor_value(fresh);
        } else {
            buffer = *held;
            TensorPtr kept = state_tensor(runtime, state, "momentum_buffer", parameter);
            scale(kept->storage->values, momentum);
            add_scaled(kept->storage->values, step.data(), 1 - group_option(group, "dampening"));
            share_in_place_change(*kept);
        }
        const std::vector<float>& kept = tensor_of(buffer)->storage->values;
        if (truthy(group_setting(group, "nesterov"))) add_scaled(step, kept.data(), momentum);
        else step = kept;
    }
    dict_of(state).set(str_value("momentum_buffer"), buffer);
    add_scaled(values, step.data(), -group_option(group, "lr"));
}

// finish(beta ** step) as a float32 (finish monotone), as glibc's pow leads to it, or a stop where that is not certain.
template <typename Finish>
float float_of_power(double beta, double step, Finish finish) {
    const std::optional<float> result = qkv::libm::certain_float(qkv::libm::pow(beta, step), std::pow(beta, step), finish);
    if (!result) raise_inexact(py_float_repr(beta) + " ** " + py_float_repr(step) + " in the optimizer's step");
    return *result;
}

// adam.py / adamw.py's single-tensor loop, the state made at the first step: step = tensor(0.), zeroed moments.
// Its in-place ops (param.mul_, exp_avg.mul_().add_(), exp_avg_sq.mul_().addcmul_(), the denominator, addcdiv_)
// each touch only element n of their operands, so one pass over the elements that applies them in torch's order
// to each element gives every element the values torch's passes give it, whatever storages the state shares.
void adam_update(Runtime& runtime, Algorithm algorithm, const Value& group, Tensor& parameter, const float* grad, const Value& state) {
    if (dict_of(state).size == 0) {
        dict_of(state).set(str_value("step"), tensor_value(make_tensor(runtime.meter, {}, "the step count")));
        dict_of(state).set(str_value("exp_avg"), tensor_value(zeros_like(runtime, parameter, "exp_avg")));
        dict_of(state).set(str_value("exp_avg_sq"), tensor_value(zeros_like(runtime, parameter, "exp_avg_sq")));
    }
    const TensorPtr step_count = state_tensor(runtime, state, "step", parameter);
    const TensorPtr first = state_tensor(runtime, state, "exp_avg", parameter), second = state_tensor(runtime, state, "exp_avg_sq", parameter);
    if (step_count->numel() != 1) raise_unsupported("an optimizer state whose 'step' has more than one element");
    float* values = parameter.storage->values.data();
    float* first_moment = first->storage->values.data();
    float* second_moment = second->storage->values.data();
    const std::size_t count = parameter.storage->values.size();
    const auto betas = items_of(group_setting(group, "betas"));
    const double beta1 = number_of(betas.at(0)), beta2 = number_of(betas.at(1));
    const double lr = group_option(group, "lr"), weight_decay = group_option(group, "weight_decay"), eps = group_option(group, "eps");
    step_count->storage->values[0] += 1.0f;
    share_in_place_change(*step_count);
    const double step = step_count->storage->values[0];
    const bool decoupled = algorithm == Algorithm::AdamW, coupled = !decoupled && weight_decay != 0;
    const auto decay = static_cast<float>(1 - lr * weight_decay), coupled_decay = static_cast<float>(weight_decay);
    const auto keep1 = static_cast<float>(beta1), add1 = static_cast<float>(1 - beta1);
    const auto keep2 = static_cast<float>(beta2), add2 = static_cast<float>(1 - beta2);
    // bias_correction1 = 1 - beta1 ** step, step_size = lr / bias_correction1, sqrt(1 - beta2 ** step): Python
    // floats, which reach the update as float32.
    const auto scaled_step = float_of_power(beta1, step, [&](double power) { return static_cast<float>(-(lr / (1 - power))); });
    const auto correction_root = float_of_power(beta2, step, [](double power) { return static_cast<float>(std::sqrt(1 - power)); });
    const auto epsilon = static_cast<float>(eps);
    for (std::size_t n = 0; n < count; ++n) {
        float g = grad[n];  // the gradient as the step found it, read before this element is written
        if (decoupled) values[n] *= decay;                                       // param.mul_(1 - lr * wd)
        else if (coupled) g = qkv::fused_multiply_add(values[n], coupled_decay, g);  // grad.add(param, alpha=wd)
        first_moment[n] *= keep1;
        first_moment[n] = qkv::fused_multiply_add(g, add1, first_moment[n]);     // add_(grad, alpha=1 - beta1)
        second_moment[n] *= keep2;
        second_moment[n] = qkv::fused_multiply_add(add2 * g, g, second_moment[n]);  // addcmul_(grad, grad, 1 - beta2)
        // denom = (sqrt(v) / sqrt(bc2)) + eps; param.addcdiv_(exp_avg, denom, value=-step_size)
        const float denominator = std::sqrt(second_moment[n]) / correction_root + epsilon;
        values[n] = values[n] + scaled_step * first_moment[n] / denominator;
    }
    share_in_place_change(*first);
    share_in_place_change(*second);
}

// A parameter of a group with a gradient, and the state tensors its update changes (looked up before any update,
// as the step's first loop over the group does).
struct PreparedParameter {
    TensorPtr parameter;
    std::vector<TensorPtr> buffers;
};

// rmsprop.py's first loop: the state made at the first step (step = 0, square_avg, momentum_buffer when momentum > 0,
// grad_avg when centered), then step += 1 as a Python int.
PreparedParameter prepare_rmsprop(Runtime& runtime, const Value& self, const Value& group, const Value& item) {
    const TensorPtr& parameter = tensor_of(item);
    const Value state = parameter_state(self, item);
    const bool momentum = group_option(group, "momentum") > 0, centered = truthy(group_setting(group, "centered"));
    if (dict_of(state).size == 0) {
        dict_of(state).set(str_value("step"), int_value(0));
        dict_of(state).set(str_value("square_avg"), tensor_value(zeros_like(runtime, *parameter, "square_avg")));
        if (momentum) dict_of(state).set(str_value("momentum_buffer"), tensor_value(zeros_like(runtime, *parameter, "momentum_buffer")));
        if (centered) dict_of(state).set(str_value("grad_avg"), tensor_value(zeros_like(runtime, *parameter, "grad_avg")));
    }
    PreparedParameter prepared{parameter, {state_tensor(runtime, state, "square_avg", *parameter)}};
    prepared.buffers.push_back(momentum ? state_tensor(runtime, state, "momentum_buffer", *parameter) : nullptr);
    prepared.buffers.push_back(centered ? state_tensor(runtime, state, "grad_avg", *parameter) : nullptr);
    const Value& step = group_setting(state, "step");
    if (step.type != Type::Int) raise_unsupported("an RMSprop state whose 'step' is not an int");
    dict_of(state).set(str_value("step"), int_value(step.integer + 1));
    return prepared;
}

// _single_tensor_rmsprop: grad.add(param, alpha=wd); square_avg.mul_(alpha).addcmul_(grad, grad, value=1 - alpha);
// centered: grad_avg.mul_(alpha).add_(grad, alpha=1 - alpha), avg = square_avg.addcmul(grad_avg, grad_avg, value=-1)
// .sqrt_(), else avg = square_avg.sqrt(); avg.add_(eps); then buf.mul_(momentum).addcdiv_(grad, avg) and
// param.add_(buf, alpha=-lr), or param.addcdiv_(grad, avg, value=-lr). Each op touches only element n.
void rmsprop_update(const Value& group, const PreparedParameter& prepared, const float* grad) {
    float* values = prepared.parameter->storage->values.data();
    float* square_avg = prepared.buffers[0]->storage->values.data();
    float* momentum_buffer = prepared.buffers[1] ? prepared.buffers[1]->storage->values.data() : nullptr;
    float* grad_avg = prepared.buffers[2] ? prepared.buffers[2]->storage->values.data() : nullptr;
    const double alpha = group_option(group, "alpha"), weight_decay = group_option(group, "weight_decay");
    const auto keep = static_cast<float>(alpha), add = static_cast<float>(1 - alpha), decay = static_cast<float>(weight_decay);
    const auto epsilon = static_cast<float>(group_option(group, "eps")), momentum = static_cast<float>(group_option(group, "momentum"));
    const auto minus_lr = static_cast<float>(-group_option(group, "lr"));
    const std::size_t count = prepared.parameter->storage->values.size();
    for (std::size_t n = 0; n < count; ++n) {
        float g = grad[n];
        if (weight_decay != 0) g = qkv::fused_multiply_add(values[n], decay, g);
        square_avg[n] *= keep;
        square_avg[n] = qkv::fused_multiply_add(add * g, g, square_avg[n]);
        float average = 0;
        if (grad_avg) {
            grad_avg[n] *= keep;
            grad_avg[n] = qkv::fused_multiply_add(g, add, grad_avg[n]);
            average = std::sqrt(qkv::fused_multiply_add(-grad_avg[n], grad_avg[n], square_avg[n]));
        } else {
            average = std::sqrt(square_avg[n]);
        }
        average += epsilon;
        if (momentum_buffer) {
            momentum_buffer[n] *= momentum;
            momentum_buffer[n] = momentum_buffer[n] + g / average;
            values[n] = qkv::fused_multiply_add(momentum_buffer[n], minus_lr, values[n]);
        } else {
            values[n] = values[n] + minus_lr * g / average;
        }
    }
    for (const TensorPtr& buffer : prepared.buffers)
        if (buffer) share_in_place_change(*buffer);
}

// adagrad.py's first loop reads state['sum'] and state['step'] (made by __init__; a KeyError for a parameter added
// later, as in torch).
PreparedParameter prepare_adagrad(Runtime& runtime, const Value& self, const Value& item) {
    const TensorPtr& parameter = tensor_of(item);
    const Value state = parameter_state(self, item);
    PreparedParameter prepared{parameter, {state_tensor(runtime, state, "sum", *parameter)}};
    prepared.buffers.push_back(state_tensor(runtime, state, "step", *parameter));
    if (prepared.buffers[1]->numel() != 1) raise_unsupported("an optimizer state whose 'step' has more than one element");
    return prepared;
}

// _single_tensor_adagrad: step_t += 1; grad.add(param, alpha=wd); clr = lr / (1 + (step - 1) * lr_decay) in Python
// floats; state_sum.addcmul_(grad, grad, value=1); std = state_sum.sqrt().add_(eps); param.addcdiv_(grad, std, value=-clr).
void adagrad_update(const Value& group, const PreparedParameter& prepared, const float* grad) {
    Tensor& step_count = *prepared.buffers[1];
    step_count.storage->values[0] += 1.0f;
    share_in_place_change(step_count);
    const double step = step_count.storage->values[0], weight_decay = group_option(group, "weight_decay");
    const double clr = group_option(group, "lr") / (1 + (step - 1) * group_option(group, "lr_decay"));
    const auto minus_clr = static_cast<float>(-clr), decay = static_cast<float>(weight_decay);
    const auto epsilon = static_cast<float>(group_option(group, "eps"));
    float* values = prepared.parameter->storage->values.data();
    float* sum = prepared.buffers[0]->storage->values.data();
    const std::size_t count = prepared.parameter->storage->values.size();
    for (std::size_t n = 0; n < count; ++n) {
        float g = grad[n];
        if (weight_decay != 0) g = qkv::fused_multiply_add(values[n], decay, g);
        sum[n] = qkv::fused_multiply_add(g, g, sum[n]);
        const float deviation = std::sqrt(sum[n]) + epsilon;
        values[n] = values[n] + minus_clr * g / deviation;
    }
    share_in_place_change(*prepared.buffers[0]);
}

// Adagrad.__init__ after Optimizer.__init__: every parameter's state, step = tensor(0.) and sum = full_like(p, init).
void initialise_adagrad_state(Runtime& runtime, const Value& self, const Value& initial_value) {
    const auto initial = static_cast<float>(number_of(initial_value));
    for (const Value& group : param_groups_of(self))
        for (const Value& item : group_parameters(group)) {
            const TensorPtr& parameter = tensor_of(item);
            if (!parameter->is_float()) raise_unsupported("Adagrad on a tensor that is not float32");
            const Value state = parameter_state(self, item);
            dict_of(state).set(str_value("step"), tensor_value(make_tensor(runtime.meter, {}, "the step count")));
            TensorPtr sum = zeros_like(runtime, *parameter, "the sum of squared gradients");
            std::fill(sum->storage->values.begin(), sum->storage->values.end(), initial);
            dict_of(state).set(str_value("sum"), tensor_value(sum));
        }
}

// The variants of the update not reproduced here.
void check_group_flags(const Value& group) {
    for (const char* flag : {"amsgrad", "maximize", "foreach", "capturable", "differentiable", "fused"}) {
        Value* found = dict_of(group).find(str_value(flag));
        if (found && found->type != Type::None && truthy(*found)) raise_unsupported(std::string("an optimizer with ") + flag + "=True");
    }
}

void check_float_gradient(const Tensor& parameter) {
    if (!parameter.is_float() || !parameter.grad->is_float()) raise_unsupported("optimizing a tensor that is not float32");
}

// RMSprop and Adagrad gather each group's state (making it, counting the step) before updating any parameter.
void step_group_in_two_loops(Runtime& runtime, const Value& self, Algorithm algorithm, const Value& group) {
    std::vector<PreparedParameter> prepared;
    for (const Value& item : group_parameters(group)) {
        if (!tensor_of(item)->grad) continue;
        check_float_gradient(*tensor_of(item));
        prepared.push_back(algorithm == Algorithm::RmsProp ? prepare_rmsprop(runtime, self, group, item) : prepare_adagrad(runtime, self, item));
    }
    for (const PreparedParameter& entry : prepared) {
        const float* grad = entry.parameter->grad->data();
        if (algorithm == Algorithm::RmsProp) rmsprop_update(group, entry, grad);
        else adagrad_update(group, entry, grad);
        share_in_place_change(*entry.parameter);
    }
}

Value optimizer_step(Runtime& runtime, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "step", {"closure"});
    if (bound[0] && bound[0]->type != Type::None) raise_unsupported("optimizer.step(closure)");
    const Algorithm algorithm = algorithm_of(self);
    for (const Value& group : param_groups_of(self)) {
        check_group_flags(group);
        if (algorithm == Algorithm::RmsProp || algorithm == Algorithm::Adagrad) {
            step_group_in_two_loops(runtime, self, algorithm, group);
            continue;
        }
        for (const Value& item : group_parameters(group)) {
            const TensorPtr& parameter = tensor_of(item);
            if (!parameter->grad) continue;
            check_float_gradient(*parameter);
            const Value state = parameter_state(self, item);
            const float* grad = parameter->grad->data();
            if (algorithm == Algorithm::Sgd) sgd_update(runtime, group, *parameter, grad, state);
            else adam_update(runtime, algorithm, group, *parameter, grad, state);
            share_in_place_change(*parameter);
        }
    }
    return none_value();
}

// zero_grad(set_to_none=False): 1.13 zeroes each gradient in place by default.
Value optimizer_zero_grad(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "zero_grad", {"set_to_none"});
    const bool to_none = bound[0] && truthy(*bound[0]);
    for (const Value& group : param_groups_of(self))
        for (const Value& parameter : group_parameters(group)) clear_grad(*tensor_of(parameter), to_none);
    return none_value();
}

// "AdamW (\nParameter Group 0\n    amsgrad: False\n ...)": each group's options in sorted order, formatted with str().
Value optimizer_repr(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    std::string text = class_of_instance(self).name + " (";
    const std::vector<Value> groups = param_groups_of(self);
    for (std::size_t index = 0; index < groups.size(); ++index) {
        std::map<std::string, Value> sorted;
        for (const Value& key : dict_of(groups[index]).keys()) {
            if (key.type != Type::Str) raise_unsupported("a param group with a key that is not a str");
            if (str_of(key) != "params") sorted[str_of(key)] = group_setting(groups[index], str_of(key));
        }
        text += "\nParameter Group " + std::to_string(index) + "\n";
        for (const auto& [name, value] : sorted) text += "    " + name + ": " + str(value) + "\n";
    }
    return str_value(text + ")");
}

struct Option {
    const char* name;
    Value fallback;  // the default in torch's signature
};

// The checks each optimizer's __init__ makes before Optimizer.__init__, in its order and words.
void check_options(Algorithm algorithm, const std::map<std::string, Value>& options) {
    const auto invalid = [](const std::string& what, const Value& value) { raise_error("ValueError", "Invalid " + what + ": " + str(value)); };
    const Value& lr = options.at("lr");
    // sgd.py checks `lr < 0.0`, the others `not 0.0 <= lr` (NaN too).
    if (lr.type != Type::Ellipsis && (algorithm == Algorithm::Sgd ? number_of(lr) < 0 : !(number_of(lr) >= 0))) invalid("learning rate", lr);
    if (algorithm == Algorithm::Sgd) {
        if (number_of(options.at("momentum")) < 0) invalid("momentum value", options.at("momentum"));
        if (number_of(options.at("weight_decay")) < 0) invalid("weight_decay value", options.at("weight_decay"));
        if (truthy(options.at("nesterov")) && (number_of(options.at("momentum")) <= 0 || number_of(options.at("dampening")) != 0))
            raise_error("ValueError", "Nesterov momentum requires a momentum and zero dampening");
    } else if (algorithm == Algorithm::RmsProp || algorithm == Algorithm::Adagrad) {
        // rmsprop.py and adagrad.py check `not 0.0 <= value` (so NaN is invalid too), each in its own order.
        const std::vector<std::pair<const char*, const char*>> checks =
            algorithm == Algorithm::RmsProp
                ? std::vector<std::pair<const char*, const char*>>{{"eps", "epsilon value"}, {"momentum", "momentum value"},
                                                                  {"weight_decay", "weight_decay value"}, {"alpha", "alpha value"}}
                : std::vector<std::pair<const char*, const char*>>{{"lr_decay", "lr_decay value"}, {"weight_decay", "weight_decay value"},
                                                                  {"initial_accumulator_value", "initial_accumulator_value value"},
                                                                  {"eps", "epsilon value"}};
        for (const auto& [name, what] : checks)
            if (!(number_of(options.at(name)) >= 0)) invalid(what, options.at(name));
    } else {
        if (!(number_of(options.at("eps")) >= 0)) invalid("epsilon value", options.at("eps"));
        const Value& betas = options.at("betas");
        if (betas.type != Type::Tuple && betas.type != Type::List) raise_unsupported("betas that are not a tuple");
        for (std::size_t i = 0; i < 2; ++i) {
            const Value& beta = items_of(betas).at(i);
            if (!(number_of(beta) >= 0 && number_of(beta) < 1)) raise_error("ValueError", "Invalid beta parameter at index " + std::to_string(i) + ": " + str(beta));
        }
        if (!(number_of(options.at("weight_decay")) >= 0)) invalid("weight_decay value", options.at("weight_decay"));
    }
    for (const char* flag : {"amsgrad", "maximize", "foreach", "capturable", "differentiable", "fused"}) {
        const auto found = options.find(flag);
        if (found != options.end() && found->second.type != Type::None && truthy(found->second))
            raise_unsupported(std::string("an optimizer with ") + flag + "=True");
    }
}

bool holds_parameter(const std::vector<Value>& groups, const Tensor* parameter) {
    for (const Value& group : groups)
        for (const Value& held : group_parameters(group))
            if (tensor_of(held).get() == parameter) return true;
    return false;
}

// Optimizer.add_param_group: the group's params become a list of leaf tensors, the defaults fill what it leaves
// out (in the defaults' order, after the learner's keys), and no parameter may sit in two groups.
void add_param_group(Runtime& runtime, const Value& self, const Value& group) {
    if (group.type != Type::Dict) raise_error("AssertionError", "param group must be a dict");
    const Value params = group_setting(group, "params");
    if (params.type == Type::Set)
        raise_error("TypeError", "optimizer parameters need to be organized in ordered collections, but the ordering of tensors in sets "
                                 "will change between runs. Please use a list instead.");
    Value listed = is_tensor(params) ? list_value({params}) : list_value(iterate(runtime, params));
    dict_of(group).set(str_value("params"), listed);
    for (const Value& parameter : items_of(listed)) {
        if (!is_tensor(parameter)) raise_error("TypeError", "optimizer can only optimize Tensors, but one of the params is " + type_name(parameter));
        if (!tensor_of(parameter)->grad_fn.empty()) raise_error("ValueError", "can't optimize a non-leaf Tensor");
    }
    const Value defaults = optimizer_attribute(self, "defaults");
    for (const Value& name : dict_of(defaults).keys()) {
        const Value& fallback = *dict_of(defaults).find(name);
        if (dict_of(group).find(name)) continue;
        if (fallback.type == Type::Ellipsis)
            raise_error("ValueError", "parameter group didn't specify a value of required optimization parameter " + str_of(name));
        dict_of(group).set(name, fallback);
    }
    const std::vector<Value> groups = param_groups_of(self);
    for (const Value& parameter : items_of(listed))
        if (holds_parameter(groups, tensor_of(parameter).get())) raise_error("ValueError", "some parameters appear in more than one parameter group");
    items_of(optimizer_attribute(self, "param_groups")).push_back(group);
}

// Optimizer.__init__(params, defaults): params is an iterable of tensors (one group) or of dicts (one group each).
void initialise_optimizer(Runtime& runtime, const Value& self, const Value& params, const Value& defaults) {
    InstanceObject& instance = instance_of(self);
    instance.attributes.set("defaults", defaults);
    if (is_tensor(params))
        raise_error("TypeError", "params argument given to the optimizer should be an iterable of Tensors or dicts, but got " +
                                     legacy_type_name(tensor_of(params)->dtype));
    instance.attributes.set("state", empty_state());
    instance.attributes.set("param_groups", list_value({}));
    std::vector<Value> given = iterate(runtime, params);
    if (given.empty()) raise_error("ValueError", "optimizer got an empty parameter list");
    if (given[0].type != Type::Dict) {
        Value group = dict_value();
        dict_of(group).set(str_value("params"), list_value(std::move(given)));
        given = {group};
    }
    for (const Value& group : given) add_param_group(runtime, self, group);
}

// ---------------------------------------------------------------------------------------------------------------
// state_dict() and load_state_dict(), as optimizer.py builds and reads them
// ---------------------------------------------------------------------------------------------------------------

// The position of a parameter in the optimizer's groups, counted across groups (state_dict's integer ids).
struct ParameterIndex {
    std::vector<std::pair<const Object*, std::int64_t>> ids;
    std::optional<std::int64_t> find(const Value& parameter) const {
        for (const auto& [object, id] : ids)
            if (object == parameter.object.get()) return id;
        return std::nullopt;
    }
};

// {'state': {0: {...}, ...}, 'param_groups': [{..., 'params': [0, 1]}, ...]}: the per-parameter dicts themselves
// (not copies: later steps change their tensors), each group's options in its own key order, 'params' last.
Value optimizer_state_dict(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    method_arguments(args, "state_dict", {});
    ParameterIndex index;
    std::int64_t start = 0;
    std::vector<Value> packed_groups;
    for (const Value& group : param_groups_of(self)) {
        Value packed = dict_value();
        for (const Value& key : dict_of(group).keys())
            if (!(key.type == Type::Str && str_of(key) == "params")) dict_of(packed).set(key, *dict_of(group).find(key));
        const std::vector<Value> parameters = group_parameters(group);
        std::vector<Value> ids;
        for (std::size_t i = 0; i < parameters.size(); ++i) {
            if (!index.find(parameters[i])) index.ids.emplace_back(parameters[i].object.get(), start + static_cast<std::int64_t>(i));
            ids.push_back(int_value(*index.find(parameters[i])));
        }
        dict_of(packed).set(str_value("params"), list_value(std::move(ids)));
        start += static_cast<std::int64_t>(parameters.size());
        packed_groups.push_back(packed);
    }
    Value packed_state = dict_value();
    const Value state = optimizer_attribute(self, "state");
    for (const DictObject::Entry* entry : dict_of(state).live_entries()) {
        if (!is_tensor(entry->key)) {
            dict_of(packed_state).set(entry->key, entry->value);
            continue;
        }
        const std::optional<std::int64_t> id = index.find(entry->key);
        if (!id) raise_unsupported("state_dict() of an optimizer whose state holds a tensor none of its groups has");
        dict_of(packed_state).set(int_value(*id), entry->value);
    }
    Value result = dict_value();
    dict_of(result).set(str_value("state"), packed_state);
    dict_of(result).set(str_value("param_groups"), list_value(std::move(packed_groups)));
    return result;
}

TensorPtr tensor_copy(Runtime& runtime, const Tensor& tensor) {
    TensorPtr copy = make_tensor(runtime.meter, tensor.shape, "a copy", tensor.dtype);
    copy->storage->values = tensor.storage->values;
    copy->storage->integers = tensor.storage->integers;
    copy->storage->reals = tensor.storage->reals;
    copy->requires_grad = tensor.requires_grad;
    copy->is_parameter = tensor.is_parameter;
    if (!tensor.grad_fn.empty()) raise_unsupported("copying a tensor that is not a leaf (deepcopy of the optimizer's state)");
    return copy;
}

// copy.deepcopy of what a state dict holds: dicts, lists, tuples, tensors and immutable values.
Value deep_copy(Runtime& runtime, const Value& value) {
    switch (value.type) {
        case Type::None: case Type::Bool: case Type::Int: case Type::Float: case Type::Str: case Type::BigInt: case Type::Ellipsis:
            return value;
        case Type::Native:
            if (is_tensor(value)) return tensor_value(tensor_copy(runtime, *tensor_of(value)));
            raise_unsupported("loading a state dict that holds a " + type_name(value));
        case Type::List: case Type::Tuple: {
            if (is_size(value)) raise_unsupported("loading a state dict that holds a " + type_name(value));
            std::vector<Value> items;
            for (const Value& item : items_of(value)) items.push_back(deep_copy(runtime, item));
            return value.type == Type::List ? list_value(std::move(items)) : tuple_value(std::move(items));
        }
        case Type::Dict: {
            if (dict_of(value).flavor != DictObject::Flavor::Plain || dict_of(value).ordered) raise_unsupported("deepcopy of a Counter, defaultdict or OrderedDict in a state dict");
            Value copy = dict_value();
            for (const DictObject::Entry* entry : dict_of(value).live_entries())
                dict_of(copy).set(deep_copy(runtime, entry->key), deep_copy(runtime, entry->value));
            return copy;
        }
        default: raise_unsupported("loading a state dict that holds a " + type_name(value));
    }
}

// load_state_dict's cast(param, value): tensors other than 'step' take the parameter's dtype (already theirs here).
Value cast_state(const Tensor& parameter, const Value& value, const std::string& key = "") {
    if (is_tensor(value)) {
        if (key != "step" && parameter.is_float() && tensor_of(value)->dtype != parameter.dtype)
            raise_unsupported("loading optimizer state whose tensors have another dtype than their parameter");
        return value;
    }
    if (value.type == Type::Dict) {
        Value cast = dict_value();
        for (const DictObject::Entry* entry : dict_of(value).live_entries())
            dict_of(cast).set(entry->key, cast_state(parameter, entry->value, entry->key.type == Type::Str ? str_of(entry->key) : ""));
        return cast;
    }
    if (value.type == Type::List || value.type == Type::Tuple) {
        std::vector<Value> items;
        for (const Value& item : items_of(value)) items.push_back(cast_state(parameter, item));
        return value.type == Type::List ? list_value(std::move(items)) : tuple_value(std::move(items));
    }
    if (value.type == Type::Str) raise_unsupported("loading optimizer state that holds a str");
    return value;
}

// Each optimizer's __setstate__: the options an older state dict may lack, and Adam's step as a tensor.
void settle_loaded_state(const Value& self) {
    const Algorithm algorithm = algorithm_of(self);
    const Value defaults = optimizer_attribute(self, "defaults");
    if (!dict_of(defaults).find(str_value("differentiable"))) dict_of(defaults).set(str_value("differentiable"), bool_value(false));
    std::vector<std::string> names;
    switch (algorithm) {
        case Algorithm::Sgd: names = {"nesterov", "maximize", "foreach", "differentiable"}; break;
        case Algorithm::Adam: names = {"amsgrad", "maximize", "foreach", "capturable", "differentiable", "fused"}; break;
        case Algorithm::AdamW: names = {"amsgrad", "maximize", "foreach", "capturable"}; break;
        case Algorithm::RmsProp: names = {"momentum", "centered", "foreach", "maximize", "differentiable"}; break;
        case Algorithm::Adagrad: names = {"foreach", "maximize"}; break;
    }
    for (const Value& group : param_groups_of(self))
        for (const std::string& name : names)
            if (!dict_of(group).find(str_value(name)))
                dict_of(group).set(str_value(name), name == "foreach" ? none_value() : name == "momentum" ? int_value(0) : bool_value(false));
    if (algorithm == Algorithm::Sgd || algorithm == Algorithm::RmsProp) return;
    const std::vector<const DictObject::Entry*> states = dict_of(optimizer_attribute(self, "state")).live_entries();
    if (states.empty() || states[0]->value.type != Type::Dict || is_tensor(group_setting(states[0]->value, "step"))) return;
    raise_unsupported("loading an Adam or Adagrad state dict whose steps are numbers, not tensors");
}

Value optimizer_load_state_dict(Runtime& runtime, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "load_state_dict", {"state_dict"}, 1);
    const Value copied = deep_copy(runtime, *bound[0]);
    if (copied.type != Type::Dict) raise_unsupported("load_state_dict() of something that is not a dict");
    const std::vector<Value> groups = param_groups_of(self);
    const Value saved_groups = group_setting(copied, "param_groups");
    if (saved_groups.type != Type::List) raise_unsupported("a state dict whose param_groups is not a list");
    if (items_of(saved_groups).size() != groups.size()) raise_error("ValueError", "loaded state dict has a different number of parameter groups");
    Value id_map = dict_value();
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const Value& saved = items_of(saved_groups)[g];
        if (saved.type != Type::Dict || group_setting(saved, "params").type != Type::List) raise_unsupported("a state dict whose groups are not dicts with a list of params");
        const std::vector<Value>& saved_ids = items_of(group_setting(saved, "params"));
        const std::vector<Value> parameters = group_parameters(groups[g]);
        if (saved_ids.size() != parameters.size())
            raise_error("ValueError", "loaded state dict contains a parameter group that doesn't match the size of optimizer's group");
        for (std::size_t i = 0; i < parameters.size(); ++i) dict_of(id_map).set(saved_ids[i], parameters[i]);
    }
    Value state = empty_state();
    for (const DictObject::Entry* entry : dict_of(group_setting(copied, "state")).live_entries()) {
        const Value* parameter = dict_of(id_map).find(entry->key);
        if (parameter) dict_of(state).set(*parameter, cast_state(*tensor_of(*parameter), entry->value));
        else dict_of(state).set(entry->key, entry->value);
    }
    std::vector<Value> new_groups;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const Value& saved = items_of(saved_groups)[g];
        dict_of(saved).set(str_value("params"), group_setting(groups[g], "params"));
        new_groups.push_back(saved);
    }
    instance_of(self).attributes.set("state", state);
    instance_of(self).attributes.set("param_groups", list_value(std::move(new_groups)));
    settle_loaded_state(self);
    return none_value();
}

// torch 1.13's Optimizer.__init__ replaces its class's step, once per process, by a profiling wrapper(*args,
// **kwargs) that unpacks `obj, *_ = args` before calling the method: from then on an unbound C.step() fails in that
// unpacking. The classes here outlive a run (the page runs many in one worker), so the wrapper is installed once and
// fails that way only in a run that made an optimizer of the class: each run is a process of its own to the learner.
struct ProfiledStep {
    std::weak_ptr<Object> cls;
    std::weak_ptr<MemoryMeter> run;  // each run has a meter of its own
};

std::vector<ProfiledStep>& profiled_steps() {
    static std::vector<ProfiledStep> profiled;
    return profiled;
}

bool profiled_in_this_run(const Runtime& runtime, const std::shared_ptr<Object>& cls) {
    for (const ProfiledStep& entry : profiled_steps())
        if (entry.cls.lock() == cls && entry.run.lock() == runtime.meter) return true;
    return false;
}

void hook_step_for_profile(Runtime& runtime, const Value& self) {
    std::vector<ProfiledStep>& profiled = profiled_steps();
    profiled.erase(std::remove_if(profiled.begin(), profiled.end(), [](const ProfiledStep& entry) {
        return entry.cls.expired() || entry.run.expired();
    }), profiled.end());
    const std::shared_ptr<Object>& class_object = object_of<InstanceObject>(self).cls.object;
    if (profiled_in_this_run(runtime, class_object)) return;
    profiled.push_back({class_object, runtime.meter});
    ClassObject& cls = static_cast<ClassObject&>(*class_object);
    const Value* step = cls.members.find("step");
    static std::vector<std::weak_ptr<Object>> wrapped;  // classes whose step is the wrapper already
    wrapped.erase(std::remove_if(wrapped.begin(), wrapped.end(), [](const auto& entry) { return entry.expired(); }), wrapped.end());
    for (const auto& entry : wrapped)
        if (entry.lock() == class_object) return;
    if (!step || step->type != Type::Builtin) return;
    wrapped.push_back(class_object);
    const Value method = *step;
    const std::weak_ptr<Object> owner = class_object;
    Value wrapper = with_qualified_name(builtin_value("step", [method, owner](Runtime& rt, CallArgs& args) {
        if (args.positional.empty() && profiled_in_this_run(rt, owner.lock()))
            raise_error("ValueError", "not enough values to unpack (expected at least 1, got 0)");
        return object_of<BuiltinObject>(method).call(rt, args);
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
        auto kind = std::make_shared<OptimizerKind>();
        kind->algorithm = algorithm;
        std::map<std::string, Value> given;
        for (std::size_t i = 0; i < options.size(); ++i) given[options[i].name] = bound[i + 1] ? *bound[i + 1] : options[i].fallback;
        check_options(algorithm, given);
        Value defaults = dict_value();
        for (const std::string& option : defaults_order) dict_of(defaults).set(str_value(option), given.at(option));
        std::static_pointer_cast<InstanceObject>(self.object)->native = kind;
        if (!bound[0]) raise_error("TypeError", qualified + "() missing 1 required positional argument: 'params'");
        initialise_optimizer(runtime, self, *bound[0], defaults);
        if (algorithm == Algorithm::Adagrad) initialise_adagrad_state(runtime, self, given.at("initial_accumulator_value"));
        if (given.at("lr").type == Type::Ellipsis) raise_unsupported("torch.optim.SGD without lr= (every group giving its own)");
        hook_step_for_profile(runtime, self);
        return none_value();
    }));
    // step's __qualname__ is the decorator's wrapper in SGD, Adam and RMSprop, the method itself in AdamW and Adagrad
    // (torch 1.13).
    members.set("step", with_qualified_name(builtin_value("step", optimizer_step), name == "AdamW" || name == "Adagrad"
                                                                                       ? name + ".step"
                                                                                       : "_use_grad_for_differentiable.<locals>._use_grad"));
    members.set("zero_grad", with_qualified_name(builtin_value("zero_grad", optimizer_zero_grad), "Optimizer.zero_grad"));
    members.set("__repr__", with_qualified_name(builtin_value("__repr__", optimizer_repr), "Optimizer.__repr__"));
    members.set("add_param_group", module_method("Optimizer.add_param_group", {"param_group"}, [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "add_param_group", {"param_group"}, 1);
        add_param_group(runtime, self, *bound[0]);
        return none_value();
    }));
    members.set("state_dict", module_method("Optimizer.state_dict", optimizer_state_dict));
    members.set("load_state_dict", module_method("Optimizer.load_state_dict", {"state_dict"}, optimizer_load_state_dict));
    members.set("__getattr__", builtin_value("__getattr__", optimizer_getattr));
    return make_class(name, module, {}, std::move(members));
}

}  // namespace

bool is_optimizer(const Value& value) {
    if (value.type != Type::Instance) return false;
    const InstanceObject& instance = instance_of(value);
    return object_as<OptimizerKind>(instance.native.get()) != nullptr;
}

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
    Value rmsprop = optimizer_class("RMSprop", "torch.optim.rmsprop", Algorithm::RmsProp,
                                    {{"lr", float_value(0.01)}, {"alpha", float_value(0.99)}, {"eps", float_value(1e-08)}, {"weight_decay", int_value(0)},
                                     {"momentum", int_value(0)}, {"centered", no}, {"foreach", none}, {"maximize", no}, {"differentiable", no}},
                                    {"lr", "momentum", "alpha", "eps", "centered", "weight_decay", "foreach", "maximize", "differentiable"});
    Value adagrad = optimizer_class("Adagrad", "torch.optim.adagrad", Algorithm::Adagrad,
                                    {{"lr", float_value(0.01)}, {"lr_decay", int_value(0)}, {"weight_decay", int_value(0)},
                                     {"initial_accumulator_value", int_value(0)}, {"eps", float_value(1e-10)}, {"foreach", none}, {"maximize", no}},
                                    {"lr", "lr_decay", "eps", "weight_decay", "initial_accumulator_value", "foreach", "maximize"});
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "SGD", sgd);
    add_member(listed, "Adam", adam);
    add_member(listed, "AdamW", adamw);
    add_member(listed, "RMSprop", rmsprop);
    add_member(listed, "Adagrad", adagrad);
    return listed;
}

}  // namespace qkv::python
