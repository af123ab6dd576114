// exceptions.cpp — the built-in exception hierarchy (CPython 3.11's, for the classes a learner meets), the
// native methods of BaseException (args, str, repr) and KeyError's str.
#include "python/runtime/exceptions.hpp"

#include <map>

#include "python/runtime/classes.hpp"

namespace qkv::python {
namespace {

Value native(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

// StopIteration.value: its first argument (a generator's return value), or None.
void set_stop_iteration_value(const Value& exception, const std::vector<Value>& args) {
    object_of<InstanceObject>(exception).attributes.set("value", args.empty() ? none_value() : args[0]);
}

const std::vector<Value>& args_of(const Value& exception) {
    return items_of(*object_of<InstanceObject>(exception).attributes.find("args"));
}

// str(exception): nothing, the one argument, or the tuple of them.
std::string exception_str(const Value& exception) {
    const std::vector<Value>& args = args_of(exception);
    if (args.empty()) return "";
    if (args.size() == 1) return str(args[0]);
    return repr(tuple_value(args));
}

Scope base_exception_members() {
    Scope members;
    members.set("__init__", native("__init__", [](Runtime&, CallArgs& args) {
        object_of<InstanceObject>(args.positional[0]).attributes.set(
            "args", tuple_value(std::vector<Value>(args.positional.begin() + 1, args.positional.end())));
        return none_value();
    }));
    // What `raise ... from cause` sets on the exception it raises (execute_raise); None otherwise.
    members.set("__cause__", none_value());
    members.set("__str__", native("__str__", [](Runtime&, CallArgs& args) { return str_value(exception_str(args.positional[0])); }));
    members.set("__repr__", native("__repr__", [](Runtime&, CallArgs& args) {
        const std::vector<Value>& items = args_of(args.positional[0]);
        std::string text = repr(tuple_value(items));
        if (items.size() == 1) text.erase(text.size() - 2, 1);  // (x,) -> (x)
        return str_value(class_of_instance(args.positional[0]).name + text);
    }));
    return members;
}

struct Table {
    std::vector<std::pair<std::string, Value>> classes;
    std::map<std::string, Value> by_name;

    const Value& add(const std::string& name, const std::string& base, Scope members = Scope()) {
        std::vector<Value> bases;
        if (!base.empty()) bases.push_back(by_name.at(base));
        Value cls = make_class(name, "builtins", std::move(bases), std::move(members));
        classes.emplace_back(name, cls);
        return by_name[name] = cls;
    }
};

Table& table() {
    static Table instance = [] {
        Table t;
        const Value& base = t.add("BaseException", "", base_exception_members());
        // Every exception keeps the arguments it was called with, whatever its __init__ does.
        object_of<ClassObject>(base).on_create = [](Runtime&, const Value& exception, CallArgs& args) {
            if (!args.keywords.empty())
                raise_error("TypeError", class_of_instance(exception).name + "() takes no keyword arguments");
            object_of<InstanceObject>(exception).attributes.set("args", tuple_value(args.positional));
        };
        const char* const hierarchy[][2] = {
            {"Exception", "BaseException"}, {"KeyboardInterrupt", "BaseException"}, {"SystemExit", "BaseException"},
            {"ArithmeticError", "Exception"}, {"ZeroDivisionError", "ArithmeticError"}, {"OverflowError", "ArithmeticError"},
            {"FloatingPointError", "ArithmeticError"}, {"LookupError", "Exception"}, {"IndexError", "LookupError"},
            {"ValueError", "Exception"}, {"UnicodeError", "ValueError"}, {"TypeError", "Exception"},
            {"NameError", "Exception"}, {"UnboundLocalError", "NameError"}, {"AttributeError", "Exception"},
            {"RuntimeError", "Exception"}, {"NotImplementedError", "RuntimeError"}, {"RecursionError", "RuntimeError"},
            {"AssertionError", "Exception"}, {"ImportError", "Exception"}, {"ModuleNotFoundError", "ImportError"},
            {"MemoryError", "Exception"}, {"OSError", "Exception"}, {"TimeoutError", "OSError"},
            {"StopIteration", "Exception"}, {"SyntaxError", "Exception"}, {"IndentationError", "SyntaxError"},
        };
        for (const auto& entry : hierarchy) t.add(entry[0], entry[1]);
        Scope key_error_members;
        key_error_members.set("__str__", native("__str__", [](Runtime&, CallArgs& args) {
            const std::vector<Value>& items = args_of(args.positional[0]);
            return str_value(items.size() == 1 ? repr(items[0]) : exception_str(args.positional[0]));
        }));
        t.add("KeyError", "LookupError", std::move(key_error_members));
        object_of<ClassObject>(t.by_name.at("StopIteration")).on_create = [](Runtime&, const Value& exception, CallArgs& args) {
            set_stop_iteration_value(exception, args.positional);
        };
        return t;
    }();
    return instance;
}

Value new_exception(const Value& cls, std::vector<Value> args) {
    auto object = std::make_shared<InstanceObject>();
    object->cls = cls;
    object->attributes.set("args", tuple_value(args));
    Value exception;
    exception.type = Type::Instance;
    exception.object = std::move(object);
    if (class_of(cls).name == "StopIteration") set_stop_iteration_value(exception, args);
    return exception;
}

// The name CPython would suggest for a NameError or AttributeError the playground raised, kept with its exception
// object: the traceback of a caught one raised again (`except NameError: raise`) still says "Did you mean".
struct SuggestedName : KindedObject<SuggestedName> {
    std::string name;
};

[[noreturn]] void throw_exception(const Value& exception, std::string message) {
    PythonError error(class_of_instance(exception).qualified_name(), std::move(message));
    error.set_exception(exception.object);
    const auto& kept = object_of<InstanceObject>(exception).native;
    if (const auto* suggested = object_as<SuggestedName>(kept.get())) error.set_suggestion(suggested->name);
    throw error;
}

}  // namespace

const Value& exception_class(const std::string& name) {
    Table& t = table();
    auto found = t.by_name.find(name);
    if (found != t.by_name.end()) return found->second;
    return t.add(name, "Exception");
}

const std::vector<std::pair<std::string, Value>>& exception_classes() { return table().classes; }

bool is_exception_class(const Value& value) {
    return value.type == Type::Class && is_subclass(class_of(value), class_of(exception_class("BaseException")));
}

Value exception_of(const PythonError& error) {
    if (error.exception()) {
        Value exception;
        exception.type = Type::Instance;
        exception.object = error.exception();
        return exception;
    }
    std::vector<Value> args;
    if (!error.message().empty()) args.push_back(str_value(error.message()));
    Value exception = new_exception(exception_class(error.type()), std::move(args));
    if (!error.suggestion().empty()) {
        auto suggested = std::make_shared<SuggestedName>();
        suggested->name = error.suggestion();
        object_of<InstanceObject>(exception).native = std::move(suggested);
    }
    return exception;
}

void raise_exception(Runtime& runtime, const Value& raised) {
    Value exception = raised;
    if (is_exception_class(raised)) {
        CallArgs no_arguments;
        exception = instantiate(runtime, raised, no_arguments);
    }
    if (exception.type != Type::Instance || !is_exception_class(object_of<InstanceObject>(exception).cls))
        raise_error("TypeError", "exceptions must derive from BaseException");
    throw_exception(exception, str(exception));
}

void raise_stop_iteration(const Value& value) {
    const Value exception = new_exception(exception_class("StopIteration"), {value});
    throw_exception(exception, str(exception));
}

void raise_key_error(const Value& key) {
    throw_exception(new_exception(exception_class("KeyError"), {key}), repr(key));
}

}  // namespace qkv::python
