// native_type.cpp — the defaults of the native-type slots (see native_type.hpp).
#include "python/runtime/native_type.hpp"

namespace qkv::python {

Value native_value(std::shared_ptr<NativeObject> object) {
    Value result;
    result.type = Type::Native;
    result.object = std::move(object);
    return result;
}

const NativeType& native_type_of(const Value& value) { return *static_cast<const NativeObject&>(*value.object).native_type; }

bool is_native(const Value& value, const NativeType& type) { return value.type == Type::Native && &native_type_of(value) == &type; }

std::string native_repr(const Value& value) {
    const NativeType& type = native_type_of(value);
    return type.repr ? type.repr(value) : "<" + type.name + " object>";
}

std::string native_str(const Value& value) {
    const NativeType& type = native_type_of(value);
    return type.str ? type.str(value) : native_repr(value);
}

bool native_equal(const Value& value, const Value& other) {
    const NativeType& type = native_type_of(value);
    return type.equal ? type.equal(value, other) : value.object == other.object;
}

bool native_truth(const Value& value) {
    const NativeType& type = native_type_of(value);
    return type.truth ? type.truth(value) : true;
}

std::optional<Value> native_attribute(Runtime& runtime, const Value& value, const std::string& name) {
    const NativeType& type = native_type_of(value);
    return type.attribute ? type.attribute(runtime, value, name) : std::nullopt;
}

}  // namespace qkv::python
