// classes.cpp — the method resolution order (C3), instantiation, attribute lookup and assignment, bound
// methods, super(), and the class `object` with its native methods.
#include "python/runtime/classes.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string_view>

#include "python/runtime/builtins.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/signature.hpp"
#include "python/runtime/python_names.hpp"
#include "python/runtime/stack_guard.hpp"
#include "python/runtime/native_type.hpp"

namespace qkv::python {
namespace {

bool declares_slot(const ClassObject& cls, const std::string& name);  // below, with make_class

thread_local Runtime* active_runtime = nullptr;

void guard_native_methods(const std::shared_ptr<ClassObject>& cls);

const ClassObject* object_class_object() { return &class_of(object_class()); }

Value class_value(std::shared_ptr<ClassObject> object) {
    Value value;
    value.type = Type::Class;
    value.object = std::move(object);
    return value;
}

// C3 linearisation: each base's order kept, a class before its bases, bases in the order written.
std::vector<const ClassObject*> linearise(const ClassObject& cls) {
    std::vector<std::vector<const ClassObject*>> sequences;
    for (const Value& base : cls.bases) sequences.push_back(class_of(base).mro);
    std::vector<const ClassObject*> direct;
    for (const Value& base : cls.bases) direct.push_back(&class_of(base));
    sequences.push_back(direct);
    std::vector<const ClassObject*> order = {&cls};
    while (true) {
        sequences.erase(std::remove_if(sequences.begin(), sequences.end(), [](const auto& s) { return s.empty(); }), sequences.end());
        if (sequences.empty()) return order;
        const ClassObject* chosen = nullptr;
        for (const auto& sequence : sequences) {
            const ClassObject* head = sequence.front();
            const bool in_a_tail = std::any_of(sequences.begin(), sequences.end(), [&](const auto& other) {
                return std::find(other.begin() + 1, other.end(), head) != other.end();
            });
            if (!in_a_tail) {
                chosen = head;
                break;
            }
        }
        if (!chosen) {
            std::string names;
            for (const Value& base : cls.bases) names += (names.empty() ? "" : ", ") + class_of(base).name;
            raise_error("TypeError", "Cannot create a consistent method resolution order (MRO) for bases " + names);
        }
        order.push_back(chosen);
        for (auto& sequence : sequences)
            if (sequence.front() == chosen) sequence.erase(sequence.begin());
    }
}

struct Found {
    const Value* value = nullptr;
    const ClassObject* owner = nullptr;
};

Found find_with_owner(const ClassObject& cls, const std::string& name, std::size_t start = 0) {
    for (std::size_t i = start; i < cls.mro.size(); ++i)
        if (const Value* value = cls.mro[i]->members.find(name)) return {value, cls.mro[i]};
    return {};
}

// Functions found on a class become methods of the instance; so do the native methods of built-in classes.
// The class a staticmethod/classmethod decorator makes: its instance holds the function as __func__.
Value function_wrapper_class(const std::string& name) {
    Scope members;
    members.set("__init__", builtin_value("__init__", [name](Runtime&, CallArgs& args) {
        if (args.positional.size() != 2 || !args.keywords.empty()) raise_unsupported(name + "() other than as a decorator");
        object_of<InstanceObject>(args.positional[0]).attributes.set("__func__", args.positional[1]);
        return none_value();
    }));
    return make_class(name, "builtins", {object_class()}, std::move(members));
}

// The function a staticmethod or classmethod object wraps, or null for any other member.
const Value* wrapped_function(const Value& member, const Value& wrapper) {
    if (member.type != Type::Instance || &class_of_instance(member) != &class_of(wrapper)) return nullptr;
    return object_of<InstanceObject>(member).attributes.find("__func__");
}

Value bound_method(const Value& self, const Value& function) {
    auto bound = std::make_shared<BoundMethodObject>();
    bound->self = self;
    bound->function = function;
    Value value;
    value.type = Type::BoundMethod;
    value.object = std::move(bound);
    return value;
}

// A member looked up through `self` (an instance, or a class for super()): a function becomes a method bound to
// self, a staticmethod its plain function, a classmethod a method bound to the class.
Value bind(const Value& self, const Found& found) {
    if (const Value* function = wrapped_function(*found.value, staticmethod_class())) return *function;
    if (const Value* function = wrapped_function(*found.value, classmethod_class()))
        return bound_method(self.type == Type::Instance ? object_of<InstanceObject>(self).cls : self, *function);
    const bool method = found.value->type == Type::Function ||
                        (found.value->type == Type::Builtin &&
                         (found.owner->module != "__main__" || object_of<BuiltinObject>(*found.value).wraps_function));
    if (!method) return *found.value;
    return bound_method(self, *found.value);
}

Value call_with_self(Runtime& runtime, const Value& self, const Value& function, CallArgs args) {
    args.positional.insert(args.positional.begin(), self);
    return runtime.call(function, args);
}

std::string default_repr(const Value& instance) {
    char address[32];
    std::snprintf(address, sizeof address, "%p", static_cast<const void*>(instance.object.get()));
    const ClassObject& cls = class_of_instance(instance);
    return "<" + (cls.module == "builtins" ? cls.name : cls.module + "." + cls.name) + " object at " + address + ">";
}

Value native(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

// Whether `member` (found on a class) is a property object.
bool is_property(const Value* member) {
    return member && member->type == Type::Instance && &class_of_instance(*member) == &class_of(property_class());
}

Scope object_members() {
    Scope members;
    members.set("__init__", native("__init__", [](Runtime&, CallArgs& args) {
        if (args.positional.size() > 1 || !args.keywords.empty())
            raise_error("TypeError", "object.__init__() takes exactly one argument (the instance to initialize)");
        return none_value();
    }));
    members.set("__setattr__", native("__setattr__", [](Runtime& runtime, CallArgs& args) {
        if (args.positional.size() != 3) raise_error("TypeError", "expected 2 arguments, got " + std::to_string(args.positional.size() - 1));
        if (args.positional[1].type != Type::Str)
            raise_error("TypeError", "attribute name must be string, not '" + type_name(args.positional[1]) + "'");
        const std::string& name = str_of(args.positional[1]);
        if (const Value* property = find_with_owner(class_of_instance(args.positional[0]), name).value; is_property(property)) {
            const Value* setter = object_of<InstanceObject>(*property).attributes.find("fset");
            if (!setter) raise_error("AttributeError", "property '" + name + "' of '" + class_of_instance(args.positional[0]).name + "' object has no setter");
            CallArgs call;
            call.positional = {args.positional[0], args.positional[2]};
            runtime.call(*setter, call);
            return none_value();
        }
        const ClassObject& cls = class_of_instance(args.positional[0]);
        if (!instances_have_dict(cls) && !declares_slot(cls, name))
            raise_error("AttributeError", "'" + cls.name + "' object has no attribute '" + name + "'");
        object_of<InstanceObject>(args.positional[0]).attributes.set(name, args.positional[2]);
        return none_value();
    }));
    members.set("__repr__", native("__repr__", [](Runtime&, CallArgs& args) { return str_value(default_repr(args.positional[0])); }));
    members.set("__str__", native("__str__", [](Runtime&, CallArgs& args) { return str_value(repr(args.positional[0])); }));
    return members;
}

}  // namespace

void ClassObject::release_references() {
    members = Scope();
    bases.clear();
}

InstanceObject::~InstanceObject() {  // a linked list of nodes 100000 long is freed without recursing
    for (const std::string& name : attributes.names()) release_without_recursion(*attributes.find(name));
}

void InstanceObject::release_references() {
    attributes = Scope();
    native.reset();
}

std::string ClassObject::qualified_name() const {
    if (module == "__main__" || module == "builtins") return name;
    return module + "." + name;
}

const Value& object_class() {
    static const Value object = [] {
        auto cls = std::make_shared<ClassObject>();
        cls->name = "object";
        cls->module = "builtins";
        cls->members = object_members();
        cls->mro = {cls.get()};
        guard_native_methods(cls);
        return class_value(cls);
    }();
    return object;
}

const Value& property_class() {
    static const Value property = [] {
        Scope members;
        members.set("__init__", native("__init__", [](Runtime&, CallArgs& args) {
            if (args.positional.size() != 2 || !args.keywords.empty()) raise_unsupported("property() other than as a getter's decorator");
            object_of<InstanceObject>(args.positional[0]).attributes.set("fget", args.positional[1]);
            return none_value();
        }));
        // @name.setter: a copy of the property with the decorated function as its setter.
        members.set("setter", native("setter", [](Runtime& runtime, CallArgs& args) {
            if (args.positional.size() != 2 || !args.keywords.empty()) raise_error("TypeError", "setter() takes exactly one argument");
            CallArgs getter;
            getter.positional.push_back(*object_of<InstanceObject>(args.positional[0]).attributes.find("fget"));
            Value copy = instantiate(runtime, property_class(), getter);
            object_of<InstanceObject>(copy).attributes.set("fset", args.positional[1]);
            return copy;
        }));
        return make_class("property", "builtins", {object_class()}, std::move(members));
    }();
    return property;
}

const Value& staticmethod_class() {
    static const Value staticmethod = function_wrapper_class("staticmethod");
    return staticmethod;
}

const Value& classmethod_class() {
    static const Value classmethod = function_wrapper_class("classmethod");
    return classmethod;
}

namespace {

std::string qualified_name_of(const BuiltinObject& method, const MethodReceiver& receiver) {
    if (!method.qualified_name.empty()) return method.qualified_name;
    if (method.name.find('.') != std::string::npos) return method.name;
    return receiver.owner_name + "." + method.name;
}

// A method written in Python binds its arguments before its body runs: self and the required parameters the
// call left out are CPython's TypeError first.
void check_python_arity(const BuiltinObject& method, const MethodReceiver& receiver, const CallArgs& args) {
    std::vector<std::string> parameters = {"self"};
    parameters.insert(parameters.end(), method.required_parameters.begin(), method.required_parameters.end());
    const bool unknown_keyword = std::any_of(args.keywords.begin(), args.keywords.end(), [&](const auto& keyword) {
        return std::find(parameters.begin(), parameters.end(), keyword.first) == parameters.end();
    });
    if (unknown_keyword && !args.positional.empty()) return;  // the body words it: unexpected keyword comes first
    std::vector<std::string> missing;
    for (std::size_t i = args.positional.size(); i < parameters.size(); ++i) {
        const bool by_keyword = std::any_of(args.keywords.begin(), args.keywords.end(),
                                            [&](const auto& keyword) { return keyword.first == parameters[i]; });
        if (!by_keyword) missing.push_back(parameters[i]);
    }
    if (missing.empty()) return;
    raise_missing_parameters(qualified_name_of(method, receiver) + "()", missing);
}

bool is_dunder(const std::string& name) { return name.size() > 4 && name.rfind("__", 0) == 0 && name.substr(name.size() - 2) == "__"; }

// The one place a native method's receiver is checked: an instance of the method's class (or of a subclass), or
// the error CPython and PyTorch raise. What Python would do with a wrong self inside a Python method depends on
// its body; that is refused rather than guessed, unless the method says its body reads self only through its
// attributes (any_self).
void check_receiver(const BuiltinObject& method, const MethodReceiver& receiver, const CallArgs& args) {
    const std::string short_name = method.name.substr(method.name.rfind('.') + 1);
    if (receiver.written_in_python) check_python_arity(method, receiver, args);
    if (args.positional.empty()) {
        if (receiver.written_in_python) raise_unsupported("passing self to " + qualified_name_of(method, receiver) + "() by keyword");
        if (is_dunder(short_name))
            raise_error("TypeError", "descriptor '" + short_name + "' of '" + receiver.owner_name + "' object needs an argument");
        raise_error("TypeError", "unbound method " + receiver.owner_name + "." + short_name + "() needs an argument");
    }
    if (receiver.written_in_python && method.any_self) return;
    const Value& self = args.positional.front();
    const std::shared_ptr<const Object> owner = receiver.owner.lock();
    if (owner && self.type == Type::Instance && is_subclass(class_of_instance(self), static_cast<const ClassObject&>(*owner))) return;
    const std::string given = self.type == Type::Instance ? class_of_instance(self).name : type_name(self);
    if (receiver.written_in_python || owner.get() == object_class_object())
        raise_unsupported(qualified_name_of(method, receiver) + "() with a '" + given + "' object as self");
    if (is_dunder(short_name))
        raise_error("TypeError", "descriptor '" + short_name + "' requires a '" + receiver.owner_name + "' object but received a '" + given + "'");
    raise_error("TypeError", "descriptor '" + short_name + "' for '" + receiver.owner_name + "' objects doesn't apply to a '" + given + "' object");
}

// Each native method of a built-in class learns its class and runs only after check_receiver: no method body can
// see a missing or wrong self, whichever path calls it. (Natives in a class of __main__ are plain functions there,
// and a decorator's wrapper hands self on to a Python function, which binds its own arguments.)
void guard_native_methods(const std::shared_ptr<ClassObject>& cls) {
    if (cls->module == "__main__") return;
    auto receiver = std::make_shared<MethodReceiver>();
    receiver->owner = cls;
    receiver->owner_name = cls->name;
    receiver->written_in_python = cls->module != "builtins";
    for (const std::string& name : cls->members.names()) {
        Value* member = cls->members.find(name);
        if (member->type != Type::Builtin || object_of<BuiltinObject>(*member).wraps_function) continue;
        auto original = std::static_pointer_cast<const BuiltinObject>(member->object);
        auto checked = std::make_shared<BuiltinObject>(*original);
        checked->receiver = receiver;
        checked->call = [original, receiver](Runtime& runtime, CallArgs& args) {
            check_receiver(*original, *receiver, args);
            return original->call(runtime, args);
        };
        member->object = std::move(checked);
    }
}

}  // namespace

namespace {

// __slots__ = "name" or an iterable of names, as CPython reads it when the class is made.
std::vector<std::string> slot_names(const ClassObject& cls, const Value& declared) {
    std::vector<std::string> names;
    if (declared.type != Type::Str && declared.type != Type::Tuple && declared.type != Type::List)
        raise_unsupported("__slots__ given as a " + type_name(declared));
    const std::vector<Value> items = declared.type == Type::Str ? std::vector<Value>{declared} : items_of(declared);
    for (const Value& item : items) {
        if (item.type != Type::Str) raise_error("TypeError", "__slots__ items must be strings, not '" + type_name(item) + "'");
        const std::string& name = str_of(item);
        if (cls.members.find(name))
            raise_error("ValueError", "'" + name + "' in __slots__ conflicts with class variable");
        names.push_back(name);
    }
    return names;
}

bool declares_slot(const ClassObject& cls, const std::string& name) {
    for (const ClassObject* entry : cls.mro)
        if (entry->slots && std::find(entry->slots->begin(), entry->slots->end(), name) != entry->slots->end()) return true;
    return false;
}

}  // namespace

bool instances_have_dict(const ClassObject& cls) {
    for (const ClassObject* entry : cls.mro)
        if (entry != &class_of(object_class()) && (!entry->slots || declares_slot(*entry, "__dict__"))) return true;
    return false;
}

Value make_class(const std::string& name, const std::string& module, std::vector<Value> bases, Scope members) {
    auto cls = std::make_shared<ClassObject>();
    cls->name = name;
    cls->module = module;
    cls->bases = bases.empty() ? std::vector<Value>{object_class()} : std::move(bases);
    cls->members = std::move(members);
    if (const Value* declared = cls->members.find("__slots__")) cls->slots = slot_names(*cls, *declared);
    cls->mro = linearise(*cls);
    guard_native_methods(cls);
    return class_value(cls);
}

const ClassObject& class_of(const Value& value) { return object_of<ClassObject>(value); }
const ClassObject& class_of_instance(const Value& value) { return class_of(object_of<InstanceObject>(value).cls); }

bool is_subclass(const ClassObject& derived, const ClassObject& base) {
    return std::find(derived.mro.begin(), derived.mro.end(), &base) != derived.mro.end();
}

const Value* find_member(const ClassObject& cls, const std::string& name) { return find_with_owner(cls, name).value; }

Value make_singleton(const std::string& name, const std::string& module, Scope members) {
    Value cls = make_class(name, module, {}, std::move(members));
    object_of<ClassObject>(cls).extension_type = true;
    auto object = std::make_shared<InstanceObject>();
    object->cls = std::move(cls);
    Value instance;
    instance.type = Type::Instance;
    instance.object = std::move(object);
    return instance;
}

Value instantiate(Runtime& runtime, const Value& cls, CallArgs& args) {
    const ClassObject& type = class_of(cls);
    // Calling a class written in Python is a C-level call in CPython 3.11 (its type has no vectorcall), which counts
    // a level of recursion of its own, and names the place when the limit is reached there.
    std::optional<RecursionLevel> call;
    if (type.module != "builtins") call.emplace(runtime, " while calling a Python object");
    auto object = std::make_shared<InstanceObject>();
    object->cls = cls;
    runtime.track(object);
    Value instance;
    instance.type = Type::Instance;
    instance.object = std::move(object);
    bool set_up_natively = false;
    for (const ClassObject* ancestor : type.mro) {
        if (!ancestor->on_create) continue;
        ancestor->on_create(runtime, instance, args);
        set_up_natively = true;
        break;
    }
    const Found init = find_with_owner(type, "__init__");
    if (init.owner == type.mro.back()) {  // object.__init__: no arguments unless a built-in base took them
        if (!set_up_natively && (!args.positional.empty() || !args.keywords.empty()))
            raise_error("TypeError", type.name + "() takes no arguments");
        return instance;
    }
    const Value result = call_with_self(runtime, instance, *init.value, args);
    if (result.type != Type::None) raise_error("TypeError", "__init__() should return None, not '" + type_name(result) + "'");
    return instance;
}

std::optional<Value> instance_attribute(Runtime& runtime, const Value& instance, const std::string& name) {
    InstanceObject& object = object_of<InstanceObject>(instance);
    if (name == "__class__") return object.cls;
    if (Value* value = object.attributes.find(name)) return *value;
    const ClassObject& type = class_of(object.cls);
    const Found found = find_with_owner(type, name);
    if (is_property(found.value)) {
        CallArgs args;
        args.positional.push_back(instance);
        return runtime.call(*object_of<InstanceObject>(*found.value).attributes.find("fget"), args);
    }
    if (found.value) return bind(instance, found);
    if (name == "__dict__" && instances_have_dict(type)) {
        Value dict = dict_value();
        for (const std::string& key : object.attributes.names())
            if (!declares_slot(type, key)) dict_of(dict).set(str_value(key), *object.attributes.find(key));
        return dict;
    }
    const Found fallback = find_with_owner(type, "__getattr__");
    if (fallback.value) {
        CallArgs args;
        args.positional.push_back(str_value(name));
        return runtime.call(bind(instance, fallback), args);
    }
    return std::nullopt;
}

namespace {

// The class values along cls's method resolution order (the order holds the ClassObjects; their values are
// found among the bases).
std::vector<Value> mro_values(const Value& cls) {
    std::vector<Value> known{cls, object_class()};
    for (std::size_t i = 0; i < known.size(); ++i)
        for (const Value& base : class_of(known[i]).bases) known.push_back(base);
    std::vector<Value> order;
    for (const ClassObject* entry : class_of(cls).mro)
        for (const Value& candidate : known)
            if (&class_of(candidate) == entry) {
                order.push_back(candidate);
                break;
            }
    return order;
}

}  // namespace

std::optional<Value> class_attribute(const Value& cls, const std::string& name) {
    const ClassObject& type = class_of(cls);
    if (name == "__name__" || name == "__qualname__") return str_value(type.name);
    if (name == "__module__") return str_value(type.module);
    if (name == "__bases__") return tuple_value(type.bases);
    if (name == "__mro__") return tuple_value(mro_values(cls));
    if (name == "mro") raise_unsupported("a class's " + name);
    const Found found = find_with_owner(type, name);
    if (!found.value && declares_slot(type, name)) raise_unsupported("a __slots__ member read from the class");
    if (!found.value) return std::nullopt;
    const bool wrapped = wrapped_function(*found.value, staticmethod_class()) || wrapped_function(*found.value, classmethod_class());
    return wrapped ? bind(cls, found) : *found.value;
}

std::optional<Value> super_attribute(const Value& super, const std::string& name) {
    const SuperObject& object = object_of<SuperObject>(super);
    const ClassObject& type = object.self.type == Type::Class ? class_of(object.self) : class_of_instance(object.self);
    const auto position = std::find(type.mro.begin(), type.mro.end(), &class_of(object.after));
    const Found found = find_with_owner(type, name, static_cast<std::size_t>(position - type.mro.begin()) + 1);
    if (!found.value) return std::nullopt;
    return bind(object.self, found);
}

namespace {
// The runtime's classes and types (builtins', torch's, the modules') are made once and serve every run in the
// worker; a program may change only the classes it defines, so no run sees what an earlier one did to them.
void check_class_is_writable(const Value& cls, const std::string& name) {
    std::string module = "builtins", shown;
    if (cls.type == Type::Class) {
        module = class_of(cls).module;
        shown = class_of(cls).qualified_name();
    } else {
        const TypeObject& type = object_of<TypeObject>(cls);
        shown = type.name;
        if (type.name.find('.') != std::string::npos || !type.members.empty()) module.clear();
    }
    if (module == "__main__") return;
    if (module == "builtins") raise_error("TypeError", "cannot set '" + name + "' attribute of immutable type '" + shown + "'");
    raise_unsupported("changing the class " + shown + " (the playground shares it between runs)");
}
}  // namespace

void set_attribute(Runtime& runtime, const Value& object, const std::string& name, const Value& value) {
    if (object.type == Type::Class || object.type == Type::TypeObject) check_class_is_writable(object, name);
    if (object.type == Type::Class) {
        object_of<ClassObject>(object).members.set(name, value);
        return;
    }
    if (object.type == Type::Native && native_type_of(object).set_attribute) return native_type_of(object).set_attribute(object, name, value);
    if (object.type == Type::Function) {
        FunctionObject& function = object_of<FunctionObject>(object);
        if (!function.attributes) function.attributes = std::make_shared<Scope>();
        function.attributes->set(name, value);
        return;
    }
    if (object.type != Type::Instance) {
        if (object.type == Type::Module)
            raise_unsupported("setting attributes of a " + type_name(object));
        raise_error("AttributeError", "'" + type_name(object) + "' object has no attribute '" + name + "'");
    }
    const Found setter = find_with_owner(class_of_instance(object), "__setattr__");
    CallArgs args;
    args.positional = {str_value(name), value};
    call_with_self(runtime, object, *setter.value, args);
}

void delete_attribute(const Value& object, const std::string& name) {
    if (object.type == Type::Instance && call_special(object, "__delattr__", {str_value(name)})) return;
    if (object.type == Type::Instance && object_of<InstanceObject>(object).attributes.remove(name)) return;
    if (object.type == Type::Instance) raise_error("AttributeError", name);
    if (object.type == Type::Class || object.type == Type::TypeObject) check_class_is_writable(object, name);
    if (object.type == Type::Class && object_of<ClassObject>(object).members.remove(name)) return;
    raise_unsupported("del of this attribute");
}

Value call_instance(Runtime& runtime, const Value& instance, CallArgs& args) {
    const Found call = find_with_owner(class_of_instance(instance), "__call__");
    if (!call.value) raise_error("TypeError", "'" + class_of_instance(instance).message_name() + "' object is not callable");
    return call_with_self(runtime, instance, *call.value, args);
}

Value call_bound_method(Runtime& runtime, const Value& method, CallArgs& args) {
    const BoundMethodObject& bound = object_of<BoundMethodObject>(method);
    return call_with_self(runtime, bound.self, bound.function, args);
}

namespace {
std::string call_text_method(const Value& instance, const char* name) {
    const Found found = find_with_owner(class_of_instance(instance), name);
    Runtime detached;  // native methods (an exception's str) need no running program
    Runtime* runtime = active_runtime ? active_runtime : found.value->type == Type::Builtin ? &detached : nullptr;
    if (!runtime) return default_repr(instance);
    CallArgs args;
    args.positional.push_back(instance);
    // repr and str count a level of recursion of their own, as CPython's PyObject_Repr and PyObject_Str do.
    const RecursionLevel level(*runtime, std::string_view(name) == "__repr__" ? " while getting the repr of an object"
                                                                           : " while getting the str of an object");
    const Value result = found.value->type == Type::Builtin ? object_of<BuiltinObject>(*found.value).call(*runtime, args)
                                                            : runtime->call(*found.value, args);
    if (result.type != Type::Str)
        raise_error("TypeError", std::string(name) + " returned non-string (type " + type_name(result) + ")");
    return str_of(result);
}
}  // namespace

std::optional<Value> call_special(const Value& instance, const std::string& name, std::vector<Value> args) {
    const Found found = find_with_owner(class_of_instance(instance), name);
    if (!found.value || found.owner == object_class_object() || !active_runtime) return std::nullopt;
    CallArgs call_args;
    call_args.positional = std::move(args);
    return call_with_self(*active_runtime, instance, *found.value, call_args);
}

namespace {
const std::vector<std::pair<std::string, std::string>>& operator_method_names() {
    static const std::vector<std::pair<std::string, std::string>> kNames = {
        {"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"/", "truediv"}, {"//", "floordiv"}, {"%", "mod"}, {"**", "pow"},
        {"@", "matmul"}, {"&", "and"}, {"|", "or"}, {"^", "xor"}, {"<<", "lshift"}, {">>", "rshift"}};
    return kNames;
}
}  // namespace

std::optional<Value> instance_in_place(const std::string& op, const Value& left, const Value& right) {
    for (const auto& entry : operator_method_names())
        if (entry.first == op) return call_special(left, "__i" + entry.second + "__", {right});
    return std::nullopt;
}

std::optional<Value> instance_binary(const std::string& op, const Value& left, const Value& right) {
    for (const auto& entry : operator_method_names()) {
        if (entry.first != op) continue;
        if (left.type == Type::Instance)
            if (std::optional<Value> result = call_special(left, "__" + entry.second + "__", {right})) return result;
        if (right.type == Type::Instance)
            if (std::optional<Value> result = call_special(right, "__r" + entry.second + "__", {left})) return result;
    }
    return std::nullopt;
}

std::optional<bool> instance_compare(const std::string& op, const Value& left, const Value& right) {
    static const std::vector<std::pair<std::string, std::pair<std::string, std::string>>> kNames = {
        {"==", {"__eq__", "__eq__"}}, {"!=", {"__ne__", "__ne__"}}, {"<", {"__lt__", "__gt__"}},
        {"<=", {"__le__", "__ge__"}}, {">", {"__gt__", "__lt__"}}, {">=", {"__ge__", "__le__"}}};
    for (const auto& entry : kNames) {
        if (entry.first != op) continue;
        std::optional<Value> result;
        if (left.type == Type::Instance) result = call_special(left, entry.second.first, {right});
        if (!result && right.type == Type::Instance) result = call_special(right, entry.second.second, {left});
        if (!result && op == "!=") {
            if (std::optional<bool> equal = instance_compare("==", left, right)) return !*equal;
        }
        if (result) return truthy(*result);
    }
    return std::nullopt;
}

std::optional<std::vector<Value>> iterate_instance(const Value& instance) {
    if (std::optional<Value> iterator = call_special(instance, "__iter__", {})) {
        if (iterator->type != Type::Instance) return iterate(*active_runtime, *iterator);
        std::vector<Value> items;
        while (true) {
            active_runtime->charge(1);
            try {
                std::optional<Value> item = call_special(*iterator, "__next__", {});
                if (!item) raise_error("TypeError", "iter() returned non-iterator of type '" + type_name(*iterator) + "'");
                items.push_back(*item);
            } catch (const PythonError& error) {
                if (error.type() != "StopIteration") throw;
                return items;
            }
        }
    }
    if (!find_member(class_of_instance(instance), "__getitem__")) return std::nullopt;
    std::vector<Value> items;
    for (std::int64_t i = 0;; ++i) {
        active_runtime->charge(1);
        try {
            items.push_back(*call_special(instance, "__getitem__", {int_value(i)}));
        } catch (const PythonError& error) {
            if (error.type() != "IndexError") throw;
            return items;
        }
    }
}

std::string instance_repr(const Value& instance) { return call_text_method(instance, "__repr__"); }
std::string instance_str(const Value& instance) { return call_text_method(instance, "__str__"); }

namespace {
std::vector<std::string> sorted_names(std::vector<std::string> names, const ClassObject& type) {
    for (const ClassObject* cls : type.mro)
        for (const std::string& name : cls->members.names()) names.push_back(name);
    for (const std::string& name : real_names("object")) names.push_back(name);
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}
}  // namespace

std::vector<std::string> instance_names(const Value& instance) {
    if (std::optional<Value> names = call_special(instance, "__dir__", {})) {
        std::vector<std::string> listed;
        for (const Value& name : iterate(*active_runtime, *names))
            if (name.type == Type::Str) listed.push_back(str_of(name));
        return listed;
    }
    return sorted_names(object_of<InstanceObject>(instance).attributes.names(), class_of_instance(instance));
}

std::vector<std::string> class_names(const Value& cls) { return sorted_names({"__dict__", "__module__", "__weakref__"}, class_of(cls)); }

ActiveRuntime::ActiveRuntime(Runtime& runtime) : previous_(active_runtime) { active_runtime = &runtime; }
ActiveRuntime::~ActiveRuntime() { active_runtime = previous_; }

}  // namespace qkv::python
