// classes.hpp — classes and their instances: `class` statements, built-in classes (exceptions, and whatever a
// native module defines, such as a torch base class), attribute lookup along the method resolution order,
// bound methods and super().
//
// A built-in class is a ClassObject like any other whose members are native functions taking the instance as
// their first argument; `on_create` lets it set up an instance before __init__ runs (an exception's args), and
// `native` on the instance holds whatever state it keeps. __getattr__, __setattr__ and __call__ members, native
// or written in Python, are honoured.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/runtime/scope.hpp"
#include "python/runtime/value.hpp"

namespace qkv::python {

struct ClassObject : Object {
    std::string name;                 // "Head", "ValueError"
    std::string module = "__main__";  // "builtins" for Python's own classes: <class '__main__.Head'>, <class 'ValueError'>
    std::vector<Value> bases;         // classes
    Scope members;                    // methods and class attributes, in definition order
    std::vector<const ClassObject*> mro;  // this class first, object last
    std::function<void(Runtime&, const Value& instance, CallArgs& args)> on_create;
    // The names a `__slots__` declared, when the class body declared one: its instances keep only these attributes
    // (and no __dict__) when every class above it but object declared one too.
    std::optional<std::vector<std::string>> slots;
    std::string qualified_name() const;  // "Head", or "module.Head" outside __main__ and builtins
    // A type CPython's extensions define in C (torch.device): its messages name it by qualified_name().
    bool extension_type = false;
    std::string message_name() const { return extension_type ? qualified_name() : name; }  // "'X' object is not callable"
    void release_references() override;
};

struct InstanceObject : Object {
    Value cls;
    Scope attributes;                // what the instance's __dict__ holds
    std::shared_ptr<Object> native;  // state a built-in base class keeps
    ~InstanceObject() override;
    void release_references() override;
};

struct BoundMethodObject : Object {
    Value self;
    Value function;  // a user function or a native one taking self first
};

struct SuperObject : Object {
    Value after;  // look up past this class in self's method resolution order
    Value self;
};

// A class with the given bases (object when none); its method resolution order is computed here.
Value make_class(const std::string& name, const std::string& module, std::vector<Value> bases, Scope members);
// The one instance of a new built-in class with these members (torch.strided, numpy.dtype('float32') ...).
Value make_singleton(const std::string& name, const std::string& module, Scope members);
// The class `object`, the root of every class.
const Value& object_class();
// Python's property, as a getter's decorator: reading the attribute calls the getter; assigning it is an error.
const Value& property_class();
// staticmethod and classmethod, as decorators: looked up, the function unbound, or bound to the class.
const Value& staticmethod_class();
const Value& classmethod_class();

const ClassObject& class_of(const Value& value);  // value is a Class
const ClassObject& class_of_instance(const Value& value);  // value is an Instance
bool is_subclass(const ClassObject& derived, const ClassObject& base);
// Whether instances of cls have a __dict__: false only under __slots__ all the way up to object.
bool instances_have_dict(const ClassObject& cls);
// A member found along the method resolution order, or null.
const Value* find_member(const ClassObject& cls, const std::string& name);

// Calls a class: a new instance, set up by its built-in bases, then initialised by __init__.
Value instantiate(Runtime& runtime, const Value& cls, CallArgs& args);
// obj.name for instances, classes and super(); nullopt when not found (the caller words the AttributeError).
std::optional<Value> instance_attribute(Runtime& runtime, const Value& instance, const std::string& name);
std::optional<Value> class_attribute(const Value& cls, const std::string& name);
std::optional<Value> super_attribute(const Value& super, const std::string& name);
// obj.name = value and del obj.name (through the class's __setattr__ / __delattr__); false when the object takes no
// attributes.
void set_attribute(Runtime& runtime, const Value& object, const std::string& name, const Value& value);
void delete_attribute(const Value& object, const std::string& name);
// instance(...) through __call__; method(...) with its self.
Value call_instance(Runtime& runtime, const Value& instance, CallArgs& args);
Value call_bound_method(Runtime& runtime, const Value& method, CallArgs& args);

// A special method the instance's class defines (not object's), called with these arguments: __len__,
// __getitem__, __eq__, __add__ ...; nullopt when the class has none.
std::optional<Value> call_special(const Value& instance, const std::string& name, std::vector<Value> args);
// Operators on instances through their special methods, the reflected one (__radd__) when the left has none;
// nullopt when neither side defines it.
std::optional<Value> instance_binary(const std::string& op, const Value& left, const Value& right);
// left op= right through the in-place method (__iadd__); nullopt when the class has none.
std::optional<Value> instance_in_place(const std::string& op, const Value& left, const Value& right);
std::optional<bool> instance_compare(const std::string& op, const Value& left, const Value& right);
// The items of an instance with __iter__ (and __next__ on what it returns) or __getitem__.
std::optional<std::vector<Value>> iterate_instance(const Value& instance);

// repr() and str() of an instance: __repr__ / __str__ when the class has them.
std::string instance_repr(const Value& instance);
std::string instance_str(const Value& instance);
// The names dir() would list for an instance, for "Did you mean" suggestions.
std::vector<std::string> instance_names(const Value& instance);
std::vector<std::string> class_names(const Value& cls);

// The running program's runtime, for repr() and str() of instances (they may call __repr__ written in Python).
class ActiveRuntime {
public:
    explicit ActiveRuntime(Runtime& runtime);
    ~ActiveRuntime();
    ActiveRuntime(const ActiveRuntime&) = delete;
    ActiveRuntime& operator=(const ActiveRuntime&) = delete;

private:
    Runtime* previous_;
};

}  // namespace qkv::python
