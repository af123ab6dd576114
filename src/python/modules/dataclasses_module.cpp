// dataclasses_module.cpp — `from dataclasses import dataclass, field`: the decorator reads the class's annotated
// fields (with their defaults or default_factory) and adds __init__, __repr__ and __eq__ as CPython 3.11's
// generated ones behave, with their messages; a class's own definitions of those are kept, as dataclass does.
// frozen=True adds the __setattr__/__delattr__ that raise FrozenInstanceError and a __hash__ of the fields;
// order=True adds __lt__, __le__, __gt__ and __ge__ on the fields' tuples. asdict and astuple turn an instance
// into plain dicts, lists and tuples as CPython's do, and replace() makes a changed copy.
#include "python/modules/dataclasses_module.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "python/modules/copy_module.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/signature.hpp"

namespace qkv::python {
namespace {

struct FieldSpec {
    std::string name;
    std::optional<Value> default_value;
    std::optional<Value> default_factory;
};

struct DataclassFields : Object {  // the fields' specs, in __init__'s order, base classes' first
    std::vector<FieldSpec> fields;
    bool frozen = false;
};

struct DataclassOptions {
    bool eq = true;
    bool frozen = false;
    bool order = false;
};

const Value& field_class() {
    static const Value cls = make_class("Field", "dataclasses", {}, Scope());
    return cls;
}

// field(default=..., default_factory=...): a Field whose attributes hold what was given.
Value make_field(Runtime& runtime, CallArgs& args) {
    if (!args.positional.empty())
        raise_error("TypeError", "field() takes 0 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    std::optional<Value> fallback = take_keyword(args, "default"), factory = take_keyword(args, "default_factory");
    if (!args.keywords.empty()) raise_unsupported("dataclasses.field(" + args.keywords[0].first + "=...)");
    if (fallback && factory) raise_error("ValueError", "cannot specify both default and default_factory");
    CallArgs none;
    Value made = instantiate(runtime, field_class(), none);
    if (fallback) object_of<InstanceObject>(made).attributes.set("default", *fallback);
    if (factory) object_of<InstanceObject>(made).attributes.set("default_factory", *factory);
    return made;
}

bool is_field(const Value& value) { return value.type == Type::Instance && value.object && object_of<InstanceObject>(value).cls.object == field_class().object; }

std::shared_ptr<DataclassFields> fields_of(const ClassObject& cls) {
    const Value* held = cls.members.find("__dataclass_fields__");
    if (!held || held->type != Type::Instance || !object_of<InstanceObject>(*held).native) return nullptr;
    return std::static_pointer_cast<DataclassFields>(object_of<InstanceObject>(*held).native);
}

// The class's own annotated names become fields; a default found in the body (or in a field()) is kept.
void add_own_fields(ClassObject& cls, std::vector<FieldSpec>& fields) {
    const Value* annotations = cls.members.find("__annotations__");
    if (!annotations) return;
    for (const Value& key : dict_of(*annotations).keys()) {
        FieldSpec spec{str_of(key), std::nullopt, std::nullopt};
        if (Value* member = cls.members.find(spec.name)) {
            if (is_field(*member)) {
                const Scope& given = object_of<InstanceObject>(*member).attributes;
                if (const Value* fallback = given.find("default")) spec.default_value = *fallback;
                if (const Value* factory = given.find("default_factory")) spec.default_factory = *factory;
                if (spec.default_value) *member = *spec.default_value;
                else cls.members.remove(spec.name);
            } else {
                spec.default_value = *member;
            }
        }
        if (spec.default_value && (spec.default_value->type == Type::List || spec.default_value->type == Type::Dict ||
                                   (spec.default_value->type == Type::Set && !set_of(*spec.default_value).frozen)))
            raise_error("ValueError", "mutable default <class '" + type_name(*spec.default_value) + "'> for field " + spec.name +
                                          " is not allowed: use default_factory");
        auto same = std::find_if(fields.begin(), fields.end(), [&](const FieldSpec& f) { return f.name == spec.name; });
        if (same != fields.end()) *same = spec;
        else fields.push_back(spec);
    }
}

Value make_init(const Value& cls, std::shared_ptr<DataclassFields> spec) {
    Signature signature{class_of(cls).name + ".__init__", {}, 0, {}};
    for (const FieldSpec& field : spec->fields) {
        signature.positional.push_back(field.name);
        if (!field.default_value && !field.default_factory) ++signature.required;
    }
    return builtin_value("__init__", [signature, spec](Runtime& runtime, CallArgs& args) {
        const Value self = args.positional.at(0);
        args.positional.erase(args.positional.begin());
        const std::vector<std::optional<Value>> bound = bind_signature(signature, args);
        for (std::size_t i = 0; i < spec->fields.size(); ++i) {
            const FieldSpec& field = spec->fields[i];
            CallArgs none;
            const Value value = bound[i] ? *bound[i] : field.default_factory ? runtime.call(*field.default_factory, none) : *field.default_value;
            // A frozen class's own __setattr__ refuses: __init__ sets the fields as object.__setattr__ would.
            if (spec->frozen) object_of<InstanceObject>(self).attributes.set(field.name, value);
            else set_attribute(runtime, self, field.name, value);
        }
        if (find_member(class_of_instance(self), "__post_init__")) call_special(self, "__post_init__", {});
        return none_value();
    });
}

std::vector<Value> field_values(Runtime& runtime, const Value& self, const DataclassFields& spec) {
    std::vector<Value> values;
    for (const FieldSpec& field : spec.fields) values.push_back(*instance_attribute(runtime, self, field.name));
    return values;
}

Value make_repr(std::shared_ptr<DataclassFields> spec) {
    return builtin_value("__repr__", [spec](Runtime& runtime, CallArgs& args) {
        const Value& self = args.positional.at(0);
        const std::vector<Value> values = field_values(runtime, self, *spec);
        std::string text = class_of_instance(self).name + "(";
        for (std::size_t i = 0; i < values.size(); ++i) text += (i ? ", " : "") + spec->fields[i].name + "=" + repr(values[i]);
        return str_value(text + ")");
    });
}

Value make_eq(std::shared_ptr<DataclassFields> spec) {
    return builtin_value("__eq__", [spec](Runtime& runtime, CallArgs& args) {
        const Value& self = args.positional.at(0);
        const Value& other = args.positional.at(1);
        if (other.type != Type::Instance || object_of<InstanceObject>(other).cls.object != object_of<InstanceObject>(self).cls.object)
            return bool_value(false);
        return bool_value(compare("==", tuple_value(field_values(runtime, self, *spec)), tuple_value(field_values(runtime, other, *spec))));
    });
}

void add_method(ClassObject& cls, const std::string& name, Value method) {
    if (cls.members.find(name)) return;  // the class's own definition wins
    object_of<BuiltinObject>(method).wraps_function = true;
    cls.members.set(name, std::move(method));
}

const Value& frozen_instance_error_class() {
    static const Value cls = make_class("FrozenInstanceError", "dataclasses", {exception_class("AttributeError")}, Scope());
    return cls;
}

[[noreturn]] void raise_frozen(Runtime& runtime, const std::string& what) {
    CallArgs arguments;
    arguments.positional = {str_value(what)};
    raise_exception(runtime, instantiate(runtime, frozen_instance_error_class(), arguments));
}

bool names_field(const DataclassFields& spec, const std::string& name) {
    return std::any_of(spec.fields.begin(), spec.fields.end(), [&](const FieldSpec& field) { return field.name == name; });
}

// frozen=True: the class's own instances take no attribute at all, a subclass's no field; other names go on as
// object.__setattr__ / __delattr__ would.
void add_frozen_methods(const Value& cls, const std::shared_ptr<DataclassFields>& spec) {
    ClassObject& target = object_of<ClassObject>(cls);
    const ClassObject* const own = &target;
    for (const char* name : {"__setattr__", "__delattr__"})
        if (target.members.find(name)) raise_error("TypeError", std::string("Cannot overwrite attribute ") + name + " in class " + target.name);
    add_method(target, "__setattr__", builtin_value("__setattr__", [spec, own](Runtime& runtime, CallArgs& args) {
        const Value& self = args.positional.at(0);
        const std::string name = str_of(args.positional.at(1));
        if (&class_of_instance(self) == own || names_field(*spec, name)) raise_frozen(runtime, "cannot assign to field " + repr(args.positional[1]));
        object_of<InstanceObject>(self).attributes.set(name, args.positional.at(2));
        return none_value();
    }));
    add_method(target, "__delattr__", builtin_value("__delattr__", [spec, own](Runtime& runtime, CallArgs& args) {
        const Value& self = args.positional.at(0);
        const std::string name = str_of(args.positional.at(1));
        if (&class_of_instance(self) == own || names_field(*spec, name)) raise_frozen(runtime, "cannot delete field " + repr(args.positional[1]));
        if (!object_of<InstanceObject>(self).attributes.remove(name)) raise_error("AttributeError", name);
        return none_value();
    }));
}

// order=True: the fields' tuples compared, for two instances of the same class.
void add_order_methods(ClassObject& target, const std::shared_ptr<DataclassFields>& spec) {
    for (const auto& [name, op] : {std::pair<const char*, const char*>{"__lt__", "<"}, {"__le__", "<="}, {"__gt__", ">"}, {"__ge__", ">="}}) {
        if (target.members.find(name))
            raise_error("TypeError", std::string("Cannot overwrite attribute ") + name + " in class " + target.name +
                                         ". Consider using functools.total_ordering");
        const std::string symbol = op;
        add_method(target, name, builtin_value(name, [spec, symbol](Runtime& runtime, CallArgs& args) {
            const Value& self = args.positional.at(0);
            const Value& other = args.positional.at(1);
            if (other.type != Type::Instance || &class_of_instance(other) != &class_of_instance(self))
                raise_unsupported("comparing a dataclass with order=True to a '" + type_name(other) + "' object");
            return bool_value(compare(symbol, tuple_value(field_values(runtime, self, *spec)), tuple_value(field_values(runtime, other, *spec))));
        }));
    }
}

Value make_frozen_hash(std::shared_ptr<DataclassFields> spec) {
    return builtin_value("__hash__", [spec](Runtime& runtime, CallArgs& args) {
        return int_value(python_hash(tuple_value(field_values(runtime, args.positional.at(0), *spec))));
    });
}

Value decorate(Runtime& runtime, const Value& cls, const DataclassOptions& options) {
    if (cls.type != Type::Class) raise_unsupported("dataclass on a " + type_name(cls));
    if (options.order && !options.eq) raise_error("ValueError", "eq must be true if order is true");
    ClassObject& target = object_of<ClassObject>(cls);
    auto spec = std::make_shared<DataclassFields>();
    spec->frozen = options.frozen;
    bool dataclass_base = false, frozen_base = false;
    for (auto base = target.mro.rbegin(); base != target.mro.rend(); ++base)
        if (*base != &target)
            if (std::shared_ptr<DataclassFields> inherited = fields_of(**base)) {
                spec->fields = inherited->fields;
                dataclass_base = true;
                frozen_base = frozen_base || inherited->frozen;
            }
    if (dataclass_base && frozen_base && !options.frozen) raise_error("TypeError", "cannot inherit non-frozen dataclass from a frozen one");
    if (dataclass_base && !frozen_base && options.frozen) raise_error("TypeError", "cannot inherit frozen dataclass from a non-frozen one");
    add_own_fields(target, spec->fields);
    bool seen_default = false;
    for (const FieldSpec& field : spec->fields) {
        const bool has_default = field.default_value || field.default_factory;
        if (seen_default && !has_default) raise_error("TypeError", "non-default argument '" + field.name + "' follows default argument");
        seen_default = seen_default || has_default;
    }
    CallArgs none;
    Value holder = instantiate(runtime, field_class(), none);
    object_of<InstanceObject>(holder).native = spec;
    target.members.set("__dataclass_fields__", holder);
    add_method(target, "__init__", make_init(cls, spec));
    add_method(target, "__repr__", make_repr(spec));
    if (options.eq) add_method(target, "__eq__", make_eq(spec));
    if (options.order) add_order_methods(target, spec);
    if (options.frozen) add_frozen_methods(cls, spec);
    const bool own_hash = target.members.find("__hash__") != nullptr;
    if (options.eq && options.frozen && !own_hash) add_method(target, "__hash__", make_frozen_hash(spec));
    else if (options.eq && !own_hash) target.members.set("__hash__", none_value());  // eq without frozen: unhashable
    return cls;
}

// @dataclass and @dataclass(...): eq, frozen and order as given; the other options only at their defaults.
Value dataclass(Runtime& runtime, CallArgs& args) {
    DataclassOptions options;
    for (const auto& keyword : args.keywords) {
        const bool on = truthy(keyword.second);
        if (keyword.first == "eq") options.eq = on;
        else if (keyword.first == "frozen") options.frozen = on;
        else if (keyword.first == "order") options.order = on;
        else if ((keyword.first == "init" || keyword.first == "repr") ? !on : on)
            raise_unsupported("dataclass(" + keyword.first + "=" + repr(keyword.second) + ")");
    }
    if (args.positional.empty())
        return builtin_value("wrap", [options](Runtime& inner, CallArgs& wrapped) { return decorate(inner, wrapped.positional.at(0), options); });
    return decorate(runtime, args.positional[0], options);
}

// dataclasses.replace(obj, /, **changes): a new instance from the class, its fields as obj's but for the changes.
Value replace(Runtime& runtime, CallArgs& args) {
    if (args.positional.size() != 1)
        raise_error("TypeError", "replace() takes 1 positional argument but " + std::to_string(args.positional.size()) + " were given");
    const Value obj = args.positional[0];
    const std::shared_ptr<DataclassFields> spec = obj.type == Type::Instance ? fields_of(class_of_instance(obj)) : nullptr;
    if (!spec) raise_error("TypeError", "replace() should be called on dataclass instances");
    CallArgs call;
    call.keywords = args.keywords;
    for (const FieldSpec& field : spec->fields) {
        const bool changed = std::any_of(args.keywords.begin(), args.keywords.end(), [&](const auto& kw) { return kw.first == field.name; });
        if (!changed) call.keywords.emplace_back(field.name, *instance_attribute(runtime, obj, field.name));
    }
    return runtime.call(object_of<InstanceObject>(obj).cls, call);
}

// ---- asdict and astuple ---------------------------------------------------------------------------------------

// What asdict/astuple make of one value, as CPython's _asdict_inner: dataclass instances become dicts (or tuples),
// lists, tuples (named ones keep their type) and dicts are rebuilt from their converted items, and anything else is
// copy.deepcopy'd.
Value plain_value(Runtime& runtime, const Value& value, bool as_dict) {
    if (value.type == Type::Instance)
        if (std::shared_ptr<DataclassFields> spec = fields_of(class_of_instance(value))) {
            const std::vector<Value> values = field_values(runtime, value, *spec);
            std::vector<Value> converted;
            for (const Value& item : values) converted.push_back(plain_value(runtime, item, as_dict));
            if (!as_dict) return tuple_value(std::move(converted));
            Value dict = dict_value();
            for (std::size_t i = 0; i < converted.size(); ++i) dict_of(dict).set(str_value(spec->fields[i].name), converted[i]);
            return dict;
        }
    if (value.type == Type::List || value.type == Type::Tuple) {
        const SequenceObject& sequence = object_of<SequenceObject>(value);
        if (sequence.subclass || (!sequence.struct_name.empty() && !sequence.python_named))
            raise_unsupported(std::string(as_dict ? "asdict" : "astuple") + " of a dataclass holding a " + type_name(value));
        std::vector<Value> converted;
        for (const Value& item : sequence.items) converted.push_back(plain_value(runtime, item, as_dict));
        if (value.type == Type::List) return list_value(std::move(converted));
        if (!sequence.python_named) return tuple_value(std::move(converted));
        Value named = named_tuple_value(sequence.struct_name, sequence.field_names, std::move(converted));
        object_of<SequenceObject>(named).python_named = true;
        return named;
    }
    if (value.type == Type::Dict) {
        const DictObject& source = dict_of(value);
        if (source.ordered || source.flavor != DictObject::Flavor::Plain)
            raise_unsupported(std::string(as_dict ? "asdict" : "astuple") + " of a dataclass holding a " + type_name(value));
        Value dict = dict_value();
        for (const DictObject::Entry* entry : source.live_entries())
            dict_of(dict).set(plain_value(runtime, entry->key, as_dict), plain_value(runtime, entry->value, as_dict));
        return dict;
    }
    return deep_copy(runtime, value);
}

// dataclasses.asdict(obj) / astuple(obj), with CPython's TypeError for anything but a dataclass instance.
NativeFunction plain_function(bool as_dict) {
    return [as_dict](Runtime& runtime, CallArgs& args) {
        const std::string name = as_dict ? "asdict" : "astuple";
        if (args.keywords.size() + args.positional.size() != 1 || args.positional.empty())
            raise_unsupported(name + "(...) with these arguments (dict_factory/tuple_factory)");
        const Value& given = args.positional[0];
        if (given.type != Type::Instance || !fields_of(class_of_instance(given)))
            raise_error("TypeError", name + "() should be called on dataclass instances");
        return plain_value(runtime, given, as_dict);
    };
}

}  // namespace

Value make_dataclasses_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "dataclasses";
    module->members = {{"dataclass", builtin_value("dataclass", dataclass)}, {"field", builtin_value("field", make_field)},
                       {"asdict", builtin_value("asdict", plain_function(true))}, {"replace", builtin_value("replace", replace)},
                       {"FrozenInstanceError", frozen_instance_error_class()},
                       {"astuple", builtin_value("astuple", plain_function(false))}};
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

}  // namespace qkv::python
