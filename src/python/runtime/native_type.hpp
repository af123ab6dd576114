// native_type.hpp — how an extension (torch, numpy) adds its own types and modules to the interpreter without the
// interpreter knowing them.
//
// A NativeType is a table of slots, as a CPython type object is (tp_repr, tp_hash, tp_richcompare, tp_getattro,
// tp_call, tp_iter, mp_subscript, nb_add, nb_bool, nb_float, nb_index ...). Slots are plain function pointers, so a
// call through one costs what the switch it replaced did. A slot left empty means what Python does for a plain
// object: repr "<NAME object>", str the repr, hash and == by identity, always true, no attributes, not callable,
// no operators, not iterable, not subscriptable. A value of such a type is a Value of kind Type::Native whose object
// derives from NativeObject and points to its NativeType, which lives as long as the program (a static of the
// extension). A native object holds no Python values, so it never closes a reference cycle (containers holding one
// are not tracked, see Runtime::track_container).
//
// A NativeType also describes a subclass of tuple (torch.Size): a tuple whose SequenceObject::subclass points to it.
// Such a value is a tuple everywhere (indexing, iteration, ==, hash, isinstance(x, tuple)); its type's name, repr,
// attribute slot and from_items (what slicing, + and * of it make) are the subclass's.
//
// Extensions register their modules (`import torch`, `import torch.nn`) with register_extension_module at start,
// before any program runs; the interpreter's import looks there after the standard library.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

struct NativeType {
    std::string name;  // as messages and type(x) name it by default: "torch.dtype"
    // Names that depend on the object (a tensor is "Parameter" or "Tensor"); default `name`.
    std::string (*type_name)(const Value& self) = nullptr;
    // What type(x) gives: the class the extension registered (type(x) is torch.finfo), or one that depends on the
    // object (a Parameter's); empty: a class made from type_name on each call.
    Value (*type_object)(const Value& self) = nullptr;
    const char* attribute_names = nullptr;  // python_names' table that suggests attribute names; default type_name
    const char* construct_name = nullptr;   // "Tensor": "Tensor.foo is not supported"; default type_name
    // Conversions and protocols of any object.
    std::string (*repr)(const Value& self) = nullptr;
    std::string (*str)(const Value& self) = nullptr;
    std::int64_t (*hash)(const Value& self) = nullptr;
    const void* (*identity)(const Value& self) = nullptr;  // what `is` compares; default the object
    bool (*equal)(const Value& self, const Value& other) = nullptr;  // == inside containers (other may be of any type)
    bool (*truth)(const Value& self) = nullptr;
    // self.name, or nullopt when the type has no such attribute (the caller raises AttributeError).
    std::optional<Value> (*attribute)(Runtime& runtime, const Value& self, const std::string& name) = nullptr;
    void (*set_attribute)(const Value& self, const std::string& name, const Value& value) = nullptr;
    // An attribute of the type object that constructs this type's values (torch.Tensor.sum), by the type's name.
    std::optional<Value> (*class_attribute)(const std::string& class_name, const std::string& name) = nullptr;
    Value (*call)(Runtime& runtime, const Value& self, CallArgs& args) = nullptr;
    // Operators. Called when either operand is of this type (the left one's type first), with the operands as
    // written: the slot does the reflected operation itself when self is on the right.
    Value (*binary)(Runtime& runtime, const std::string& op, const Value& left, const Value& right) = nullptr;
    // a op= b: the result, or nullopt for the plain binary operation (then rebound to a).
    std::optional<Value> (*in_place)(Runtime& runtime, const std::string& op, const Value& self, const Value& operand) = nullptr;
    Value (*unary)(Runtime& runtime, const std::string& op, const Value& self) = nullptr;  // - + ~, and "abs"
    // ==, !=, <, <=, >, >= as an expression computes them (may give a non-bool, e.g. a bool tensor).
    Value (*rich_compare)(Runtime& runtime, const std::string& op, const Value& left, const Value& right) = nullptr;
    // bool(left op right) for <, <=, >, >=, as sorted(), max() and min() ask it.
    bool (*order)(const std::string& op, const Value& left, const Value& right) = nullptr;
    // Containers.
    std::vector<Value> (*iterate)(Runtime& runtime, const Value& self) = nullptr;
    std::int64_t (*length)(const Value& self) = nullptr;  // len(); raises as the type's own __len__ does
    Value (*subscript)(Runtime& runtime, const Value& self, const Value& index) = nullptr;
    void (*assign_subscript)(Runtime& runtime, const Value& self, const Value& index, const Value& value) = nullptr;
    bool (*contains)(const Value& self, const Value& item) = nullptr;
    bool random_sequence = false;  // random.choice and random.shuffle take it by position (not random.sample)
    // Numbers: float(x), math's arguments; int(x) (an int, or a float int() then truncates with its own checks);
    // operator.index(x) (slices, range(), list[x]); format(x, spec) (conversion 0) and %-formatting (conversion 'd',
    // 'f' ...), which format the Python number a one-number object holds (nullopt: format the object as it is).
    double (*to_float)(const Value& self) = nullptr;
    Value (*to_int)(const Value& self) = nullptr;
    std::int64_t (*index)(const Value& self) = nullptr;
    std::optional<Value> (*format_number)(const Value& self, char conversion) = nullptr;
    // copy.copy(x) and copy.deepcopy(x) (the memo of x itself is the copy module's); empty: refused.
    Value (*copy)(Runtime& runtime, const Value& self) = nullptr;
    Value (*deep_copy)(Runtime& runtime, const Value& self, DeepCopier& copier) = nullptr;
    // A subclass of tuple (see above): the value slicing, + and * of one make from their items.
    Value (*from_items)(const std::vector<Value>& items) = nullptr;
};

struct NativeObject : Object {
    explicit NativeObject(const NativeType& type) : native_type(&type) {}
    const NativeType* native_type;
};

Value native_value(std::shared_ptr<NativeObject> object);
inline const NativeType& native_type_of(const Value& value) {  // value.type == Type::Native
    return *static_cast<const NativeObject&>(*value.object).native_type;
}
inline bool is_native(const Value& value, const NativeType& type) {
    return value.type == Type::Native && &native_type_of(value) == &type;
}
template <typename T>
const T& native_of(const Value& value) {  // the extension's object behind a value it checked with is_native
    return static_cast<const T&>(*value.object);
}

// A subclass of tuple: a tuple value of the subclass, and the subclass of a tuple (nullptr for a plain tuple).
Value tuple_subclass_value(const NativeType& subclass, std::vector<Value> items);
const NativeType* tuple_subclass_of(const Value& value);
inline bool is_tuple_subclass(const Value& value, const NativeType& subclass) { return tuple_subclass_of(value) == &subclass; }

// A type object (torch.Tensor) for values of `type`, whose isinstance accepts the values `accepts` does.
Value native_type_object(std::string name, const NativeType& type, bool (*accepts)(const Value& value), NativeFunction construct);

// The slots with their defaults applied, for the interpreter's generic code.
std::string native_type_name(const Value& value);
std::string native_repr(const Value& value);
std::string native_str(const Value& value);
bool native_equal(const Value& value, const Value& other);
bool native_truth(const Value& value);
std::optional<Value> native_attribute(Runtime& runtime, const Value& value, const std::string& name);
const void* native_identity(const Value& value);

// ---- the extension registry ---------------------------------------------------------------------------------------

struct ExtensionModule {
    std::string path;      // "torch.nn.functional", as `import` names it
    Value (*make)();       // the module value; called once, on the first import
    std::string location;  // where CPython found it, as an ImportError names it
    bool package = false;  // has submodules (`import torch.foo` checks foo against python_names' table of torch)
};
// Adds a module for `import`; a path registered again is ignored (registration may run once per entry point).
void register_extension_module(ExtensionModule module);
const ExtensionModule* find_extension_module(const std::string& path);
Value extension_module_value(const ExtensionModule& module);  // made on first use, shared afterwards

}  // namespace qkv::python
