// stdlib_modules.cpp — `sys`, `time`, `string` and `operator` as far as learners use them, with CPython 3.11's
// values and messages. time.time() and perf_counter() read the real clocks (programs time things, they do not
// print the readings); time.sleep returns at once, since the playground's output does not depend on waiting.
#include "python/modules/stdlib_modules.hpp"

#include <chrono>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {

using Members = std::vector<std::pair<std::string, Value>>;

Value module_value(const std::string& name, bool built_in, Members members) {
    auto module = std::make_shared<ModuleObject>();
    module->name = name;
    module->built_in = built_in;
    module->members = std::move(members);
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

namespace {

std::size_t character_count(const std::string& text) {
    std::size_t count = 0;
    for (unsigned char c : text) count += (c & 0xC0) != 0x80;
    return count;
}

// sys.stdout: write() prints what it is given and returns its length in characters.
Value make_stdout() {
    Scope members;
    members.set("write", builtin_value("write", [](Runtime& runtime, CallArgs& args) {
        reject_keywords(args, "write");
        if (args.positional.size() != 2)
            raise_error("TypeError", "TextIOWrapper.write() takes exactly one argument (" + std::to_string(args.positional.size() - 1) + " given)");
        if (args.positional[1].type != Type::Str) raise_error("TypeError", "write() argument must be str, not " + type_name(args.positional[1]));
        const std::string& text = str_of(args.positional[1]);
        runtime.charge(1 + static_cast<std::int64_t>(text.size()) / 256);
        runtime.output += text;
        return int_value(static_cast<std::int64_t>(character_count(text)));
    }));
    members.set("flush", builtin_value("flush", [](Runtime&, CallArgs&) { return none_value(); }));
    members.set("__repr__", builtin_value("__repr__", [](Runtime&, CallArgs&) {
        return str_value("<_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>");
    }));
    return make_singleton("TextIOWrapper", "_io", std::move(members));
}

Value sys_exit(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "exit");
    expect_arguments_between(args, "exit", 0, 1);
    raise_exception(runtime, instantiate(runtime, exception_class("SystemExit"), args));
}

// sys.setrecursionlimit(n) with CPython's checks. The limit counts Python frames; the native stack is guarded on its
// own (stack_guard.hpp), so a limit the stack cannot hold still ends in RecursionError.
Value set_recursion_limit(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "setrecursionlimit");
    expect_argument_count(args, "setrecursionlimit", 1, 1);
    const Value& limit = args.positional[0];
    if (limit.type == Type::BigInt) raise_error("OverflowError", "Python int too large to convert to C int");
    if (limit.type != Type::Int && limit.type != Type::Bool)
        raise_error("TypeError", "'" + type_name(limit) + "' object cannot be interpreted as an integer");
    if (limit.integer > INT32_MAX || limit.integer < INT32_MIN) raise_error("OverflowError", "Python int too large to convert to C int");
    if (limit.integer < 1) raise_error("ValueError", "recursion limit must be greater or equal than 1");
    const std::int64_t depth = runtime.call_depth + 2;  // the module's frame and this call count, as in CPython 3.11
    if (limit.integer <= depth)
        raise_error("RecursionError", "cannot set the recursion limit to " + std::to_string(limit.integer) + " at the recursion depth " +
                                          std::to_string(depth) + ": the limit is too low");
    runtime.recursion_limit = limit.integer;
    return none_value();
}

}  // namespace

Value make_sys_module() {
    Value version_info = named_tuple_value("sys.version_info", {"major", "minor", "micro", "releaselevel", "serial"},
                                           {int_value(3), int_value(11), int_value(2), str_value("final"), int_value(0)});
    object_of<SequenceObject>(version_info).python_named = true;
    Members members;
    add_member(members, "version_info", version_info);
    add_member(members, "version", str_value("3.11.2 (main, Apr 28 2025, 14:11:48) [GCC 12.2.0]"));
    add_member(members, "maxsize", int_value(INT64_MAX));
    add_member(members, "platform", str_value("linux"));
    add_member(members, "byteorder", str_value("little"));
    add_member(members, "stdout", make_stdout());
    add_member(members, "exit", builtin_value("exit", sys_exit));
    add_member(members, "getrecursionlimit", builtin_value("getrecursionlimit", [](Runtime& runtime, CallArgs& args) {
         reject_keywords(args, "getrecursionlimit");
         expect_argument_count(args, "getrecursionlimit", 0, 0);
         return int_value(runtime.recursion_limit);
     }));
    add_member(members, "setrecursionlimit", builtin_value("setrecursionlimit", set_recursion_limit));
    return module_value("sys", true, std::move(members));
}

SystemExitOutcome system_exit_outcome(const PythonError& error) {
    SystemExitOutcome outcome;
    const std::shared_ptr<Object>& exception = error.exception();
    std::vector<Value> args;
    if (exception)
        if (const Value* given = static_cast<InstanceObject&>(*exception).attributes.find("args")) args = items_of(*given);
    if (args.empty() || (args.size() == 1 && args[0].type == Type::None)) return outcome;
    if (args.size() == 1 && (args[0].type == Type::Int || args[0].type == Type::Bool)) {
        outcome.status = static_cast<int>(args[0].integer & 0xFF);
        return outcome;
    }
    outcome.status = 1;
    outcome.message = args.size() == 1 ? str(args[0]) : repr(tuple_value(args));
    return outcome;
}

Value make_time_module() {
    auto seconds_since = [](auto clock_now) {
        return std::chrono::duration<double>(clock_now.time_since_epoch()).count();
    };
    Members members;
    add_member(members, "time", builtin_value("time", [seconds_since](Runtime&, CallArgs& args) {
         expect_argument_count(args, "time", 0, 0);
         return float_value(seconds_since(std::chrono::system_clock::now()));
     }));
    add_member(members, "sleep", builtin_value("sleep", [](Runtime&, CallArgs& args) {
         reject_keywords(args, "sleep");
         expect_argument_count(args, "sleep", 1, 1);
         if (!is_number(args.positional[0])) raise_error("TypeError", "'" + type_name(args.positional[0]) + "' object cannot be interpreted as an integer");
         if (number_of(args.positional[0]) < 0) raise_error("ValueError", "sleep length must be non-negative");
         return none_value();
     }));
    for (const char* name : {"perf_counter", "monotonic", "process_time"})
        members.emplace_back(name, builtin_value(name, [seconds_since, name](Runtime&, CallArgs& args) {
                                 expect_argument_count(args, name, 0, 0);
                                 return float_value(seconds_since(std::chrono::steady_clock::now()));
                             }));
    return module_value("time", true, std::move(members));
}

Value make_string_module() {
    const std::string lower = "abcdefghijklmnopqrstuvwxyz", upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ", digits = "0123456789";
    const std::string punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", whitespace = " \t\n\r\x0b\x0c";
    Members members;
    add_member(members, "ascii_letters", str_value(lower + upper));
    add_member(members, "ascii_lowercase", str_value(lower));
    add_member(members, "ascii_uppercase", str_value(upper));
    add_member(members, "digits", str_value(digits));
    add_member(members, "hexdigits", str_value(digits + "abcdefABCDEF"));
    add_member(members, "octdigits", str_value("01234567"));
    add_member(members, "punctuation", str_value(punctuation));
    add_member(members, "whitespace", str_value(whitespace));
    add_member(members, "printable", str_value(digits + lower + upper + punctuation + whitespace));
    add_member(members, "capwords", builtin_value("capwords", [](Runtime& runtime, CallArgs& args) {
         reject_keywords(args, "capwords");
         expect_argument_count(args, "capwords", 1, 1);
         auto method = [&runtime](const Value& self, const char* name, std::vector<Value> positional) {
             CallArgs call_args;
             call_args.positional = std::move(positional);
             return runtime.call(get_attribute(runtime, self, name), call_args);
         };
         std::vector<Value> words = iterate(runtime, method(args.positional[0], "split", {}));
         for (Value& word : words) word = method(word, "capitalize", {});
         return method(str_value(" "), "join", {list_value(std::move(words))});
     }));
    return module_value("string", false, std::move(members));
}

namespace {

// operator's itemgetter, attrgetter and methodcaller: callables that print as CPython prints them.
Value getter(const std::string& kind, std::vector<Value> keys, std::function<Value(Runtime&, const Value&, const Value&)> get) {
    if (keys.empty()) raise_error("TypeError", kind + " expected 1 argument, got 0");
    Scope members;
    members.set("__call__", builtin_value("__call__", [keys, get, kind](Runtime& runtime, CallArgs& args) {
        reject_keywords(args, kind);
        if (args.positional.size() != 2)
            raise_error("TypeError", kind + " expected 1 argument, got " + std::to_string(args.positional.size() - 1));
        if (keys.size() == 1) return get(runtime, args.positional[1], keys[0]);
        std::vector<Value> picked;
        for (const Value& key : keys) picked.push_back(get(runtime, args.positional[1], key));
        return tuple_value(std::move(picked));
    }));
    members.set("__repr__", builtin_value("__repr__", [keys, kind](Runtime&, CallArgs&) {
        std::string text = "operator." + kind + "(";
        for (std::size_t i = 0; i < keys.size(); ++i) text += (i ? ", " : "") + repr(keys[i]);
        return str_value(text + ")");
    }));
    return make_singleton(kind, "operator", std::move(members));
}

}  // namespace

Value make_operator_module() {
    Members members;
    auto binary = [&](const char* name, const char* op, bool comparison) {
        members.emplace_back(name, builtin_value(name, [name, op, comparison](Runtime& runtime, CallArgs& args) {
                                 reject_keywords(args, name);
                                 expect_argument_count(args, name, 2, 2);
                                 return comparison ? rich_compare(runtime, op, args.positional[0], args.positional[1])
                                                   : binary_operation(runtime, op, args.positional[0], args.positional[1]);
                             }));
    };
    for (const auto& [name, op] : {std::pair{"add", "+"}, {"sub", "-"}, {"mul", "*"}, {"truediv", "/"}, {"floordiv", "//"},
                                   {"mod", "%"}, {"pow", "**"}, {"matmul", "@"}, {"and_", "&"}, {"or_", "|"}, {"xor", "^"},
                                   {"lshift", "<<"}, {"rshift", ">>"}})
        binary(name, op, false);
    for (const auto& [name, op] : {std::pair{"eq", "=="}, {"ne", "!="}, {"lt", "<"}, {"le", "<="}, {"gt", ">"}, {"ge", ">="}})
        binary(name, op, true);
    members.emplace_back("neg", builtin_value("neg", [](Runtime& runtime, CallArgs& args) {
                             expect_argument_count(args, "neg", 1, 1);
                             return unary_operation(runtime, "-", args.positional[0]);
                         }));
    members.emplace_back("not_", builtin_value("not_", [](Runtime&, CallArgs& args) {
                             expect_argument_count(args, "not_", 1, 1);
                             return bool_value(!truthy(args.positional[0]));
                         }));
    members.emplace_back("itemgetter", builtin_value("itemgetter", [](Runtime&, CallArgs& args) {
                             reject_keywords(args, "itemgetter");
                             return getter("itemgetter", args.positional, [](Runtime& runtime, const Value& object, const Value& key) {
                                 return runtime.subscript(object, key);
                             });
                         }));
    members.emplace_back("attrgetter", builtin_value("attrgetter", [](Runtime&, CallArgs& args) {
                             reject_keywords(args, "attrgetter");
                             for (const Value& name : args.positional)
                                 if (name.type != Type::Str) raise_error("TypeError", "attribute name must be a string");
                             return getter("attrgetter", args.positional, [](Runtime& runtime, const Value& object, const Value& name) {
                                 Value found = object;
                                 const std::string& path = str_of(name);
                                 for (std::size_t start = 0; start <= path.size();) {
                                     std::size_t dot = path.find('.', start);
                                     if (dot == std::string::npos) dot = path.size();
                                     found = get_attribute(runtime, found, path.substr(start, dot - start));
                                     start = dot + 1;
                                 }
                                 return found;
                             });
                         }));
    return module_value("operator", false, std::move(members));
}

}  // namespace qkv::python
