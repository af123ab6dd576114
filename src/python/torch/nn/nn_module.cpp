// nn_module.cpp — torch.nn.Module: attribute registration (parameters, buffers, child modules), __call__ ->
// forward, the traversals (parameters, named_modules, state_dict ...), train/eval and torch's repr, with
// torch 1.13.1's messages, including those for a subclass whose __init__ forgot super().__init__().
#include "python/torch/nn/nn_module.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/python_names.hpp"
#include "python/runtime/suggestions.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/tensor/device.hpp"
#include "python/torch/tensor/dtype_object.hpp"

namespace qkv::python {

Value* NamedValues::find(const std::string& name) {
    for (auto& entry : entries)
        if (entry.first == name) return &entry.second;
    return nullptr;
}

void NamedValues::set(const std::string& name, Value value) {
    if (Value* existing = find(name)) *existing = std::move(value);
    else entries.emplace_back(name, std::move(value));
}

bool NamedValues::remove(const std::string& name) {
    for (auto it = entries.begin(); it != entries.end(); ++it)
        if (it->first == name) {
            entries.erase(it);
            return true;
        }
    return false;
}

std::shared_ptr<Object> ModuleState::deep_copied(DeepCopier& copier) const {
    auto made = std::make_shared<ModuleState>();
    const std::pair<const NamedValues*, NamedValues*> tables[] = {
        {&parameters, &made->parameters}, {&buffers, &made->buffers}, {&modules, &made->modules}};
    for (const auto& [source, target] : tables)
        for (const auto& [name, value] : source->entries) target->entries.emplace_back(name, copier.copy(value));
    made->non_persistent_buffers = non_persistent_buffers;
    return made;
}

void ModuleState::release_references() {
    parameters.entries.clear();
    buffers.entries.clear();
    modules.entries.clear();
}

namespace {

// Built-in module classes and the python_names table holding what dir() lists for them.
std::map<const ClassObject*, std::string>& builtin_kinds() {
    static std::map<const ClassObject*, std::string> kinds;
    return kinds;
}

const std::vector<std::string>& real_module_names(const ClassObject& cls) {
    for (const ClassObject* ancestor : cls.mro) {
        auto found = builtin_kinds().find(ancestor);
        if (found != builtin_kinds().end()) return real_names(found->second);
    }
    return real_names("Module");
}

ModuleState* state_of(const Value& instance) {
    return static_cast<ModuleState*>(object_of<InstanceObject>(instance).native.get());
}

bool is_parameter(const Value& value) { return is_tensor(value) && tensor_of(value)->is_parameter; }

[[noreturn]] void raise_key(const std::string& message) { raise_key_error(str_value(message)); }

// hasattr(module, name): its __dict__, its class, or one of its tables.
bool has_attribute(const Value& instance, const std::string& name) {
    if (object_of<InstanceObject>(instance).attributes.find(name) || find_member(class_of_instance(instance), name)) return true;
    ModuleState* state = state_of(instance);
    return state && (state->parameters.find(name) || state->buffers.find(name) || state->modules.find(name));
}

// The checks register_parameter, register_buffer and add_module share on the name.
void check_member_name(const Value& self, const Value& name, const char* what, NamedValues& table) {
    if (name.type != Type::Str) raise_error("TypeError", std::string(what) + " name should be a string. Got " + torch_typename(name));
    const std::string& text = str_of(name);
    const bool is_module_name = std::string(what) == "module";
    if (is_module_name && has_attribute(self, text) && !table.find(text)) raise_key("attribute '" + text + "' already exists");
    if (text.find('.') != std::string::npos)
        raise_key(std::string(what) + " name can't contain \".\"" + (is_module_name ? ", got: " + text : ""));
    if (text.empty()) raise_key(std::string(what) + " name can't be empty string \"\"");
    if (!is_module_name && has_attribute(self, text) && !table.find(text)) raise_key("attribute '" + text + "' already exists");
}

void register_parameter(const Value& self, const Value& name, const Value& parameter) {
    ModuleState* state = state_of(self);
    if (!state) raise_error("AttributeError", "cannot assign parameter before Module.__init__() call");
    check_member_name(self, name, "parameter", state->parameters);
    if (parameter.type != Type::None && !is_parameter(parameter))
        raise_error("TypeError", "cannot assign '" + torch_typename(parameter) + "' object to parameter '" + str_of(name) +
                                     "' (torch.nn.Parameter or None required)");
    state->parameters.set(str_of(name), parameter);
}

void register_buffer(const Value& self, const Value& name, const Value& tensor, bool persistent) {
    ModuleState* state = state_of(self);
    if (!state) raise_error("AttributeError", "cannot assign buffer before Module.__init__() call");
    check_member_name(self, name, "buffer", state->buffers);
    if (tensor.type != Type::None && !is_tensor(tensor))
        raise_error("TypeError", "cannot assign '" + torch_typename(tensor) + "' object to buffer '" + str_of(name) +
                                     "' (torch Tensor or None required)");
    state->buffers.set(str_of(name), tensor);
    if (persistent) state->non_persistent_buffers.erase(str_of(name));
    else state->non_persistent_buffers.insert(str_of(name));
}

void add_module(const Value& self, const Value& name, const Value& module) {
    if (module.type != Type::None && !is_module(module)) raise_error("TypeError", torch_typename(module) + " is not a Module subclass");
    ModuleState& state = module_state(self, "_modules");
    check_member_name(self, name, "module", state.modules);
    state.modules.set(str_of(name), module);
}

// Module.__setattr__: parameters, child modules and buffers go to their tables, anything else to __dict__.
void set_module_attribute(const Value& self, const std::string& name, const Value& value) {
    ModuleState* state = state_of(self);
    Scope& attributes = object_of<InstanceObject>(self).attributes;
    auto drop_buffer = [&] {
        state->buffers.remove(name);
        state->non_persistent_buffers.erase(name);
    };
    if (is_parameter(value)) {
        if (!state) raise_error("AttributeError", "cannot assign parameters before Module.__init__() call");
        attributes.remove(name);
        drop_buffer();
        state->modules.remove(name);
        register_parameter(self, str_value(name), value);
    } else if (state && state->parameters.find(name)) {
        if (value.type != Type::None)
            raise_error("TypeError", "cannot assign '" + torch_typename(value) + "' as parameter '" + name + "' (torch.nn.Parameter or None expected)");
        register_parameter(self, str_value(name), value);
    } else if (is_module(value)) {
        if (!state) raise_error("AttributeError", "cannot assign module before Module.__init__() call");
        attributes.remove(name);
        state->parameters.remove(name);
        drop_buffer();
        state->modules.set(name, value);
    } else if (state && state->modules.find(name)) {
        if (value.type != Type::None)
            raise_error("TypeError", "cannot assign '" + torch_typename(value) + "' as child module '" + name + "' (torch.nn.Module or None expected)");
        state->modules.set(name, value);
    } else if (state && state->buffers.find(name)) {
        if (value.type != Type::None && !is_tensor(value))
            raise_error("TypeError", "cannot assign '" + torch_typename(value) + "' as buffer '" + name + "' (torch.Tensor or None expected)");
        state->buffers.set(name, value);
    } else {
        attributes.set(name, value);
    }
}

// Module.__delattr__: from the tables first, then from __dict__.
void delete_module_attribute(const Value& self, const std::string& name) {
    ModuleState& state = module_state(self, "_parameters");
    if (state.parameters.remove(name) || state.modules.remove(name)) return;
    if (state.buffers.remove(name)) {
        state.non_persistent_buffers.erase(name);
        return;
    }
    if (!object_of<InstanceObject>(self).attributes.remove(name))
        raise_error("AttributeError", "'" + class_of_instance(self).name + "' object has no attribute '" + name + "'");
}

// What Module.__init__ puts in a module's __dict__: missing when a subclass skipped it.
bool set_by_module_init(const std::string& name) {
    static const std::set<std::string> kNames = {"training", "_parameters", "_buffers", "_non_persistent_buffers_set",
                                                 "_backward_hooks", "_is_full_backward_hook", "_forward_hooks", "_forward_pre_hooks",
                                                 "_state_dict_hooks", "_load_state_dict_pre_hooks", "_load_state_dict_post_hooks", "_modules"};
    return kNames.count(name) > 0;
}

// Module.__getattr__, reached when the instance and its class have no such attribute.
Value get_module_attribute(const Value& self, const std::string& name) {
    ModuleState* state = state_of(self);
    if (state) {
        for (NamedValues* table : {&state->parameters, &state->buffers, &state->modules})
            if (Value* found = table->find(name)) return *found;
    }
    const ClassObject& cls = class_of_instance(self);
    const auto& real = real_module_names(cls);
    if ((state || !set_by_module_init(name)) && std::find(real.begin(), real.end(), name) != real.end()) raise_unsupported("nn.Module." + name);
    raise_error_suggesting("AttributeError", "'" + cls.name + "' object has no attribute '" + name + "'", suggest_similar_name(name, instance_names(self)));
}

// Module.__dir__: the class's names, __dict__, and the tables' names, without those starting with a digit.
std::vector<std::string> module_dir(const Value& self) {
    const InstanceObject& object = object_of<InstanceObject>(self);
    const ClassObject& cls = class_of(object.cls);
    std::vector<std::string> names = real_module_names(cls);
    for (const ClassObject* ancestor : cls.mro)
        for (const std::string& name : ancestor->members.names()) names.push_back(name);
    for (const std::string& name : object.attributes.names()) names.push_back(name);
    if (ModuleState* state = state_of(self))
        for (NamedValues* table : {&state->parameters, &state->modules, &state->buffers})
            for (const auto& entry : table->entries) names.push_back(entry.first);
    names.erase(std::remove_if(names.begin(), names.end(), [](const std::string& name) { return !name.empty() && std::isdigit(static_cast<unsigned char>(name[0])); }),
                names.end());
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

// named_modules(): the module and its descendants, each once, depth first.
void collect_modules(const Value& module, const std::string& prefix, std::set<const Object*>& seen, NamedValueList& out) {
    if (!seen.insert(module.object.get()).second) return;
    out.emplace_back(prefix, module);
    for (const auto& entry : module_state(module, "_modules").modules.entries) {
        if (entry.second.type == Type::None) continue;
        collect_modules(entry.second, prefix + (prefix.empty() ? "" : ".") + entry.first, seen, out);
    }
}

NamedValueList named_modules(const Value& module, const std::string& prefix = "") {
    std::set<const Object*> seen;
    NamedValueList out;
    collect_modules(module, prefix, seen, out);
    return out;
}

// _named_members: the parameters or buffers of every module (or just this one), each tensor once.
NamedValueList named_members(const Value& module, bool buffers, const std::string& prefix, bool recurse) {
    const char* table_name = buffers ? "_buffers" : "_parameters";
    module_state(module, table_name);
    const NamedValueList modules = recurse ? named_modules(module, prefix) : NamedValueList{{prefix, module}};
    std::set<const Object*> seen;
    NamedValueList out;
    for (const auto& owner : modules) {
        ModuleState& state = module_state(owner.second, table_name);
        for (const auto& entry : (buffers ? state.buffers : state.parameters).entries) {
            if (entry.second.type == Type::None || !seen.insert(entry.second.object.get()).second) continue;
            out.emplace_back(owner.first + (owner.first.empty() ? "" : ".") + entry.first, entry.second);
        }
    }
    return out;
}

Value generator_of(Runtime& runtime, std::vector<Value> items) { return iterator_over(runtime, "generator", std::move(items)); }

Value pairs_generator(Runtime& runtime, const NamedValueList& pairs) {
    std::vector<Value> items;
    for (const auto& pair : pairs) items.push_back(tuple_value({str_value(pair.first), pair.second}));
    return generator_of(runtime, std::move(items));
}

Value values_generator(Runtime& runtime, const NamedValueList& pairs) {
    std::vector<Value> items;
    for (const auto& pair : pairs) items.push_back(pair.second);
    return generator_of(runtime, std::move(items));
}

std::string optional_text(const std::optional<Value>& value, const std::string& fallback) {
    if (!value) return fallback;
    if (value->type != Type::Str) raise_unsupported("a prefix that is not a str");
    return str_of(*value);
}

bool optional_flag(const std::optional<Value>& value, bool fallback) { return value ? truthy(*value) : fallback; }

}  // namespace

void clear_grad(Tensor& parameter, bool to_none) {
    if (!parameter.grad) return;
    if (to_none) {
        parameter.grad.reset();
        return;
    }
    std::fill(parameter.grad->storage->values.begin(), parameter.grad->storage->values.end(), 0.0f);
    share_in_place_change(*parameter.grad);
}

namespace {


void save_state(const Value& module, const std::string& prefix, bool keep_vars, DictObject& out) {
    ModuleState& state = module_state(module, "_parameters");
    for (const auto& entry : state.parameters.entries)
        if (entry.second.type != Type::None) out.set(str_value(prefix + entry.first), keep_vars ? entry.second : tensor_value(detached(*tensor_of(entry.second))));
    for (const auto& entry : state.buffers.entries) {
        if (entry.second.type == Type::None || state.non_persistent_buffers.count(entry.first)) continue;
        out.set(str_value(prefix + entry.first), keep_vars ? entry.second : tensor_value(detached(*tensor_of(entry.second))));
    }
    for (const auto& entry : state.modules.entries)
        if (entry.second.type != Type::None) save_state(entry.second, prefix + entry.first + ".", keep_vars, out);
}

// Module.train(mode): the flag on this module, then on each child through its own train().
void set_training(Runtime& runtime, const Value& self, const Value& mode) {
    if (mode.type != Type::Bool) raise_error("ValueError", "training mode is expected to be boolean");
    ModuleState& state = module_state(self, "_modules");
    set_attribute(runtime, self, "training", mode);
    for (const auto& entry : NamedValueList(state.modules.entries)) {
        if (entry.second.type == Type::None) continue;
        CallArgs args;
        args.positional.push_back(mode);
        call_value(runtime, get_attribute(runtime, entry.second, "train"), args);
    }
}

// _addindent: every line of a child's repr after the first, indented by two spaces.
std::string indent_continuation(const std::string& text) {
    std::string out;
    for (char c : text) {
        out += c;
        if (c == '\n') out += "  ";
    }
    return out;
}

std::string module_repr(Runtime& runtime, const Value& self) {
    const Value extra = call_value(runtime, get_attribute(runtime, self, "extra_repr"), CallArgs{});
    if (extra.type != Type::Str) raise_error("AttributeError", "'" + type_name(extra) + "' object has no attribute 'split'");
    std::vector<std::string> lines;
    const std::string& extra_text = str_of(extra);
    std::size_t extra_lines = 0;
    if (!extra_text.empty()) {
        std::size_t start = 0;
        for (std::size_t end; (end = extra_text.find('\n', start)) != std::string::npos; start = end + 1) lines.push_back(extra_text.substr(start, end - start));
        lines.push_back(extra_text.substr(start));
        extra_lines = lines.size();
    }
    for (const auto& entry : module_state(self, "_modules").modules.entries)
        lines.push_back("(" + entry.first + "): " + indent_continuation(repr(entry.second)));
    std::string text = class_of_instance(self).name + "(";
    if (extra_lines == 1 && lines.size() == 1) {
        text += lines[0];
    } else if (!lines.empty()) {
        text += "\n";
        for (const std::string& line : lines) text += "  " + line + "\n";
    }
    return text + ")";
}

void add_traversal_members(Scope& members) {
    for (const bool buffers : {false, true}) {
        const std::string plural = buffers ? "buffers" : "parameters";
        members.set(plural, module_method("Module." + plural, [buffers, plural](Runtime& runtime, CallArgs& args) {
            const Value self = self_of(args);
            const auto bound = method_arguments(args, "Module." + plural, {"recurse"});
            return values_generator(runtime, named_members(self, buffers, "", optional_flag(bound[0], true)));
        }));
        members.set("named_" + plural, module_method("Module.named_" + plural, [buffers, plural](Runtime& runtime, CallArgs& args) {
            const Value self = self_of(args);
            const auto bound = method_arguments(args, "Module.named_" + plural, {"prefix", "recurse"});
            return pairs_generator(runtime, named_members(self, buffers, optional_text(bound[0], ""), optional_flag(bound[1], true)));
        }));
    }
    auto children = [](const Value& self) {
        NamedValueList out;
        std::set<const Object*> seen;
        for (const auto& entry : module_state(self, "_modules").modules.entries)
            if (entry.second.type != Type::None && seen.insert(entry.second.object.get()).second) out.push_back(entry);
        return out;
    };
    members.set("children", module_method("Module.children", [children](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Module.children", {});
        return values_generator(runtime, children(self));
    }));
    members.set("named_children", module_method("Module.named_children", [children](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Module.named_children", {});
        return pairs_generator(runtime, children(self));
    }));
    // apply(fn): fn on every child's subtree (children first), then on this module; returns the module.
    members.set("apply", module_method("Module.apply", {"fn"}, [children](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const Value fn = *method_arguments(args, "Module.apply", {"fn"}, 1)[0];
        for (const auto& entry : children(self)) {
            CallArgs child_args;
            child_args.positional.push_back(fn);
            call_value(runtime, get_attribute(runtime, entry.second, "apply"), child_args);
        }
        CallArgs own_args;
        own_args.positional.push_back(self);
        call_value(runtime, fn, own_args);
        return self;
    }));
    members.set("modules", module_method("Module.modules", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Module.modules", {});
        return values_generator(runtime, named_modules(self));
    }));
    members.set("named_modules", module_method("Module.named_modules", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.named_modules", {"memo", "prefix", "remove_duplicate"});
        if ((bound[0] && bound[0]->type != Type::None) || (bound[2] && !truthy(*bound[2])))
            raise_unsupported("named_modules(memo=..., remove_duplicate=False)");
        return pairs_generator(runtime, named_modules(self, optional_text(bound[1], "")));
    }));
    members.set("state_dict", module_method("Module.state_dict", [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        if (args.positional.size() > 1) raise_unsupported("state_dict() with positional arguments");
        const auto bound = method_arguments(args, "Module.state_dict", {"destination", "prefix", "keep_vars"});
        if (bound[0] && bound[0]->type != Type::None) raise_unsupported("state_dict(destination=...)");
        Value result = dict_value();
        dict_of(result).ordered = true;
        save_state(self, optional_text(bound[1], ""), optional_flag(bound[2], false), dict_of(result));
        return result;
    }));
}

void add_registration_members(Scope& members) {
    members.set("register_buffer", module_method("Module.register_buffer", {"name", "tensor"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.register_buffer", {"name", "tensor", "persistent"}, 2);
        register_buffer(self, *bound[0], *bound[1], optional_flag(bound[2], true));
        return none_value();
    }));
    members.set("register_parameter", module_method("Module.register_parameter", {"name", "param"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.register_parameter", {"name", "param"}, 2);
        register_parameter(self, *bound[0], *bound[1]);
        return none_value();
    }));
    for (const char* name : {"add_module", "register_module"}) {
        const std::string qualified = std::string("Module.") + name;
        members.set(name, module_method(qualified, {"name", "module"}, [qualified](Runtime&, CallArgs& args) {
            const Value self = self_of(args);
            const auto bound = method_arguments(args, qualified, {"name", "module"}, 2);
            add_module(self, *bound[0], *bound[1]);
            return none_value();
        }));
    }
}

void add_mode_members(Scope& members) {
    members.set("train", module_method("Module.train", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.train", {"mode"});
        set_training(runtime, self, bound[0].value_or(bool_value(true)));
        return self;
    }));
    members.set("eval", module_method("Module.eval", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Module.eval", {});
        CallArgs train_args;
        train_args.positional.push_back(bool_value(false));
        return call_value(runtime, get_attribute(runtime, self, "train"), train_args);
    }));
    members.set("to", module_method("Module.to", [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const bool one_argument = args.keywords.empty() && args.positional.size() == 2;
        const Value target = one_argument ? args.positional[1] : none_value();
        if (is_dtype(target) && dtype_of(target) == DType::Float32) return self;
        if (!one_argument || is_dtype(target) || !is_device_argument(target))
            raise_unsupported("nn.Module.to(...) with anything but a device or torch.float32");
        require_cpu(target);
        return self;
    }));
    // float(): a no-op when every floating parameter and buffer is float32 already, which is all the layers here make.
    members.set("float", module_method("Module.float", [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Module.float", {});
        for (const bool buffers : {false, true})
            for (const auto& entry : named_members(self, buffers, "", true))
                if (is_tensor(entry.second) && is_floating_dtype(tensor_of(entry.second)->dtype) && !tensor_of(entry.second)->is_float())
                    raise_unsupported("nn.Module.float on a module holding " + dtype_name(tensor_of(entry.second)->dtype) + " tensors");
        return self;
    }));
    members.set("cuda", module_method("Module.cuda", [](Runtime&, CallArgs&) -> Value { raise_no_cuda(); }));
    members.set("cpu", module_method("Module.cpu", [](Runtime&, CallArgs& args) {
        method_arguments(args, "Module.cpu", {});
        return self_of(args);
    }));
    members.set("requires_grad_", module_method("Module.requires_grad_", [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.requires_grad_", {"requires_grad"});
        const bool flag = optional_flag(bound[0], true);
        for (const auto& entry : named_members(self, false, "", true)) tensor_of(entry.second)->requires_grad = flag;
        return self;
    }));
    members.set("zero_grad", module_method("Module.zero_grad", [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.zero_grad", {"set_to_none"});
        for (const auto& entry : named_members(self, false, "", true)) clear_grad(*tensor_of(entry.second), optional_flag(bound[0], false));
        return none_value();
    }));
}

void add_protocol_members(Scope& members) {
    members.set("__init__", module_method("Module.__init__", [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        method_arguments(args, "Module.__init__", {});
        initialise_module(self);
        return none_value();
    }));
    members.set("__setattr__", module_method("Module.__setattr__", {"name", "value"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.__setattr__", {"name", "value"}, 2);
        if (bound[0]->type != Type::Str) raise_error("TypeError", "attribute name must be string, not '" + type_name(*bound[0]) + "'");
        set_module_attribute(self, str_of(*bound[0]), *bound[1]);
        return none_value();
    }));
    members.set("__delattr__", module_method("Module.__delattr__", {"name"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.__delattr__", {"name"}, 1);
        delete_module_attribute(self, str_of(*bound[0]));
        return none_value();
    }));
    members.set("__getattr__", module_method("Module.__getattr__", {"name"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Module.__getattr__", {"name"}, 1);
        return get_module_attribute(self, str_of(*bound[0]));
    }));
    members.set("__dir__", module_method("Module.__dir__", [](Runtime&, CallArgs& args) {
        std::vector<Value> names;
        for (const std::string& name : module_dir(self_of(args))) names.push_back(str_value(name));
        return list_value(std::move(names));
    }));
    members.set("__call__", with_qualified_name(module_method("Module.__call__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const Value forward = get_attribute(runtime, self, "forward");
        module_state(self, "_backward_hooks");
        args.positional.erase(args.positional.begin());
        runtime.charge(1);
        return call_value(runtime, forward, args);
    }), "Module._call_impl"));
    members.set("forward", module_method("Module._forward_unimplemented", [](Runtime&, CallArgs& args) -> Value {
        raise_error("NotImplementedError", "Module [" + class_of_instance(self_of(args)).name + "] is missing the required \"forward\" function");
    }));
    members.set("extra_repr", module_method("Module.extra_repr", [](Runtime&, CallArgs& args) {
        method_arguments(args, "Module.extra_repr", {});
        return str_value("");
    }));
    members.set("__repr__", module_method("Module.__repr__", [](Runtime& runtime, CallArgs& args) {
        return str_value(module_repr(runtime, self_of(args)));
    }));
}

}  // namespace

const Value& module_class() {
    static const Value cls = [] {
        Scope members;
        add_protocol_members(members);
        add_registration_members(members);
        add_traversal_members(members);
        add_load_state_member(members);
        add_mode_members(members);
        Value made = make_class("Module", "torch.nn.modules.module", {}, std::move(members));
        builtin_kinds()[&class_of(made)] = "Module";
        return made;
    }();
    return cls;
}

Value make_module_class(const std::string& name, const std::string& python_module, Scope members) {
    Value made = make_class(name, python_module, {module_class()}, std::move(members));
    builtin_kinds()[&class_of(made)] = name;
    return made;
}

bool is_module(const Value& value) {
    return value.type == Type::Instance && is_subclass(class_of_instance(value), class_of(module_class()));
}

void initialise_module(const Value& instance) {
    InstanceObject& object = object_of<InstanceObject>(instance);
    object.attributes.set("training", bool_value(true));
    object.native = std::make_shared<ModuleState>();
}

ModuleState& module_state(const Value& instance, const std::string& missing) {
    ModuleState* state = state_of(instance);
    if (!state) raise_error("AttributeError", "'" + class_of_instance(instance).name + "' object has no attribute '" + missing + "'");
    return *state;
}

Value self_of(const CallArgs& args) { return args.positional[0]; }

NamedValueList named_parameters(const Value& module) { return named_members(module, false, "", true); }
NamedValueList named_buffers(const Value& module) { return named_members(module, true, "", true); }

std::string torch_typename(const Value& value) {
    if (is_tensor(value)) return legacy_type_name(tensor_of(value)->dtype);
    if (value.type == Type::Instance) {
        const ClassObject& cls = class_of_instance(value);
        return cls.module == "builtins" ? cls.name : cls.module + "." + cls.name;
    }
    if (value.type == Type::Class) {  // a class: its __module__ and __qualname__
        const ClassObject& cls = class_of(value);
        return cls.module == "builtins" ? cls.name : cls.module + "." + cls.name;
    }
    if (value.type == Type::TypeObject) return object_of<TypeObject>(value).name;
    return type_name(value);
}

Value call_value(Runtime& runtime, const Value& callable, CallArgs args) {
    if (callable.type == Type::BoundMethod) {
        const BoundMethodObject& bound = object_of<BoundMethodObject>(callable);
        if (bound.function.type == Type::Builtin) {
            args.positional.insert(args.positional.begin(), bound.self);
            return object_of<BuiltinObject>(bound.function).call(runtime, args);
        }
    }
    if (callable.type == Type::Builtin) return object_of<BuiltinObject>(callable).call(runtime, args);
    if (!runtime.call) raise_unsupported("calling Python code while printing");
    return runtime.call(callable, args);
}

std::vector<std::optional<Value>> method_arguments(CallArgs& args, const std::string& function,
                                                   const ParameterNames& parameters, std::size_t required) {
    const std::size_t given = args.positional.size();  // self included, as CPython counts
    const std::size_t most = parameters.size() + 1;
    if (given > most) {
        const std::string takes = required + 1 == most ? std::to_string(most) : "from " + std::to_string(required + 1) + " to " + std::to_string(most);
        raise_error("TypeError", function + "() takes " + takes + " positional argument" + (most == 1 && required + 1 == most ? "" : "s") +
                                     " but " + std::to_string(given) + (given == 1 ? " was" : " were") + " given");
    }
    CallArgs rest;
    rest.positional.assign(args.positional.begin() + 1, args.positional.end());
    rest.keywords = args.keywords;
    std::vector<std::optional<Value>> bound = bind_arguments(rest, function, parameters);
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < required; ++i)
        if (!bound[i]) missing.push_back("'" + std::string(parameters[i]) + "'");
    if (!missing.empty()) {
        std::string names;
        for (std::size_t i = 0; i < missing.size(); ++i)
            names += (i == 0 ? "" : i + 1 == missing.size() ? (missing.size() > 2 ? ", and " : " and ") : ", ") + missing[i];
        raise_error("TypeError", function + "() missing " + std::to_string(missing.size()) + " required positional argument" +
                                     (missing.size() == 1 ? "" : "s") + ": " + names);
    }
    return bound;
}

Value module_method(const std::string& qualified_name, NativeFunction function) { return builtin_value(qualified_name, std::move(function)); }

Value module_method(const std::string& qualified_name, const ParameterNames& required_parameters, NativeFunction function) {
    Value method = builtin_value(qualified_name, std::move(function));
    std::static_pointer_cast<BuiltinObject>(method.object)->required_parameters.assign(required_parameters.begin(), required_parameters.end());
    return method;
}

Value with_any_self(Value method) {
    std::static_pointer_cast<BuiltinObject>(method.object)->any_self = true;
    return method;
}

Value with_qualified_name(Value method, std::string qualified_name) {
    std::static_pointer_cast<BuiltinObject>(method.object)->qualified_name = std::move(qualified_name);
    return method;
}

Value call_functional(Runtime& runtime, const Value& functional, const std::string& name, CallArgs args) {
    const Value* function = object_of<ModuleObject>(functional).find(name);
    if (!function) raise_unsupported("torch.nn.functional." + name);
    return call_value(runtime, *function, std::move(args));
}

}  // namespace qkv::python
