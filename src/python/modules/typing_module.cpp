// typing_module.cpp — `typing`'s names for annotations (List, Dict, Optional, Union, Callable ...) and the generic
// aliases subscripting them makes, printed as CPython 3.11 prints them: typing.Dict[str, typing.List[int]],
// typing.Optional[int]; and list[int], what subscripting a builtin type makes. They describe types only: the
// playground, like CPython, does not check annotations.
#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/modules/stdlib_modules.hpp"

namespace qkv::python {

namespace {

struct AliasState : Object {
    std::string prefix;  // "typing." for typing's names, "" for list[int]
    std::string name;    // "List", "Optional", "list"
    int arity = -1;      // the arguments a subscript takes (-1: any number)
    bool subscripted = false;
    std::vector<Value> arguments;
    bool callable_form = false;  // Callable[[args], result]: the first argument is a list or ...
};

const AliasState& alias_of(const Value& value) { return static_cast<const AliasState&>(*object_of<InstanceObject>(value).native); }

bool is_alias(const Value& value);

// typing's _type_repr: classes by their qualified name, None as NoneType, ... as itself, a string as ForwardRef.
std::string type_repr(const Value& value) {
    switch (value.type) {
        case Type::None: return "NoneType";
        case Type::Ellipsis: return "...";
        case Type::TypeObject: return object_of<TypeObject>(value).name;
        case Type::Class: {
            const ClassObject& cls = class_of(value);
            return cls.module == "builtins" ? cls.name : cls.module + "." + cls.name;
        }
        case Type::Str: return "ForwardRef(" + repr(value) + ")";
        case Type::List: {
            std::string text = "[";
            for (std::size_t i = 0; i < items_of(value).size(); ++i) text += (i ? ", " : "") + type_repr(items_of(value)[i]);
            return text + "]";
        }
        default: return repr(value);
    }
}

std::string alias_repr(const AliasState& alias) {
    const std::string head = alias.prefix + alias.name;
    if (!alias.subscripted) return head;
    const std::vector<Value>& arguments = alias.arguments;
    if (alias.name == "Union" && arguments.size() == 2 && (arguments[0].type == Type::None || arguments[1].type == Type::None))
        return alias.prefix + "Optional[" + type_repr(arguments[arguments[0].type == Type::None ? 1 : 0]) + "]";
    if (arguments.empty()) return head + "[()]";
    std::string text = head + "[";
    for (std::size_t i = 0; i < arguments.size(); ++i) text += (i ? ", " : "") + type_repr(arguments[i]);
    return text + "]";
}

bool same_type(const Value& left, const Value& right) {
    if (left.type != right.type) return false;
    if (left.type == Type::None) return true;
    if (is_alias(left)) return alias_repr(alias_of(left)) == alias_repr(alias_of(right));
    return left.object == right.object;
}

const Value& alias_class(bool special) {
    static std::map<bool, Value> made;
    auto found = made.find(special);
    if (found != made.end()) return found->second;
    Scope members;
    members.set("__repr__", builtin_value("__repr__", [](Runtime&, CallArgs& args) { return str_value(alias_repr(alias_of(args.positional[0]))); }));
    members.set("__eq__", builtin_value("__eq__", [](Runtime&, CallArgs& args) {
        return bool_value(is_alias(args.positional[1]) && same_type(args.positional[0], args.positional[1]));
    }));
    members.set("__getitem__", builtin_value("__getitem__", [](Runtime& runtime, CallArgs& args) -> Value {
        const AliasState& alias = alias_of(args.positional[0]);
        if (alias.subscripted) raise_unsupported("subscripting " + alias_repr(alias));
        const Value& index = args.positional[1];
        std::vector<Value> arguments = index.type == Type::Tuple ? items_of(index) : std::vector<Value>{index};
        if (alias.name == "Optional") {
            if (index.type == Type::Tuple) raise_unsupported("typing.Optional with several types");
            arguments = {index, none_value()};
        }
        if (alias.name == "Union" || alias.name == "Optional") {
            std::vector<Value> distinct;
            for (const Value& argument : arguments) {
                const std::vector<Value> flat = is_alias(argument) && alias_of(argument).name == "Union" && alias_of(argument).subscripted
                                                    ? alias_of(argument).arguments
                                                    : std::vector<Value>{argument};
                for (const Value& member : flat)
                    if (std::none_of(distinct.begin(), distinct.end(), [&](const Value& seen) { return same_type(seen, member); }))
                        distinct.push_back(member);
            }
            if (distinct.size() == 1) {
                if (distinct[0].type == Type::None) raise_unsupported("typing.Optional[None]");
                return distinct[0];
            }
            arguments = std::move(distinct);
        }
        if (alias.arity >= 0 && static_cast<int>(arguments.size()) != alias.arity)
            raise_error("TypeError", std::string("Too ") + (static_cast<int>(arguments.size()) > alias.arity ? "many" : "few") +
                                         " arguments for " + alias_repr(alias) + "; actual " + std::to_string(arguments.size()) +
                                         ", expected " + std::to_string(alias.arity));
        auto subscripted = std::make_shared<AliasState>(alias);
        subscripted->subscripted = true;
        subscripted->name = alias.name == "Optional" ? "Union" : alias.name;
        subscripted->arguments = std::move(arguments);
        CallArgs none;
        Value made = instantiate(runtime, alias_class(false), none);
        object_of<InstanceObject>(made).native = std::move(subscripted);
        return made;
    }));
    members.set("__call__", builtin_value("__call__", [](Runtime&, CallArgs& args) -> Value {
        const AliasState& alias = alias_of(args.positional[0]);
        static const std::map<std::string, std::string> kBuiltins = {
            {"List", "list"}, {"Dict", "dict"}, {"Set", "set"}, {"FrozenSet", "frozenset"}, {"Tuple", "tuple"}};
        const auto builtin = kBuiltins.find(alias.name);
        if (!alias.subscripted && alias.prefix == "typing." && builtin != kBuiltins.end())
            raise_error("TypeError", "Type " + alias.name + " cannot be instantiated; use " + builtin->second + "() instead");
        if (alias.name == "Any") raise_error("TypeError", "Any cannot be instantiated");
        raise_unsupported("calling " + alias_repr(alias));
    }));
    return made[special] = make_class(special ? "_SpecialGenericAlias" : "_GenericAlias", "typing", {}, std::move(members));
}

Value make_alias(Runtime& runtime, const std::string& prefix, const std::string& name, int arity) {
    auto state = std::make_shared<AliasState>();
    state->prefix = prefix;
    state->name = name;
    state->arity = arity;
    CallArgs none;
    Value made = instantiate(runtime, alias_class(true), none);
    object_of<InstanceObject>(made).native = std::move(state);
    return made;
}

bool is_alias(const Value& value) {
    if (value.type != Type::Instance) return false;
    const ClassObject& cls = class_of_instance(value);
    return cls.module == "typing" && (cls.name == "_SpecialGenericAlias" || cls.name == "_GenericAlias");
}

}  // namespace

Value make_typing_module() {
    Runtime runtime;  // instantiating the aliases runs no Python code
    std::vector<std::pair<std::string, Value>> members;
    const std::pair<const char*, int> names[] = {
        {"Any", 0},       {"Callable", -1}, {"Dict", 2},     {"FrozenSet", 1}, {"Generator", 3}, {"Iterable", 1},
        {"Iterator", 1},  {"List", 1},      {"Mapping", 2},  {"Optional", -1},  {"Sequence", 1},  {"Set", 1},
        {"Tuple", -1},    {"Type", 1},      {"Union", -1},
    };
    for (const auto& [name, arity] : names) members.emplace_back(name, make_alias(runtime, "typing.", name, arity));
    members.emplace_back("TYPE_CHECKING", bool_value(false));
    return module_value("typing", false, std::move(members));
}

Value builtin_generic_alias(Runtime& runtime, const std::string& type_name, const Value& index) {
    Value alias = make_alias(runtime, "", type_name, -1);
    return runtime.subscript(alias, index);
}

}  // namespace qkv::python
