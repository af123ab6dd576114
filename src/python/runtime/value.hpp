// value.hpp — a Python value of the playground: None, bool, int, float, str, list, tuple, range, dict, set,
// classes and their instances, functions, modules, the type objects used by isinstance, and the objects of types an
// extension registers (Native, see native_type.hpp: torch's tensors and NumPy's arrays are such objects).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/generator.hpp"

namespace qkv::python {

enum class Type { None, Bool, Int, Float, Str, List, Tuple, Range, Function, Builtin, Module, TypeObject, Slice,
                  Native, Ellipsis, Dict, Set, DictView, Class, Instance, BoundMethod, Super, BigInt };

struct NativeType;
struct Value;
class MemoryMeter;  // torch's cap on live tensor memory (torch/tensor/tensor.hpp); the runtime only carries it

// copy.deepcopy's state during one call (modules/copy_module.cpp), for the types that copy themselves.
struct DeepCopier {
    virtual ~DeepCopier() = default;
    virtual Value copy(const Value& value) = 0;  // deepcopy(value, memo)
    // The memo under a key of the type's own (a tensor's storage), beside the values' identities.
    virtual const Value* remembered(const void* key) const = 0;
    virtual void remember(const void* key, const Value& copy) = 0;
};

struct Object {
    virtual ~Object() = default;
    // The state a built-in base class keeps for an instance (InstanceObject::native) under copy.copy, which may
    // share it (a module's tables, as torch's copy shares its __dict__'s), and copy.deepcopy, which makes its own
    // (null: the copy module refuses the instance).
    virtual bool shared_by_copy() const { return false; }
    virtual std::shared_ptr<Object> deep_copied(DeepCopier&) const { return nullptr; }
    // Drops the values this object holds, so that reference cycles (a closure and the locals holding it, a class
    // and its methods, an instance holding itself) are freed when a run ends.
    virtual void release_references() {}
    // Which KindedObject this is, if any: how native state is told apart (the runtime is built without RTTI).
    virtual const void* kind_tag() const { return nullptr; }
    bool cycle_tracked = false;  // registered in Runtime::cyclic_objects
};

// Native state whose exact type can be asked: the address of a tag of its own, one per Derived.
template <class Derived>
struct KindedObject : Object {
    static const void* tag() {
        static char unique;  // writable, so that no linker folds two tags into one
        return &unique;
    }
    const void* kind_tag() const override { return tag(); }
};

// `object` as a T, or null when it is absent or of another kind.
template <class T>
const T* object_as(const Object* object) {
    return object && object->kind_tag() == T::tag() ? static_cast<const T*>(object) : nullptr;
}

struct Value {
    Type type = Type::None;
    bool boolean = false;
    std::int64_t integer = 0;
    double real = 0.0;
    std::shared_ptr<Object> object;
};

// Drops a value a dying object held without recursing into it: containers nested 100000 deep (a = [a] in a loop)
// are freed one at a time from a worklist, rather than by destructors calling destructors until the stack ends.
void release_without_recursion(Value& value);

struct StrObject : Object {
    std::string text;  // never changes once made
    mutable std::int8_t ascii = -1;  // whether text is all ASCII: -1 until str_is_ascii first asks
    // Where each character of a non-ASCII text starts, then text.size(): made when first indexed.
    mutable std::shared_ptr<const std::vector<std::uint32_t>> character_starts;
};
struct SequenceObject : Object {  // list, tuple and slice (start, stop, step)
    std::vector<Value> items;
    const NativeType* subclass = nullptr;  // a tuple of an extension's subclass of tuple (torch.Size)
    std::string struct_name;               // a named tuple's type, e.g. "torch.return_types.max"
    std::vector<std::string> field_names;  // and its fields, e.g. values, indices
    bool python_named = false;             // a collections.namedtuple's instance, printed Point(x=1, y=2)
    ~SequenceObject() override;
    void release_references() override;
};
struct RangeObject : Object {
    std::int64_t start = 0, stop = 0, step = 1;
    std::int64_t length() const;
};

struct Runtime;
struct CallArgs {
    std::vector<Value> positional;
    std::vector<std::pair<std::string, Value>> keywords;
};
// The body of a built-in. Most capture nothing and are kept as a plain function pointer. A body that captures state
// is kept once on the heap, shared by the copies of the NativeFunction (a copy counts a holder): unlike a
// std::function, which clones it, no copy, move or manager functions are made per lambda, only its call and
// destructor (about 40 bytes of gzip per builtin in the page's module). Bodies are called as const lambdas are.
class NativeFunction {
public:
    using Plain = Value (*)(Runtime&, CallArgs&);
    NativeFunction() = default;
    template <class Body, class = std::enable_if_t<!std::is_same_v<std::decay_t<Body>, NativeFunction>>>
    NativeFunction(Body&& body) {  // NOLINT: implicit, as std::function's is
        if constexpr (std::is_convertible_v<Body, Plain>) plain_ = body;
        else captured_ = new Captured<std::decay_t<Body>>(std::forward<Body>(body));
    }
    NativeFunction(const NativeFunction& other) : plain_(other.plain_), captured_(other.captured_) {
        if (captured_) captured_->holders.fetch_add(1, std::memory_order_relaxed);
    }
    NativeFunction(NativeFunction&& other) noexcept : plain_(other.plain_), captured_(std::exchange(other.captured_, nullptr)) {}
    NativeFunction& operator=(NativeFunction other) noexcept {
        std::swap(plain_, other.plain_);
        std::swap(captured_, other.captured_);
        return *this;
    }
    ~NativeFunction() {
        if (captured_ && captured_->holders.fetch_sub(1, std::memory_order_acq_rel) == 1) delete captured_;
    }
    Value operator()(Runtime& runtime, CallArgs& args) const {
        return plain_ ? plain_(runtime, args) : captured_->call(runtime, args);
    }
    explicit operator bool() const { return plain_ != nullptr || captured_ != nullptr; }

private:
    struct Captures {
        virtual ~Captures() = default;
        virtual Value call(Runtime& runtime, CallArgs& args) const = 0;
        std::atomic<int> holders{1};
    };
    template <class Lambda>
    struct Captured final : Captures {
        template <class Given>
        explicit Captured(Given&& given) : lambda(std::forward<Given>(given)) {}
        Value call(Runtime& runtime, CallArgs& args) const override { return lambda(runtime, args); }
        Lambda lambda;
    };
    Plain plain_ = nullptr;
    Captures* captured_ = nullptr;
};

// Who a native method of a built-in class accepts as self. make_class sets it on each such method and wraps the
// method's body in check_receiver (classes.cpp), so no body ever runs without an instance of its class.
struct MethodReceiver {
    std::weak_ptr<const Object> owner;  // the ClassObject the method belongs to
    std::string owner_name;             // as messages name the class: "Module", "object"
    bool written_in_python = false;     // torch's Python methods (nn.Module.*, optimizers) vs C-level descriptors
};
struct BuiltinObject : Object {  // builtin functions, bound methods and type objects
    std::string name;
    NativeFunction call;
    bool wraps_function = false;  // a decorator's wrapper of a Python function: a method when it is a class member
    // For a method PyTorch writes in Python: its __qualname__ when `name` is not it ("Optimizer.zero_grad"), and
    // the parameters after self without a default, which CPython names when the call leaves them out.
    std::string qualified_name;
    std::vector<std::string> required_parameters;
    // A method PyTorch writes in Python whose body reads self only through its attributes (`F.linear(input,
    // self.weight, self.bias)`): any object may be self, and a missing attribute is the AttributeError it raises.
    bool any_self = false;
    std::shared_ptr<const MethodReceiver> receiver;  // set for a method of a built-in class
};
struct TypeObject : Object {  // int, float, torch.Tensor, nn.Linear ...: callable and usable with isinstance
    std::string name;        // as repr shows it: "int", "torch.Tensor", "torch.nn.modules.linear.Linear"
    Type instances = Type::None;
    NativeFunction construct;
    // An extension's type (native_type_object): its instances' NativeType, and which values isinstance accepts.
    const NativeType* native = nullptr;
    bool (*accepts)(const Value& value) = nullptr;
    // Attributes of the class itself (a namedtuple's _fields), looked up before anything else.
    std::vector<std::pair<std::string, Value>> members;
};
struct ModuleObject : Object {
    std::string name;
    bool built_in = false;  // compiled into CPython (math): "<module 'math' (built-in)>"
    std::vector<std::pair<std::string, Value>> members;
    const Value* find(const std::string& member) const;
};
struct Stmt;
class Scope;
struct FunctionObject : Object {  // a def or a lambda
    const Stmt* definition = nullptr;
    std::string qualified_name;                          // "f", "<lambda>", as CPython's messages name it
    std::vector<Value> defaults;                         // of the last positional parameters
    std::vector<std::optional<Value>> keyword_defaults;  // one per keyword-only parameter
    std::vector<std::shared_ptr<Scope>> closure;         // the locals of the calls it was defined in, innermost last
    Value defining_class;                                // a method's class (None for a plain function), for super()
    std::shared_ptr<Scope> attributes;                   // what f.name = value set (a memo's cache), or null
    void release_references() override;
};

// The state a running program shares with builtins: output, the torch generator, limits.
struct Runtime {
    std::string output;
    qkv::Generator generator;
    std::shared_ptr<MemoryMeter> meter;
    std::int64_t steps = 0;
    std::int64_t max_steps = 0;
    // sys.getrecursionlimit(): the frames a program may nest, its module's own frame counted (CPython's default).
    std::int64_t recursion_limit = 1000;
    std::int64_t call_depth = 0;  // Python functions running now
    std::function<void(std::string_view printed)> on_output;  // see RunLimits::on_output
    std::int64_t output_every_steps = 0;
    std::int64_t next_output_report = 0;
    std::size_t output_reported = 0;
    void charge(std::int64_t work);  // adds to the step count; TimeoutError past the budget
    // Calls any callable, a user's function included (sorted's key=, max's key=): the evaluator provides it.
    std::function<Value(const Value& callee, CallArgs& args)> call;
    // object[index] for any value (operator.itemgetter): the evaluator provides it too.
    std::function<Value(const Value& object, const Value& index)> subscript;
    // Objects that may sit in reference cycles, released when the run ends (see Object::release_references).
    std::vector<std::weak_ptr<Object>> cyclic_objects;
    void track(const std::shared_ptr<Object>& object);
    // A list, dict or set handed a value that can hold references may close a cycle (a.append(a)): such a container
    // is tracked. The one-argument form is for adding many values at once.
    void track_container(const Value& container, const Value& stored);
    void track_container(const Value& container);
    void release_cycles();
};

// Constructors.
Value none_value();
Value bool_value(bool value);
Value int_value(std::int64_t value);
Value float_value(double value);
Value str_value(std::string text);
Value list_value(std::vector<Value> items);
Value tuple_value(std::vector<Value> items);
// A tuple with named fields, printed as torch prints its return types: "name(\nfield=...,\nfield=...)".
Value named_tuple_value(std::string struct_name, std::vector<std::string> field_names, std::vector<Value> items);
Value range_value(std::int64_t start, std::int64_t stop, std::int64_t step);
Value builtin_value(std::string name, NativeFunction call);
// A builtin whose name is written in the source and whose body captures nothing: the call site passes two
// pointers instead of making a string and a NativeFunction, and their cleanups, in code (several hundred sites).
Value plain_builtin_value(const char* name, NativeFunction::Plain call);
template <class Body, class = std::enable_if_t<std::is_convertible_v<Body, NativeFunction::Plain>>>
Value builtin_value(const char* name, Body body) {
    return plain_builtin_value(name, body);
}
Value type_value(std::string name, Type instances, NativeFunction construct);
// Appends a member named in the source to a module's or class's list: a list built one call per member, rather
// than from a braced list of (string, Value) pairs, which copies each pair and builds their cleanups in code.
void add_member(std::vector<std::pair<std::string, Value>>& members, const char* name, Value&& value);
void add_member(std::vector<std::pair<std::string, Value>>& members, const char* name, const Value& value);

// Accessors (callers check `type` first).
const std::string& str_of(const Value& value);
// Whether a str's text is all ASCII (one byte per character), found once per str.
bool str_is_ascii(const Value& value);
// Where each character (code point) of a str's UTF-8 text starts, then its size: found once per str, so that a loop
// that indexes a long text (a tokenizer's text[i], len(text)) stays linear in it.
const std::vector<std::uint32_t>& str_character_starts(const Value& value);
// len() of a str: its characters, counted once for a text that was indexed.
std::int64_t str_length(const Value& value);
std::vector<Value>& items_of(const Value& value);
const RangeObject& range_of(const Value& value);
template <typename T>
T& object_of(const Value& value) {
    return static_cast<T&>(*value.object);
}

bool is_number(const Value& value);  // bool, int or float
double number_of(const Value& value);

std::string type_name(const Value& value);  // "int", "Tensor", "Linear", "builtin_function_or_method"
std::string repr(const Value& value);
std::string str(const Value& value);

}  // namespace qkv::python
