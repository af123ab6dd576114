// native_type.hpp — how an extension (torch, numpy) adds its own types to the interpreter without the interpreter
// knowing them. A NativeType is a table of slots, as a CPython type object is (tp_repr, tp_hash, tp_richcompare,
// tp_getattro, nb_bool); a slot left empty means what Python does for a plain object: repr "<NAME object>", str
// the repr, hash and == by identity, always true, no attributes. A value of such a type is a Value of kind
// Type::Native whose object derives from NativeObject and points to its NativeType, which lives as long as the
// program (a static of the extension). A native object holds no Python values, so it never closes a reference
// cycle (containers holding one are not tracked, see Runtime::track_container).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

struct NativeType {
    std::string name;  // as type names it in messages and type(x): "torch.dtype"
    std::function<std::string(const Value& self)> repr;
    std::function<std::string(const Value& self)> str;
    std::function<std::int64_t(const Value& self)> hash;
    std::function<bool(const Value& self, const Value& other)> equal;  // ==, != (other may be of any type)
    std::function<bool(const Value& self)> truth;
    // self.name, or nullopt when the type has no such attribute (the caller raises AttributeError).
    std::function<std::optional<Value>(Runtime& runtime, const Value& self, const std::string& name)> attribute;
    // What type(x) gives, so that `type(x) is torch.finfo`: the class the extension registered; empty: a class
    // made from `name` on each call.
    std::function<Value()> type_object;
};

struct NativeObject : Object {
    explicit NativeObject(const NativeType& type) : native_type(&type) {}
    const NativeType* native_type;
};

Value native_value(std::shared_ptr<NativeObject> object);
const NativeType& native_type_of(const Value& value);  // value.type == Type::Native
bool is_native(const Value& value, const NativeType& type);
template <typename T>
const T& native_of(const Value& value) {  // the extension's object behind a value it checked with is_native
    return static_cast<const T&>(*value.object);
}

// The slots with their defaults applied, for the interpreter's generic code.
std::string native_repr(const Value& value);
std::string native_str(const Value& value);
bool native_equal(const Value& value, const Value& other);
bool native_truth(const Value& value);
std::optional<Value> native_attribute(Runtime& runtime, const Value& value, const std::string& name);

}  // namespace qkv::python
