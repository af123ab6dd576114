// copy_module.cpp — copy.copy and copy.deepcopy as CPython 3.11's copy.py makes them: immutable values returned as
// they are, lists, dicts and sets rebuilt, tuples kept when nothing inside changed, instances rebuilt without
// __init__ from their attributes, and in deepcopy a memo that keeps shared references shared and closes cycles.
// Objects of an extension (a tensor) copy themselves through their NativeType's copy slots; an instance whose
// built-in base keeps state (an nn.Module's tables) through that state's Object::shared_by_copy and deep_copied.
// What has none of these is refused rather than copied wrong.
#include "python/modules/copy_module.hpp"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "python/modules/stdlib_modules.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/stack_guard.hpp"

namespace qkv::python {

namespace {

// Values both functions return as they are (copy.py's _copy_immutable and _deepcopy_atomic).
bool is_atomic(const Value& value) {
    switch (value.type) {
        case Type::None: case Type::Bool: case Type::Int: case Type::BigInt: case Type::Float: case Type::Str:
        case Type::Range: case Type::Function: case Type::Builtin: case Type::Class: case Type::TypeObject:
        case Type::Ellipsis: case Type::Module:
            return true;
        default:
            return false;
    }
}

// A class written in the program that customises copying (__copy__ excepted for copy.copy): not reproduced.
void refuse_custom_protocol(const Value& instance, bool deep) {
    const char* const hooks[] = {"__deepcopy__", "__reduce__", "__reduce_ex__", "__getstate__", "__setstate__", "__copy__"};
    for (const ClassObject* cls : class_of_instance(instance).mro) {
        if (cls->module != "__main__") continue;
        for (const char* hook : hooks) {
            if (!deep && std::string(hook) == "__copy__") continue;
            if (cls->members.find(hook)) raise_unsupported(std::string(deep ? "copy.deepcopy" : "copy.copy") + " of an object whose class defines " + hook);
        }
    }
}

std::shared_ptr<InstanceObject> new_instance_like(Runtime& runtime, const Value& instance) {
    auto made = std::make_shared<InstanceObject>();
    made->cls = object_of<InstanceObject>(instance).cls;
    runtime.track(made);
    return made;
}

Value instance_of(std::shared_ptr<InstanceObject> object) {
    Value value;
    value.type = Type::Instance;
    value.object = std::move(object);
    return value;
}

// An empty dict of the same kind (OrderedDict, defaultdict with its factory, Counter).
Value empty_dict_like(const Value& dict) {
    const DictObject& source = dict_of(dict);
    Value made = dict_value();
    DictObject& target = dict_of(made);
    target.ordered = source.ordered;
    target.flavor = source.flavor;
    target.default_factory = source.default_factory;
    return made;
}

Value sequence_like(const Value& original, std::vector<Value> items) {
    auto made = std::make_shared<SequenceObject>();
    const SequenceObject& source = object_of<SequenceObject>(original);
    made->items = std::move(items);
    made->subclass = source.subclass;
    made->struct_name = source.struct_name;
    made->field_names = source.field_names;
    made->python_named = source.python_named;
    Value value;
    value.type = original.type;
    value.object = std::move(made);
    return value;
}

// A bound method bound again, to `self` (copy.copy: the same object; deepcopy: its copy).
Value rebound(const Value& method, Value self) {
    auto made = std::make_shared<BoundMethodObject>();
    made->self = std::move(self);
    made->function = object_of<BoundMethodObject>(method).function;
    Value value;
    value.type = Type::BoundMethod;
    value.object = std::move(made);
    return value;
}

[[noreturn]] void refuse(const Value& value, bool deep) {
    raise_unsupported(std::string(deep ? "copy.deepcopy" : "copy.copy") + " of a " + type_name(value) + " object");
}

// ---- copy.copy ---------------------------------------------------------------------------------------------------

Value shallow_instance(Runtime& runtime, const Value& instance) {
    refuse_custom_protocol(instance, false);
    if (const Value* hook = find_member(class_of_instance(instance), "__copy__")) {
        CallArgs self_only;
        self_only.positional = {instance};
        return runtime.call(*hook, self_only);
    }
    const InstanceObject& source = object_of<InstanceObject>(instance);
    if (source.native && !source.native->shared_by_copy()) refuse(instance, false);
    auto made = new_instance_like(runtime, instance);
    made->native = source.native;
    for (const std::string& name : source.attributes.names()) made->attributes.set(name, *source.attributes.find(name));
    return instance_of(std::move(made));
}

Value shallow_copy(Runtime& runtime, const Value& value) {
    if (is_atomic(value)) return value;
    switch (value.type) {
        case Type::Tuple: return value;
        case Type::List: {
            Value made = list_value(items_of(value));
            runtime.track_container(made);
            return made;
        }
        case Type::Dict: {
            Value made = empty_dict_like(value);
            for (const DictObject::Entry* entry : dict_of(value).live_entries()) dict_of(made).set(entry->key, entry->value);
            runtime.track_container(made);
            return made;
        }
        case Type::Set: return set_of(value).frozen ? value : set_from_items(iterate(runtime, value));
        case Type::Slice: return value;
        case Type::Instance: return shallow_instance(runtime, value);
        case Type::BoundMethod: return rebound(value, object_of<BoundMethodObject>(value).self);
        case Type::Native:
            if (const auto copy = native_type_of(value).copy) return copy(runtime, value);
            refuse(value, false);
        default: refuse(value, false);
    }
}

// ---- copy.deepcopy -----------------------------------------------------------------------------------------------

class Memo final : public DeepCopier {
public:
    explicit Memo(Runtime& runtime) : runtime_(runtime) {}
    Value copy(const Value& value) override;
    const Value* remembered(const void* key) const override {
        auto found = copies_.find(key);
        return found == copies_.end() ? nullptr : &found->second;
    }
    void remember(const void* key, const Value& copy) override { copies_[key] = copy; }

private:
    static const void* identity(const Value& value) {
        return value.type == Type::Native ? native_identity(value) : static_cast<const void*>(value.object.get());
    }
    Value copy_new(const Value& value, const void* key);
    Value copy_tuple(const Value& tuple, const void* key);
    Value copy_instance(const Value& instance, const void* key);

    Runtime& runtime_;
    std::unordered_map<const void*, Value> copies_;
    std::vector<Value> originals_;  // kept alive, so that no address in the memo is reused during the call
};

Value Memo::copy(const Value& value) {
    if (is_atomic(value)) return value;
    const void* key = identity(value);
    if (const Value* copied = remembered(key)) return *copied;
    runtime_.charge(1);
    RecursionLevel level(runtime_, "");
    Value made = copy_new(value, key);
    if (!remembered(key)) remember(key, made);
    originals_.push_back(value);
    return made;
}

Value Memo::copy_new(const Value& value, const void* key) {
    switch (value.type) {
        case Type::List: {
            Value made = list_value({});
            remember(key, made);
            for (const Value& item : std::vector<Value>(items_of(value))) items_of(made).push_back(copy(item));
            runtime_.track_container(made);
            return made;
        }
        case Type::Dict: {
            Value made = empty_dict_like(value);
            remember(key, made);
            for (const DictObject::Entry* entry : dict_of(value).live_entries()) dict_of(made).set(copy(entry->key), copy(entry->value));
            runtime_.track_container(made);
            return made;
        }
        case Type::Tuple: return copy_tuple(value, key);
        case Type::Slice: return sequence_like(value, items_of(value));
        case Type::Set: {
            std::vector<Value> items;
            for (const Value& item : iterate(runtime_, value)) items.push_back(copy(item));
            Value made = set_from_items(items);
            set_of(made).frozen = set_of(value).frozen;
            return made;
        }
        case Type::Instance: return copy_instance(value, key);
        case Type::BoundMethod: return rebound(value, copy(object_of<BoundMethodObject>(value).self));
        case Type::Native:
            if (const auto deep_copy = native_type_of(value).deep_copy) return deep_copy(runtime_, value, *this);
            refuse(value, true);
        default: refuse(value, true);
    }
}

Value Memo::copy_tuple(const Value& tuple, const void* key) {
    std::vector<Value> items;
    bool changed = false;
    for (const Value& item : items_of(tuple)) {
        items.push_back(copy(item));
        changed = changed || items.back().object != item.object || items.back().type != item.type;
    }
    if (const Value* closed = remembered(key)) return *closed;  // reached again through a cycle inside it
    if (!changed && !object_of<SequenceObject>(tuple).subclass && !object_of<SequenceObject>(tuple).python_named) return tuple;
    Value made = sequence_like(tuple, std::move(items));
    runtime_.track_container(made);
    return made;
}

Value Memo::copy_instance(const Value& instance, const void* key) {
    refuse_custom_protocol(instance, true);
    const InstanceObject& source = object_of<InstanceObject>(instance);
    auto made = new_instance_like(runtime_, instance);
    const Value result = instance_of(made);
    remember(key, result);
    if (source.native) {
        made->native = source.native->deep_copied(*this);
        if (!made->native) refuse(instance, true);
    }
    for (const std::string& name : std::vector<std::string>(source.attributes.names()))
        made->attributes.set(name, copy(*source.attributes.find(name)));
    return result;
}

Value copy_function(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "copy");
    if (args.positional.size() != 1)
        raise_error("TypeError", args.positional.empty() ? "copy() missing 1 required positional argument: 'x'"
                                                         : "copy() takes 1 positional argument but " +
                                                               std::to_string(args.positional.size()) + " were given");
    return shallow_copy(runtime, args.positional[0]);
}

Value deepcopy_function(Runtime& runtime, CallArgs& args) {
    if (!args.keywords.empty() || args.positional.size() != 1) {
        if (args.positional.size() == 2 || !args.keywords.empty()) raise_unsupported("copy.deepcopy with a memo");
        raise_error("TypeError", args.positional.empty() ? "deepcopy() missing 1 required positional argument: 'x'"
                                                         : "deepcopy() takes from 1 to 3 positional arguments but " +
                                                               std::to_string(args.positional.size()) + " were given");
    }
    return deep_copy(runtime, args.positional[0]);
}

}  // namespace

Value deep_copy(Runtime& runtime, const Value& value) {
    Memo memo(runtime);
    return memo.copy(value);
}

Value make_copy_module() {
    return module_value("copy", false,
                        {{"copy", builtin_value("copy", copy_function)},
                         {"deepcopy", builtin_value("deepcopy", deepcopy_function)}});
}

}  // namespace qkv::python
