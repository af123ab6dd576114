// lr_scheduler.cpp — torch.optim.lr_scheduler's StepLR, LambdaLR and CosineAnnealingLR as torch 1.13.1's
// _LRScheduler runs them: the learning rates are Python numbers computed with Python's arithmetic (an int lr stays
// an int until a float meets it), in the order of torch's own expressions, so every printed lr is torch's.
// The scheduler keeps its state in its instance attributes, in torch's order, which state_dict() returns.
// torch's UserWarnings (step() before optimizer.step(), get_lr() outside step()) are not printed here.
#include <cmath>
#include <cstdio>

#include "core/libm.hpp"
#include "core/pyformat.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/torch_module.hpp"

namespace qkv::python {
namespace {

enum class Schedule { Step, Lambda, Cosine };

struct ScheduleKind : Object {
    Schedule schedule = Schedule::Step;
};

InstanceObject& scheduler_instance(const Value& self) { return *std::static_pointer_cast<InstanceObject>(self.object); }

Schedule schedule_of(const Value& self) {
    const InstanceObject& instance = scheduler_instance(self);
    if (!instance.native) raise_error("AttributeError", "the scheduler was not initialised");
    return static_cast<const ScheduleKind&>(*instance.native).schedule;
}

Value field(const Value& self, const std::string& name) {
    const Value* found = scheduler_instance(self).attributes.find(name);
    if (!found) raise_error("AttributeError", "'" + class_of_instance(self).name + "' object has no attribute '" + name + "'");
    return *found;
}

void set_field(const Value& self, const std::string& name, Value value) { scheduler_instance(self).attributes.set(name, std::move(value)); }

const Value& item_setting(const Value& group, const std::string& name) {
    if (group.type != Type::Dict) raise_unsupported("a scheduler over param_groups that are not dicts");
    Value* found = dict_of(group).find(str_value(name));
    if (!found) raise_key_error(str_value(name));
    return *found;
}

std::vector<Value> optimizer_groups(const Value& self) {
    const Value optimizer = field(self, "optimizer");
    const Value* groups = optimizer.type == Type::Instance ? scheduler_instance(optimizer).attributes.find("param_groups") : nullptr;
    if (!groups || groups->type != Type::List) raise_unsupported("a scheduler whose optimizer has no list of param_groups");
    return items_of(*groups);
}

std::vector<Value> list_field(const Value& self, const std::string& name) {
    const Value value = field(self, name);
    if (value.type != Type::List) raise_unsupported("a scheduler whose " + name + " is not a list");
    return items_of(value);
}

// ---------------------------------------------------------------------------------------------------------------
// The schedules: Python's arithmetic on Python numbers, as lr_scheduler.py writes each expression
// ---------------------------------------------------------------------------------------------------------------

// math.cos as CPython on glibc computes it, or a stop where this build cannot promise its bits.
double python_cos(double x) {
    return certain(qkv::libm::cos(x), [&] { return "math.cos(" + py_float_repr(x) + ") in the scheduler"; });
}

struct Arithmetic {
    Runtime& runtime;
    Value operator()(const Value& a, const char* op, const Value& b) const { return binary_operation(runtime, op, a, b); }
    Value cos(const Value& x) const { return float_value(python_cos(number_of(x))); }
};

std::vector<Value> step_lr(Runtime& runtime, const Value& self, bool closed_form) {
    const Arithmetic op{runtime};
    const Value last_epoch = field(self, "last_epoch"), step_size = field(self, "step_size"), gamma = field(self, "gamma");
    std::vector<Value> rates;
    if (closed_form) {  // base_lr * gamma ** (last_epoch // step_size)
        for (const Value& base : list_field(self, "base_lrs")) rates.push_back(op(base, "*", op(gamma, "**", op(last_epoch, "//", step_size))));
        return rates;
    }
    const bool keep = values_equal(last_epoch, int_value(0)) || !values_equal(op(last_epoch, "%", step_size), int_value(0));
    for (const Value& group : optimizer_groups(self)) rates.push_back(keep ? item_setting(group, "lr") : op(item_setting(group, "lr"), "*", gamma));
    return rates;
}

std::vector<Value> lambda_lr(Runtime& runtime, const Value& self) {
    const Arithmetic op{runtime};
    const std::vector<Value> lambdas = list_field(self, "lr_lambdas"), bases = list_field(self, "base_lrs");
    std::vector<Value> rates;
    for (std::size_t i = 0; i < std::min(lambdas.size(), bases.size()); ++i) {
        CallArgs args;
        args.positional.push_back(field(self, "last_epoch"));
        rates.push_back(op(bases[i], "*", runtime.call(lambdas[i], args)));
    }
    return rates;
}

std::vector<Value> cosine_lr(Runtime& runtime, const Value& self, bool closed_form) {
    const Arithmetic op{runtime};
    const Value epoch = field(self, "last_epoch"), t_max = field(self, "T_max"), eta_min = field(self, "eta_min");
    const Value pi = float_value(3.141592653589793), one = int_value(1), two = int_value(2);
    const std::vector<Value> bases = list_field(self, "base_lrs"), groups = optimizer_groups(self);
    std::vector<Value> rates;
    const std::size_t count = closed_form ? bases.size() : std::min(bases.size(), groups.size());
    const bool restarts_now = values_equal(field(self, "_step_count"), one) && number_of(epoch) > 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (closed_form || restarts_now) {  // eta_min + (base_lr - eta_min) * (1 + cos(last_epoch * pi / T_max)) / 2
            const Value angle = closed_form ? op(op(pi, "*", epoch), "/", t_max) : op(op(epoch, "*", pi), "/", t_max);
            rates.push_back(op(eta_min, "+", op(op(op(bases[i], "-", eta_min), "*", op(one, "+", op.cos(angle))), "/", two)));
        } else if (values_equal(epoch, int_value(0))) {
            rates.push_back(item_setting(groups[i], "lr"));
        } else if (values_equal(op(op(op(epoch, "-", one), "-", t_max), "%", op(two, "*", t_max)), int_value(0))) {
            // group['lr'] + (base_lr - eta_min) * (1 - cos(pi / T_max)) / 2
            const Value rise = op(op(op(bases[i], "-", eta_min), "*", op(one, "-", op.cos(op(pi, "/", t_max)))), "/", two);
            rates.push_back(op(item_setting(groups[i], "lr"), "+", rise));
        } else {  // (1 + cos(pi * last_epoch / T_max)) / (1 + cos(pi * (last_epoch - 1) / T_max)) * (lr - eta_min) + eta_min
            const Value now = op(one, "+", op.cos(op(op(pi, "*", epoch), "/", t_max)));
            const Value before = op(one, "+", op.cos(op(op(pi, "*", op(epoch, "-", one)), "/", t_max)));
            rates.push_back(op(op(op(now, "/", before), "*", op(item_setting(groups[i], "lr"), "-", eta_min)), "+", eta_min));
        }
    }
    return rates;
}

std::vector<Value> scheduled_rates(Runtime& runtime, const Value& self, bool closed_form) {
    switch (schedule_of(self)) {
        case Schedule::Step: return step_lr(runtime, self, closed_form);
        case Schedule::Lambda: return lambda_lr(runtime, self);
        case Schedule::Cosine: return cosine_lr(runtime, self, closed_form);
    }
    return {};
}

// _LRScheduler.step(epoch=None): the next epoch's rates written into the groups (an explicit epoch takes the closed
// form where the schedule has one), and print_lr's line when verbose.
void scheduler_step(Runtime& runtime, const Value& self, const std::optional<Value>& epoch) {
    set_field(self, "_step_count", binary_operation(runtime, "+", field(self, "_step_count"), int_value(1)));
    set_field(self, "_get_lr_called_within_step", bool_value(true));
    std::vector<Value> rates;
    const bool given = epoch && epoch->type != Type::None;
    if (!given) set_field(self, "last_epoch", binary_operation(runtime, "+", field(self, "last_epoch"), int_value(1)));
    else set_field(self, "last_epoch", *epoch);
    rates = scheduled_rates(runtime, self, given && schedule_of(self) != Schedule::Lambda);
    set_field(self, "_get_lr_called_within_step", bool_value(false));
    const std::vector<Value> groups = optimizer_groups(self);
    for (std::size_t i = 0; i < std::min(groups.size(), rates.size()); ++i) {
        dict_of(groups[i]).set(str_value("lr"), rates[i]);
        if (!truthy(field(self, "verbose"))) continue;
        if (!is_number(rates[i])) raise_unsupported("a verbose scheduler whose lr is not a number");
        char text[64];
        std::snprintf(text, sizeof text, "%.4e", number_of(rates[i]));
        if (given) raise_unsupported("a verbose scheduler stepped to an explicit epoch");
        runtime.output += "Adjusting learning rate of group " + std::to_string(i) + " to " + text + ".\n";
    }
    std::vector<Value> last;
    for (const Value& group : groups) last.push_back(item_setting(group, "lr"));
    set_field(self, "_last_lr", list_value(std::move(last)));
}

// _LRScheduler.__init__: the groups' initial_lr (set, or required when resuming), base_lrs, and the first step.
void initialise_scheduler(Runtime& runtime, const Value& self, const Value& optimizer, const Value& last_epoch, const Value& verbose) {
    if (!is_optimizer(optimizer)) raise_error("TypeError", type_name(optimizer) + " is not an Optimizer");
    set_field(self, "optimizer", optimizer);
    const std::vector<Value> groups = optimizer_groups(self);
    const bool fresh = values_equal(last_epoch, int_value(-1));
    std::vector<Value> bases;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const bool has_initial = dict_of(groups[i]).find(str_value("initial_lr")) != nullptr;
        if (fresh && !has_initial) dict_of(groups[i]).set(str_value("initial_lr"), item_setting(groups[i], "lr"));
        if (!fresh && !has_initial)
            raise_key_error(str_value("param 'initial_lr' is not specified in param_groups[" + std::to_string(i) + "] when resuming an optimizer"));
        bases.push_back(item_setting(groups[i], "initial_lr"));
    }
    set_field(self, "base_lrs", list_value(std::move(bases)));
    set_field(self, "last_epoch", last_epoch);
    set_field(self, "verbose", verbose);
    set_field(self, "_step_count", int_value(0));
    scheduler_step(runtime, self, std::nullopt);
}

Value scheduler_state_dict(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    method_arguments(args, "state_dict", {});
    Value state = dict_value();
    const Scope& attributes = scheduler_instance(self).attributes;
    for (const std::string& name : attributes.names())
        if (name != "optimizer" && name != "lr_lambdas") dict_of(state).set(str_value(name), *attributes.find(name));
    if (schedule_of(self) == Schedule::Lambda) {
        std::vector<Value> lambdas;
        for (const Value& function : list_field(self, "lr_lambdas")) {
            if (function.type != Type::Function) raise_unsupported("state_dict() of a LambdaLR whose lr_lambda is not a function");
            lambdas.push_back(none_value());
        }
        dict_of(state).set(str_value("lr_lambdas"), list_value(std::move(lambdas)));
    }
    return state;
}

Value scheduler_load_state_dict(Runtime&, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "load_state_dict", {"state_dict"}, 1);
    if (bound[0]->type != Type::Dict) raise_unsupported("load_state_dict() of something that is not a dict");
    for (const DictObject::Entry* entry : dict_of(*bound[0]).live_entries()) {
        if (entry->key.type != Type::Str) raise_unsupported("a scheduler state dict with a key that is not a str");
        if (str_of(entry->key) == "lr_lambdas") {
            for (const Value& saved : items_of(entry->value))
                if (saved.type != Type::None) raise_unsupported("loading the state of a LambdaLR's callable objects");
            continue;
        }
        set_field(self, str_of(entry->key), entry->value);
    }
    return none_value();
}

// StepLR(optimizer, step_size, gamma=0.1, last_epoch=-1, verbose=False) and the others: their own fields first,
// then _LRScheduler.__init__.
Value scheduler_class(const std::string& name, Schedule schedule, std::vector<std::string> parameters, std::vector<Value> fallbacks) {
    Scope members;
    const std::string qualified = name + ".__init__";
    members.set("__init__", module_method(qualified, {parameters[0], parameters[1]}, [=](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, qualified, parameters, 2);
        auto kind = std::make_shared<ScheduleKind>();
        kind->schedule = schedule;
        scheduler_instance(self).native = kind;
        const std::size_t own = parameters.size() - 2;  // the fields before last_epoch and verbose
        const auto argument = [&](std::size_t i) { return bound[i] ? *bound[i] : fallbacks[i]; };
        if (schedule == Schedule::Lambda) {
            set_field(self, "optimizer", argument(0));
            const std::size_t groups = is_optimizer(argument(0)) ? optimizer_groups(self).size() : 0;
            const Value given = argument(1);
            std::vector<Value> lambdas = given.type == Type::List || given.type == Type::Tuple ? items_of(given) : std::vector<Value>(groups, given);
            if ((given.type == Type::List || given.type == Type::Tuple) && lambdas.size() != groups)
                raise_error("ValueError", "Expected " + std::to_string(groups) + " lr_lambdas, but got " + std::to_string(lambdas.size()));
            set_field(self, "lr_lambdas", list_value(std::move(lambdas)));
        } else {
            for (std::size_t i = 1; i < own; ++i) set_field(self, parameters[i], argument(i));
        }
        initialise_scheduler(runtime, self, argument(0), argument(own), argument(own + 1));
        return none_value();
    }));
    members.set("step", module_method("_LRScheduler.step", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "step", {"epoch"});
        if (bound[0] && bound[0]->type != Type::None && !is_number(*bound[0])) raise_unsupported("scheduler.step(epoch) with an epoch that is not a number");
        scheduler_step(runtime, self, bound[0]);
        return none_value();
    }));
    members.set("get_last_lr", module_method("_LRScheduler.get_last_lr", [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "get_last_lr", {});
        return field(self, "_last_lr");
    }));
    members.set("get_lr", module_method(name + ".get_lr", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "get_lr", {});
        return list_value(scheduled_rates(runtime, self, false));
    }));
    members.set("state_dict", module_method(schedule == Schedule::Lambda ? "LambdaLR.state_dict" : "_LRScheduler.state_dict", scheduler_state_dict));
    members.set("load_state_dict", module_method(schedule == Schedule::Lambda ? "LambdaLR.load_state_dict" : "_LRScheduler.load_state_dict",
                                                 {"state_dict"}, scheduler_load_state_dict));
    return make_class(name, "torch.optim.lr_scheduler", {}, std::move(members));
}

}  // namespace

std::vector<std::pair<std::string, Value>> lr_scheduler_members() {
    const Value minus_one = int_value(-1), no = bool_value(false), none = none_value();
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "StepLR", scheduler_class("StepLR", Schedule::Step, {"optimizer", "step_size", "gamma", "last_epoch", "verbose"},
                               {none, none, float_value(0.1), minus_one, no}));
    add_member(listed, "LambdaLR", scheduler_class("LambdaLR", Schedule::Lambda, {"optimizer", "lr_lambda", "last_epoch", "verbose"}, {none, none, minus_one, no}));
    add_member(listed, "CosineAnnealingLR", scheduler_class("CosineAnnealingLR", Schedule::Cosine, {"optimizer", "T_max", "eta_min", "last_epoch", "verbose"},
                                          {none, none, int_value(0), minus_one, no}));
    return listed;
}

}  // namespace qkv::python
