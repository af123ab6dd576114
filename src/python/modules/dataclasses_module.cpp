// dataclasses_module.cpp — `from dataclasses import dataclass, field`: the decorator reads the class's annotated
// fields (with their defaults or default_factory) and adds __init__, __repr__ and __eq__ as CPython 3.11's
// generated ones behave, with their messages; a class's own definitions of those are kept, as dataclass does.
// asdict and astuple turn an instance into plain dicts, lists and tuples as CPython's do.
#include "python/modules/dataclasses_module.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "python/modules/copy_module.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
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
            set_attribute(runtime, self, field.name, value);
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

Value decorate(Runtime& runtime, const Value& cls) {
    if (cls.type != Type::Class) raise_unsupported("dataclass on a " + type_name(cls));
    ClassObject& target = object_of<ClassObject>(cls);
    auto spec = std::make_shared<DataclassFields>();
    for (auto base = target.mro.rbegin(); base != target.mro.rend(); ++base)
        if (*base != &target)
            if (std::shared_ptr<DataclassFields> inherited = fields_of(**base)) spec->fields = inherited->fields;
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
    add_method(target, "__eq__", make_eq(spec));
    if (!target.members.find("__hash__")) target.members.set("__hash__", none_value());  // eq without frozen: unhashable
    return cls;
}

// @dataclass and @dataclass(...): only the default options are run here.
Value dataclass(Runtime& runtime, CallArgs& args) {
    for (const auto& keyword : args.keywords) {
        const bool default_option = (keyword.first == "init" || keyword.first == "repr" || keyword.first == "eq") ? truthy(keyword.second)
                                    : !truthy(keyword.second);
        if (!default_option) raise_unsupported("dataclass(" + keyword.first + "=" + repr(keyword.second) + ")");
    }
    if (args.positional.empty()) return builtin_value("wrap", [](Runtime& inner, CallArgs& wrapped) { return decorate(inner, wrapped.positional.at(0)); });
    return decorate(runtime, args.positional[0]);
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
                       {"asdict", builtin_value("asdict", plain_function(true))},
                       {"astuple", builtin_value("astuple", plain_function(false))}};
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

}  // namespace qkv::python
