// nn_containers.cpp — nn.Sequential, nn.ModuleList and nn.ModuleDict: modules held in the _modules table under
// "0", "1" ... (or the dict's keys), with torch 1.13.1's indexing, iteration and messages.
#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/evaluator.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/torch/nn/nn_module.hpp"

namespace qkv::python {
namespace {

NamedValues& children(const Value& self) { return module_state(self, "_modules").modules; }

std::int64_t child_count(const Value& self) { return static_cast<std::int64_t>(children(self).entries.size()); }

void add_child(Runtime& runtime, const Value& self, const std::string& name, const Value& module) {
    CallArgs args;
    args.positional = {str_value(name), module};
    call_value(runtime, get_attribute(runtime, self, "add_module"), args);
}

// An int index wrapped into the container, or torch's IndexError.
std::size_t child_position(const Value& self, const Value& index) {
    const std::int64_t size = child_count(self);
    const std::int64_t given = integer_argument(index);
    if (given < -size || given >= size) raise_error("IndexError", "index " + std::to_string(given) + " is out of range");
    return static_cast<std::size_t>(given < 0 ? given + size : given);
}

std::vector<std::size_t> slice_positions(const Value& slice, std::size_t size) {
    std::int64_t first, last, step;
    const auto& bounds = items_of(slice);
    slice_bounds(bounds[0], bounds[1], bounds[2], static_cast<std::int64_t>(size), first, last, step);
    std::vector<std::size_t> positions;
    for (std::int64_t i = first; step > 0 ? i < last : i > last; i += step) positions.push_back(static_cast<std::size_t>(i));
    return positions;
}

Value child_values(Runtime& runtime, const Value& self, const char* kind) {
    std::vector<Value> items;
    for (const auto& entry : children(self).entries) items.push_back(entry.second);
    return iterator_over(runtime, kind, std::move(items));
}

// del container[i]: the child goes, and the rest are numbered again from 0.
void delete_child(const Value& self, const Value& index) {
    NamedValues& table = children(self);
    table.entries.erase(table.entries.begin() + static_cast<std::ptrdiff_t>(child_position(self, index)));
    for (std::size_t i = 0; i < table.entries.size(); ++i) table.entries[i].first = std::to_string(i);
}

// Members Sequential and ModuleList share: len(), iteration, append and deletion by index.
void add_sequence_members(Scope& members, const std::string& cls) {
    members.set("__len__", module_method(cls + ".__len__", [cls](Runtime&, CallArgs& args) {
        method_arguments(args, cls + ".__len__", {});
        return int_value(child_count(self_of(args)));
    }));
    members.set("__iter__", module_method(cls + ".__iter__", [cls](Runtime& runtime, CallArgs& args) {
        method_arguments(args, cls + ".__iter__", {});
        return child_values(runtime, self_of(args), "odict_iterator");
    }));
    members.set("append", module_method(cls + ".append", {"module"}, [cls](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, cls + ".append", {"module"}, 1);
        add_child(runtime, self, std::to_string(child_count(self)), *bound[0]);
        return self;
    }));
    members.set("__delitem__", module_method(cls + ".__delitem__", {"idx"}, [cls](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, cls + ".__delitem__", {"idx"}, 1);
        if (bound[0]->type == Type::Slice) raise_unsupported("del " + cls + "[a:b]");
        delete_child(self, *bound[0]);
        return none_value();
    }));
    members.set("__setitem__", module_method(cls + ".__setitem__", {"idx", "module"}, [cls](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, cls + ".__setitem__", {"idx", "module"}, 2);
        set_attribute(runtime, self, children(self).entries[child_position(self, *bound[0])].first, *bound[1]);
        return none_value();
    }));
}

Value sequential_class() {
    Scope members;
    members.set("__init__", module_method("Sequential.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        if (!args.keywords.empty()) raise_error("TypeError", "Sequential.__init__() got an unexpected keyword argument '" + args.keywords[0].first + "'");
        initialise_module(self);
        if (args.positional.size() == 2 && args.positional[1].type == Type::Dict && dict_of(args.positional[1]).ordered) {
            for (const DictObject::Entry* entry : dict_of(args.positional[1]).live_entries()) add_child(runtime, self, str_of(entry->key), entry->value);
            return none_value();
        }
        for (std::size_t i = 1; i < args.positional.size(); ++i) add_child(runtime, self, std::to_string(i - 1), args.positional[i]);
        return none_value();
    }));
    members.set("__getitem__", module_method("Sequential.__getitem__", {"idx"}, [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Sequential.__getitem__", {"idx"}, 1);
        if (bound[0]->type != Type::Slice) return children(self).entries[child_position(self, *bound[0])].second;
        // A slice keeps the children's names, as torch rebuilds it from an OrderedDict.
        Value picked = dict_value();
        dict_of(picked).ordered = true;
        for (std::size_t position : slice_positions(*bound[0], children(self).entries.size()))
            dict_of(picked).set(str_value(children(self).entries[position].first), children(self).entries[position].second);
        CallArgs construct;
        construct.positional.push_back(picked);
        return instantiate(runtime, object_of<InstanceObject>(self).cls, construct);
    }));
    members.set("forward", module_method("Sequential.forward", {"input"}, [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "Sequential.forward", {"input"}, 1);
        Value value = *bound[0];
        for (const auto& entry : NamedValueList(children(self).entries)) {
            CallArgs step;
            step.positional.push_back(value);
            value = call_value(runtime, entry.second, step);
        }
        return value;
    }));
    add_sequence_members(members, "Sequential");
    return make_module_class("Sequential", "torch.nn.modules.container", std::move(members));
}

void extend_list(Runtime& runtime, const Value& self, const Value& modules) {
    std::vector<Value> items;
    try {
        items = iterate(runtime, modules);
    } catch (const PythonError& error) {
        if (error.type() != "TypeError" || error.message().find("is not iterable") == std::string::npos) throw;
        raise_error("TypeError", "ModuleList.extend should be called with an iterable, but got " + type_name(modules));
    }
    const std::int64_t offset = child_count(self);
    for (std::size_t i = 0; i < items.size(); ++i) add_child(runtime, self, std::to_string(offset + static_cast<std::int64_t>(i)), items[i]);
}

Value module_list_class() {
    Scope members;
    members.set("__init__", module_method("ModuleList.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleList.__init__", {"modules"});
        initialise_module(self);
        if (bound[0] && bound[0]->type != Type::None) extend_list(runtime, self, *bound[0]);
        return none_value();
    }));
    for (const char* name : {"extend", "__iadd__"}) {
        const std::string qualified = std::string("ModuleList.") + name;
        members.set(name, module_method(qualified, {"modules"}, [qualified](Runtime& runtime, CallArgs& args) {
            const Value self = self_of(args);
            const auto bound = method_arguments(args, qualified, {"modules"}, 1);
            extend_list(runtime, self, *bound[0]);
            return self;
        }));
    }
    members.set("__getitem__", module_method("ModuleList.__getitem__", {"idx"}, [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleList.__getitem__", {"idx"}, 1);
        if (bound[0]->type != Type::Slice) return children(self).entries[child_position(self, *bound[0])].second;
        std::vector<Value> picked;
        for (std::size_t position : slice_positions(*bound[0], children(self).entries.size())) picked.push_back(children(self).entries[position].second);
        CallArgs construct;
        construct.positional.push_back(list_value(std::move(picked)));
        return instantiate(runtime, object_of<InstanceObject>(self).cls, construct);
    }));
    members.set("insert", module_method("ModuleList.insert", {"index", "module"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleList.insert", {"index", "module"}, 2);
        NamedValues& table = children(self);
        const std::int64_t size = child_count(self), index = std::min(std::max<std::int64_t>(integer_argument(*bound[0]), 0), size);
        if (integer_argument(*bound[0]) < 0) raise_unsupported("ModuleList.insert with a negative index");
        table.set(std::to_string(size), none_value());
        for (std::int64_t i = size; i > index; --i) *table.find(std::to_string(i)) = *table.find(std::to_string(i - 1));
        *table.find(std::to_string(index)) = *bound[1];
        return none_value();
    }));
    add_sequence_members(members, "ModuleList");
    return make_module_class("ModuleList", "torch.nn.modules.container", std::move(members));
}

Value ordered_snapshot(const Value& self) {
    Value dict = dict_value();
    dict_of(dict).ordered = true;
    for (const auto& entry : children(self).entries) dict_of(dict).set(str_value(entry.first), entry.second);
    return dict;
}

void update_dict(Runtime& runtime, const Value& self, const Value& modules) {
    if (modules.type == Type::Dict) {
        for (const DictObject::Entry* entry : dict_of(modules).live_entries()) add_child(runtime, self, str(entry->key), entry->value);
        return;
    }
    if (is_module(modules)) {
        for (const auto& entry : NamedValueList(children(modules).entries)) add_child(runtime, self, entry.first, entry.second);
        return;
    }
    raise_unsupported("ModuleDict.update with anything but a dict or a ModuleDict");
}

Value dict_key(const Value& self, const Value& key) {
    if (key.type == Type::Str)
        if (Value* found = children(self).find(str_of(key))) return *found;
    raise_key_error(key);
}

void add_dict_views(Scope& members) {
    const std::pair<const char*, DictViewKind> views[] = {{"keys", DictViewKind::Keys}, {"values", DictViewKind::Values}, {"items", DictViewKind::Items}};
    for (const auto& view : views) {
        const std::string qualified = std::string("ModuleDict.") + view.first;
        const DictViewKind kind = view.second;
        members.set(view.first, module_method(qualified, [qualified, kind](Runtime&, CallArgs& args) {
            method_arguments(args, qualified, {});
            return dict_view_value(ordered_snapshot(self_of(args)), kind);
        }));
    }
}

Value module_dict_class() {
    Scope members;
    members.set("__init__", module_method("ModuleDict.__init__", [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleDict.__init__", {"modules"});
        initialise_module(self);
        if (bound[0] && bound[0]->type != Type::None) update_dict(runtime, self, *bound[0]);
        return none_value();
    }));
    members.set("update", module_method("ModuleDict.update", {"modules"}, [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleDict.update", {"modules"}, 1);
        update_dict(runtime, self, *bound[0]);
        return none_value();
    }));
    members.set("__getitem__", module_method("ModuleDict.__getitem__", {"key"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleDict.__getitem__", {"key"}, 1);
        return dict_key(self, *bound[0]);
    }));
    members.set("__setitem__", module_method("ModuleDict.__setitem__", {"key", "module"}, [](Runtime& runtime, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleDict.__setitem__", {"key", "module"}, 2);
        CallArgs add;
        add.positional = {*bound[0], *bound[1]};
        call_value(runtime, get_attribute(runtime, self, "add_module"), add);
        return none_value();
    }));
    members.set("__delitem__", module_method("ModuleDict.__delitem__", {"key"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleDict.__delitem__", {"key"}, 1);
        dict_key(self, *bound[0]);
        children(self).remove(str_of(*bound[0]));
        return none_value();
    }));
    members.set("pop", module_method("ModuleDict.pop", {"key"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleDict.pop", {"key"}, 1);
        const Value found = dict_key(self, *bound[0]);
        children(self).remove(str_of(*bound[0]));
        return found;
    }));
    members.set("__len__", module_method("ModuleDict.__len__", [](Runtime&, CallArgs& args) {
        method_arguments(args, "ModuleDict.__len__", {});
        return int_value(child_count(self_of(args)));
    }));
    members.set("__iter__", module_method("ModuleDict.__iter__", [](Runtime& runtime, CallArgs& args) {
        method_arguments(args, "ModuleDict.__iter__", {});
        std::vector<Value> keys;
        for (const auto& entry : children(self_of(args)).entries) keys.push_back(str_value(entry.first));
        return iterator_over(runtime, "odict_iterator", std::move(keys));
    }));
    members.set("__contains__", module_method("ModuleDict.__contains__", {"key"}, [](Runtime&, CallArgs& args) {
        const Value self = self_of(args);
        const auto bound = method_arguments(args, "ModuleDict.__contains__", {"key"}, 1);
        return bool_value(bound[0]->type == Type::Str && children(self).find(str_of(*bound[0])));
    }));
    add_dict_views(members);
    return make_module_class("ModuleDict", "torch.nn.modules.container", std::move(members));
}

}  // namespace

NamedValueList nn_container_members() {
    NamedValueList listed;
    add_member(listed, "Sequential", sequential_class());
    add_member(listed, "ModuleList", module_list_class());
    add_member(listed, "ModuleDict", module_dict_class());
    return listed;
}

}  // namespace qkv::python
