// nn_load_state.cpp — Module.load_state_dict: copies a state dict's tensors into the module's own parameters and
// buffers (in place, so every reference to them sees the new values), with torch 1.13.1's missing / unexpected key
// and size mismatch errors, and its _IncompatibleKeys result.
#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"

namespace qkv::python {
namespace {

struct LoadReport {
    std::vector<std::string> missing, unexpected, errors;
};

std::string size_text(const Shape& shape) {
    std::string listed;
    for (std::int64_t size : shape) listed += (listed.empty() ? "" : ", ") + std::to_string(size);
    return "torch.Size([" + listed + "])";
}

// One module's parameters and persistent buffers, then its children's, as torch's recursive load() visits them.
void load_module(Runtime& runtime, const Value& module, const std::string& prefix, DictObject& state, LoadReport& report) {
    ModuleState& own = module_state(module, "_parameters");
    NamedValueList local;
    for (const auto& entry : own.parameters.entries)
        if (entry.second.type != Type::None) local.push_back(entry);
    for (const auto& entry : own.buffers.entries)
        if (entry.second.type != Type::None && !own.non_persistent_buffers.count(entry.first)) local.push_back(entry);
    for (const auto& [name, target] : local) {
        const std::string key = prefix + name;
        const Value* given = state.find(str_value(key));
        if (!given) {
            report.missing.push_back(key);
            continue;
        }
        if (!is_tensor(*given)) {
            report.errors.push_back("While copying the parameter named \"" + key +
                                    "\", expected torch.Tensor or Tensor-like object from checkpoint but received <class '" + type_name(*given) + "'>");
            continue;
        }
        Tensor& destination = *tensor_of(target);
        const Tensor& source = *tensor_of(*given);
        if (source.shape != destination.shape) {
            report.errors.push_back("size mismatch for " + key + ": copying a param with shape " + size_text(source.shape) +
                                    " from checkpoint, the shape in current model is " + size_text(destination.shape) + ".");
            continue;
        }
        store_in_place(destination, *tensor_to_dtype(runtime.meter, source, destination.dtype));
    }
    for (const Value& key : state.keys()) {
        if (key.type != Type::Str || str_of(key).compare(0, prefix.size(), prefix) != 0) continue;
        const std::string rest = str_of(key).substr(prefix.size());
        const std::string first = rest.substr(0, rest.find('.'));
        const bool known = own.modules.find(first) || std::any_of(local.begin(), local.end(), [&](const auto& entry) { return entry.first == first; });
        if (!known) report.unexpected.push_back(str_of(key));
    }
    for (const auto& [name, child] : own.modules.entries)
        if (child.type != Type::None) load_module(runtime, child, prefix + name + ".", state, report);
}

std::string quoted_keys(const std::vector<std::string>& keys) {
    std::string listed;
    for (const std::string& key : keys) listed += (listed.empty() ? "\"" : ", \"") + key + "\"";
    return listed;
}

Value key_list(const std::vector<std::string>& keys) {
    std::vector<Value> items;
    for (const std::string& key : keys) items.push_back(str_value(key));
    return list_value(std::move(items));
}

// torch's _IncompatibleKeys: a named tuple that prints "<All keys matched successfully>" when both lists are empty.
const Value& incompatible_keys_class() {
    static const Value made = [] {
        Scope members;
        members.set("__repr__", module_method("_IncompatibleKeys.__repr__", [](Runtime&, CallArgs& args) {
            const Scope& fields = object_of<InstanceObject>(self_of(args)).attributes;
            const Value missing = *fields.find("missing_keys"), unexpected = *fields.find("unexpected_keys");
            if (items_of(missing).empty() && items_of(unexpected).empty()) return str_value("<All keys matched successfully>");
            return str_value("_IncompatibleKeys(missing_keys=" + repr(missing) + ", unexpected_keys=" + repr(unexpected) + ")");
        }));
        return make_class("_IncompatibleKeys", "torch.nn.modules.module", {}, std::move(members));
    }();
    return made;
}

Value load_state_dict(Runtime& runtime, CallArgs& args) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "Module.load_state_dict", {"state_dict", "strict"}, 1);
    const Value& state = *bound[0];
    if (state.type != Type::Dict) raise_error("TypeError", "Expected state_dict to be dict-like, got <class '" + type_name(state) + "'>.");
    const bool strict = !bound[1] || truthy(*bound[1]);
    LoadReport report;
    load_module(runtime, self, "", dict_of(state), report);
    if (strict && !report.unexpected.empty())
        report.errors.insert(report.errors.begin(), "Unexpected key(s) in state_dict: " + quoted_keys(report.unexpected) + ". ");
    if (strict && !report.missing.empty())
        report.errors.insert(report.errors.begin(), "Missing key(s) in state_dict: " + quoted_keys(report.missing) + ". ");
    if (!report.errors.empty()) {
        std::string message = "Error(s) in loading state_dict for " + class_of_instance(self).name + ":";
        for (const std::string& error : report.errors) message += "\n\t" + error;
        raise_error("RuntimeError", message);
    }
    CallArgs none;
    Value result = instantiate(runtime, incompatible_keys_class(), none);
    object_of<InstanceObject>(result).attributes.set("missing_keys", key_list(report.missing));
    object_of<InstanceObject>(result).attributes.set("unexpected_keys", key_list(report.unexpected));
    return result;
}

}  // namespace

void add_load_state_member(Scope& members) {
    members.set("load_state_dict", module_method("Module.load_state_dict", {"state_dict"}, load_state_dict));
}

}  // namespace qkv::python
