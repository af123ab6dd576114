// value.cpp — constructing values and printing them as repr()/str() would.
#include "python/runtime/value.hpp"

#include <algorithm>
#include <cstdio>

#include "core/pyformat.hpp"
#include "python/compiler/ast.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/classes.hpp"
#include "python/modules/collections_module.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"

namespace qkv::python {

std::int64_t RangeObject::length() const {
    if (step > 0) return start < stop ? (stop - start + step - 1) / step : 0;
    return start > stop ? (start - stop - step - 1) / -step : 0;
}

const Value* ModuleObject::find(const std::string& member) const {
    for (const auto& entry : members)
        if (entry.first == member) return &entry.second;
    return nullptr;
}

void Runtime::charge(std::int64_t work) {
    steps += work;
    // What was printed goes out at the next step; every output_every_steps steps the caller hears from the run
    // even with nothing new, so one that batches what it posts can send what it holds during a silent loop.
    if (on_output && (output_reported != output.size() || steps >= next_output_report)) {
        next_output_report = steps + output_every_steps;
        on_output(std::string_view(output).substr(output_reported));
        output_reported = output.size();
    }
    if (steps > max_steps) {
        PythonError error("TimeoutError", "the program was stopped after " + std::to_string(max_steps) +
                                              " steps; is there an endless loop?");
        error.set_catchable(false);
        throw error;
    }
}

void Runtime::track(const std::shared_ptr<Object>& object) {
    if (object->cycle_tracked) return;
    object->cycle_tracked = true;
    if (cyclic_objects.size() == cyclic_objects.capacity()) {
        // A weak_ptr keeps a freed object's storage: drop the expired ones before the vector grows.
        cyclic_objects.erase(std::remove_if(cyclic_objects.begin(), cyclic_objects.end(),
                                            [](const std::weak_ptr<Object>& weak) { return weak.expired(); }),
                             cyclic_objects.end());
    }
    cyclic_objects.push_back(object);
}

static bool holds_references(Type type) {
    switch (type) {
    case Type::None: case Type::Bool: case Type::Int: case Type::Float: case Type::Str: case Type::Range:
    case Type::Native: case Type::Ellipsis: case Type::BigInt: case Type::TypeObject:
        return false;
    default:
        return true;
    }
}

void Runtime::track_container(const Value& container, const Value& stored) {
    if (holds_references(stored.type)) track(container.object);
}

void Runtime::track_container(const Value& container) { track(container.object); }

void Runtime::release_cycles() {
    for (const std::weak_ptr<Object>& weak : cyclic_objects)
        if (std::shared_ptr<Object> object = weak.lock()) object->release_references();
    cyclic_objects.clear();
}

void release_without_recursion(Value& value) {
    if (!value.object) return;
    if (value.object.use_count() > 1) {  // someone else holds it: dropping this reference frees nothing
        value.object.reset();
        return;
    }
    static thread_local std::vector<std::shared_ptr<Object>>* pending = nullptr;  // the worklist being drained
    if (pending) {
        pending->push_back(std::move(value.object));
        return;
    }
    std::vector<std::shared_ptr<Object>> worklist;
    worklist.push_back(std::move(value.object));
    pending = &worklist;
    while (!worklist.empty()) {
        std::shared_ptr<Object> next = std::move(worklist.back());
        worklist.pop_back();
        next.reset();  // its destructor hands what it holds to the worklist
    }
    pending = nullptr;
}

SequenceObject::~SequenceObject() {
    for (Value& item : items) release_without_recursion(item);
}

void SequenceObject::release_references() { items.clear(); }

void FunctionObject::release_references() {
    defaults.clear();
    keyword_defaults.clear();
    closure.clear();
    defining_class = Value{};
    attributes.reset();
}

Value none_value() { return Value{}; }
Value bool_value(bool value) {
    Value result;
    result.type = Type::Bool;
    result.boolean = value;
    result.integer = value ? 1 : 0;
    return result;
}
Value int_value(std::int64_t value) {
    Value result;
    result.type = Type::Int;
    result.integer = value;
    return result;
}
Value float_value(double value) {
    Value result;
    result.type = Type::Float;
    result.real = value;
    return result;
}
Value str_value(std::string text) {
    Value result;
    result.type = Type::Str;
    auto object = std::make_shared<StrObject>();
    object->text = std::move(text);
    result.object = std::move(object);
    return result;
}
static Value sequence_value(Type type, std::vector<Value> items) {
    Value result;
    result.type = type;
    auto object = std::make_shared<SequenceObject>();
    object->items = std::move(items);
    result.object = std::move(object);
    return result;
}
Value list_value(std::vector<Value> items) { return sequence_value(Type::List, std::move(items)); }
Value tuple_value(std::vector<Value> items) { return sequence_value(Type::Tuple, std::move(items)); }
Value named_tuple_value(std::string struct_name, std::vector<std::string> field_names, std::vector<Value> items) {
    Value result = sequence_value(Type::Tuple, std::move(items));
    auto& sequence = static_cast<SequenceObject&>(*result.object);
    sequence.struct_name = std::move(struct_name);
    sequence.field_names = std::move(field_names);
    return result;
}
Value range_value(std::int64_t start, std::int64_t stop, std::int64_t step) {
    Value result;
    result.type = Type::Range;
    auto object = std::make_shared<RangeObject>();
    object->start = start;
    object->stop = stop;
    object->step = step;
    result.object = std::move(object);
    return result;
}
Value builtin_value(std::string name, NativeFunction call) {
    Value result;
    result.type = Type::Builtin;
    auto object = std::make_shared<BuiltinObject>();
    object->name = std::move(name);
    object->call = std::move(call);
    result.object = std::move(object);
    return result;
}
Value plain_builtin_value(const char* name, NativeFunction::Plain call) { return builtin_value(std::string(name), call); }
void add_member(std::vector<std::pair<std::string, Value>>& members, const char* name, Value&& value) {
    members.emplace_back(name, std::move(value));
}
void add_member(std::vector<std::pair<std::string, Value>>& members, const char* name, const Value& value) {
    members.emplace_back(name, value);
}
Value type_value(std::string name, Type instances, NativeFunction construct) {
    Value result;
    result.type = Type::TypeObject;
    auto object = std::make_shared<TypeObject>();
    object->name = std::move(name);
    object->instances = instances;
    object->construct = std::move(construct);
    result.object = std::move(object);
    return result;
}

const std::string& str_of(const Value& value) { return static_cast<const StrObject&>(*value.object).text; }

bool str_is_ascii(const Value& value) {
    const StrObject& str = static_cast<const StrObject&>(*value.object);
    if (str.ascii < 0)
        str.ascii = std::all_of(str.text.begin(), str.text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0x80) == 0; });
    return str.ascii == 1;
}

std::int64_t str_length(const Value& value) {
    const StrObject& str = static_cast<const StrObject&>(*value.object);
    if (str_is_ascii(value)) return static_cast<std::int64_t>(str.text.size());
    if (str.character_starts) return static_cast<std::int64_t>(str.character_starts->size()) - 1;
    return std::count_if(str.text.begin(), str.text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}

const std::vector<std::uint32_t>& str_character_starts(const Value& value) {
    const StrObject& str = static_cast<const StrObject&>(*value.object);
    if (!str.character_starts) {
        auto starts = std::make_shared<std::vector<std::uint32_t>>();
        for (std::size_t i = 0; i < str.text.size(); ++i)
            if ((static_cast<unsigned char>(str.text[i]) & 0xC0) != 0x80) starts->push_back(static_cast<std::uint32_t>(i));
        starts->push_back(static_cast<std::uint32_t>(str.text.size()));
        str.character_starts = std::move(starts);
    }
    return *str.character_starts;
}
std::vector<Value>& items_of(const Value& value) { return static_cast<SequenceObject&>(*value.object).items; }
const RangeObject& range_of(const Value& value) { return static_cast<const RangeObject&>(*value.object); }

bool is_number(const Value& value) { return value.type == Type::Bool || value.type == Type::Int || value.type == Type::Float; }
double number_of(const Value& value) {
    if (value.type == Type::Float) return value.real;
    return static_cast<double>(value.integer);
}

std::string type_name(const Value& value) {
    switch (value.type) {
        case Type::None: return "NoneType";
        case Type::Bool: return "bool";
        case Type::Int: return "int";
        case Type::Float: return "float";
        case Type::Str: return "str";
        case Type::List: return is_deque(value) ? "collections.deque" : "list";
        case Type::Tuple: {
            const SequenceObject& sequence = object_of<SequenceObject>(value);
            if (sequence.subclass) return sequence.subclass->name;
            return sequence.struct_name.empty() ? "tuple" : sequence.struct_name;
        }
        case Type::Range: return "range";
        case Type::Function: return "function";
        case Type::Builtin: return "builtin_function_or_method";
        case Type::Module: return "module";
        case Type::TypeObject: return "type";
        case Type::Slice: return "slice";
        case Type::Native: return native_type_name(value);
        case Type::Ellipsis: return "ellipsis";
        case Type::Dict: {
            const DictObject::Flavor flavor = dict_of(value).flavor;
            if (flavor != DictObject::Flavor::Plain) return flavor == DictObject::Flavor::Counter ? "Counter" : "collections.defaultdict";
            return dict_of(value).ordered ? "OrderedDict" : "dict";
        }
        case Type::Set: return object_of<SetObject>(value).frozen ? "frozenset" : "set";
        case Type::DictView: {
            static const char* const kNames[] = {"dict_keys", "dict_values", "dict_items"};
            const std::string name = kNames[static_cast<int>(dict_view_of(value).kind)];
            return dict_of(dict_view_of(value).dict).ordered ? "o" + name : name;
        }
        case Type::Class: return "type";
        case Type::Instance: return class_of_instance(value).message_name();
        case Type::BoundMethod: return "method";
        case Type::Super: return "super";
        case Type::BigInt: return "int";
    }
    return "object";
}

namespace {

std::string string_repr(const std::string& text) {
    // Python prefers single quotes unless the text has a single quote and no double quote.
    const bool has_single = text.find('\'') != std::string::npos;
    const bool has_double = text.find('"') != std::string::npos;
    const char quote = (has_single && !has_double) ? '"' : '\'';
    std::string out(1, quote);
    for (unsigned char c : text) {
        if (c == static_cast<unsigned char>(quote) || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (c < 0x20 || c == 0x7f) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
            out += buffer;
        } else out += static_cast<char>(c);
    }
    return out + quote;
}

std::string sequence_repr(const std::vector<Value>& items, const char* open, const char* close, bool tuple) {
    std::string out = open;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        out += repr(items[i]);
    }
    if (tuple && items.size() == 1) out += ",";
    return out + close;
}

std::string repr_of(const Value& value);

}  // namespace

// A list or dict met again while its own repr is being built prints as [...] or {...}, as CPython's Py_ReprEnter
// makes it (a list that holds itself). Containers nested deeper than CPython's recursion limit lets a module-level
// repr go (997 levels inside the outermost) raise its RecursionError. Plain lists, tuples and dicts are walked from
// an explicit stack rather than by recursion, which would take more stack than the web build has at that depth.
namespace {

std::vector<const Object*>& open_containers() {  // the containers whose repr is being built, outermost first
    static thread_local std::vector<const Object*> open;
    return open;
}

bool is_plain_container(const Value& value) {
    if (value.type == Type::List) return !is_deque(value);
    if (value.type == Type::Tuple) return object_of<SequenceObject>(value).struct_name.empty() && !object_of<SequenceObject>(value).subclass;
    return value.type == Type::Dict && dict_of(value).flavor == DictObject::Flavor::Plain && !dict_of(value).ordered;
}

// Enters a container's repr: false (with "[...]" / "{...}" written) when it is already open.
bool enter_container(const Value& value, std::string& out) {
    constexpr std::size_t kDeepest = 998;
    std::vector<const Object*>& open = open_containers();
    if (value.type != Type::Tuple && std::find(open.begin(), open.end(), value.object.get()) != open.end()) {
        out += value.type == Type::Dict ? "{...}" : "[...]";
        return false;
    }
    if (open.size() >= kDeepest) raise_error("RecursionError", "maximum recursion depth exceeded while getting the repr of an object");
    open.push_back(value.object.get());
    return true;
}

struct ReprFrame {
    Value container;
    std::vector<Value> keys, values;  // a dict's, or a list's or tuple's items in `values`
    std::size_t next = 0;
};

std::string nested_repr(const Value& value) {
    std::vector<const Object*>& open = open_containers();
    const std::size_t depth_before = open.size();
    struct Restore {
        std::vector<const Object*>& open;
        std::size_t size;
        ~Restore() { open.resize(size); }
    } restore{open, depth_before};
    std::string out;
    std::vector<ReprFrame> frames;
    auto start = [&](const Value& container) {
        if (!is_plain_container(container)) {
            out += repr(container);
            return;
        }
        if (!enter_container(container, out)) return;
        ReprFrame frame;
        frame.container = container;
        if (container.type == Type::Dict) {
            for (const DictObject::Entry* entry : dict_of(container).live_entries()) {
                frame.keys.push_back(entry->key);
                frame.values.push_back(entry->value);
            }
        } else {
            frame.values = items_of(container);
        }
        out += container.type == Type::List ? "[" : container.type == Type::Tuple ? "(" : "{";
        frames.push_back(std::move(frame));
    };
    start(value);
    while (!frames.empty()) {
        ReprFrame& frame = frames.back();
        if (frame.next == frame.values.size()) {
            const Type type = frame.container.type;
            out += type == Type::List ? "]" : type == Type::Dict ? "}" : frame.values.size() == 1 ? ",)" : ")";
            open.pop_back();
            frames.pop_back();
            continue;
        }
        if (frame.next > 0) out += ", ";
        if (!frame.keys.empty()) out += repr(frame.keys[frame.next]) + ": ";
        const Value item = frame.values[frame.next++];
        start(item);  // may add a frame: `frame` is not used after this
    }
    return out;
}

}  // namespace

std::string repr(const Value& value) {
    if (is_plain_container(value)) return nested_repr(value);
    if (value.type != Type::List && value.type != Type::Dict && value.type != Type::Tuple) return repr_of(value);
    std::string cycle;
    if (!enter_container(value, cycle)) return cycle;
    struct Close {
        ~Close() { open_containers().pop_back(); }
    } close;
    return repr_of(value);
}

namespace {

std::string repr_of(const Value& value) {
    switch (value.type) {
        case Type::None: return "None";
        case Type::Bool: return value.boolean ? "True" : "False";
        case Type::Int: return std::to_string(value.integer);
        case Type::Float: return qkv::py_float_repr(value.real);
        case Type::Str: return string_repr(str_of(value));
        case Type::List: return is_deque(value) ? deque_repr(value) : sequence_repr(items_of(value), "[", "]", false);
        case Type::Tuple: {
            const auto& sequence = object_of<SequenceObject>(value);
            if (sequence.subclass && sequence.subclass->repr) return sequence.subclass->repr(value);
            if (sequence.struct_name.empty()) return sequence_repr(sequence.items, "(", ")", true);
            if (sequence.python_named) {
                std::string fields;
                for (std::size_t i = 0; i < sequence.items.size(); ++i)
                    fields += (i ? ", " : "") + sequence.field_names[i] + "=" + repr(sequence.items[i]);
                return sequence.struct_name + "(" + fields + ")";
            }
            std::string out = sequence.struct_name + "(";
            for (std::size_t i = 0; i < sequence.items.size(); ++i)
                out += (i ? ",\n" : "\n") + sequence.field_names[i] + "=" + repr(sequence.items[i]);
            return out + ")";
        }
        case Type::Range: {
            const RangeObject& range = range_of(value);
            std::string out = "range(" + std::to_string(range.start) + ", " + std::to_string(range.stop);
            if (range.step != 1) out += ", " + std::to_string(range.step);
            return out + ")";
        }
        case Type::Function: return "<function " + object_of<FunctionObject>(value).qualified_name + " at 0x7f0000000000>";
        case Type::Builtin: return "<built-in function " + object_of<BuiltinObject>(value).name + ">";
        case Type::Module: {
            const ModuleObject& module = object_of<ModuleObject>(value);
            return "<module '" + module.name + "'" + (module.built_in ? " (built-in)>" : ">");
        }
        case Type::TypeObject: return "<class '" + object_of<TypeObject>(value).name + "'>";
        case Type::Slice: return "slice" + sequence_repr(items_of(value), "(", ")", false);
        case Type::Native: return native_repr(value);
        case Type::Ellipsis: return "Ellipsis";
        case Type::Dict: return dict_repr(value);
        case Type::Set: return set_repr(value);
        case Type::DictView: return dict_view_repr(value);
        case Type::Class: {
            const ClassObject& cls = class_of(value);
            return "<class '" + (cls.module == "builtins" ? cls.name : cls.module + "." + cls.name) + "'>";
        }
        case Type::Instance: return instance_repr(value);
        case Type::BigInt: return big_of(value).to_string();
        case Type::BoundMethod: {
            const BoundMethodObject& method = object_of<BoundMethodObject>(value);
            const std::string name = method.function.type == Type::Function ? object_of<FunctionObject>(method.function).qualified_name
                                                                              : object_of<BuiltinObject>(method.function).name;
            return "<bound method " + name + " of " + repr(method.self) + ">";
        }
        case Type::Super: return "<super: " + repr(object_of<SuperObject>(value).after) + ", " + repr(object_of<SuperObject>(value).self) + ">";
    }
    return "<object>";
}

}  // namespace

std::string str(const Value& value) {
    if (value.type == Type::Str) return str_of(value);
    if (value.type == Type::Instance) return instance_str(value);
    if (value.type == Type::Native) return native_str(value);
    return repr(value);
}

}  // namespace qkv::python
