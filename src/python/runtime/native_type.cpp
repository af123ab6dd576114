// native_type.cpp — the defaults of the native-type slots, tuple subclasses and the extension registry (see
// native_type.hpp).
#include "python/runtime/native_type.hpp"

#include <deque>
#include <utility>

namespace qkv::python {

Value native_value(std::shared_ptr<NativeObject> object) {
    Value result;
    result.type = Type::Native;
    result.object = std::move(object);
    return result;
}

Value tuple_subclass_value(const NativeType& subclass, std::vector<Value> items) {
    Value result = tuple_value(std::move(items));
    object_of<SequenceObject>(result).subclass = &subclass;
    return result;
}

const NativeType* tuple_subclass_of(const Value& value) {
    return value.type == Type::Tuple ? object_of<SequenceObject>(value).subclass : nullptr;
}

Value native_type_object(std::string name, const NativeType& type, bool (*accepts)(const Value& value), NativeFunction construct) {
    Value result = type_value(std::move(name), Type::Native, std::move(construct));
    object_of<TypeObject>(result).native = &type;
    object_of<TypeObject>(result).accepts = accepts;
    return result;
}

std::string native_type_name(const Value& value) {
    const NativeType& type = native_type_of(value);
    return type.type_name ? type.type_name(value) : type.name;
}

std::string native_repr(const Value& value) {
    const NativeType& type = native_type_of(value);
    return type.repr ? type.repr(value) : "<" + native_type_name(value) + " object>";
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

const void* native_identity(const Value& value) {
    const NativeType& type = native_type_of(value);
    return type.identity ? type.identity(value) : value.object.get();
}

// ---- the extension registry ---------------------------------------------------------------------------------------

namespace {

struct RegisteredModule {
    ExtensionModule module;
    std::optional<Value> made;
};

std::deque<RegisteredModule>& registered_modules() {  // a deque: registering keeps earlier entries in place
    static std::deque<RegisteredModule> modules;
    return modules;
}

}  // namespace

void register_extension_module(ExtensionModule module) {
    if (find_extension_module(module.path)) return;
    registered_modules().push_back({std::move(module), std::nullopt});
}

const ExtensionModule* find_extension_module(const std::string& path) {
    for (const RegisteredModule& registered : registered_modules())
        if (registered.module.path == path) return &registered.module;
    return nullptr;
}

Value extension_module_value(const ExtensionModule& module) {
    for (RegisteredModule& registered : registered_modules()) {
        if (&registered.module != &module) continue;
        if (!registered.made) registered.made = registered.module.make();
        return *registered.made;
    }
    return none_value();
}

}  // namespace qkv::python
