// attributes.cpp — attribute lookup and the str/list/tuple methods the playground implements.
#include "python/runtime/attributes.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "python/compiler/ast.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/bytes_type.hpp"
#include "python/runtime/classes.hpp"
#include "python/modules/collections_module.hpp"
#include "python/modules/stdlib_modules.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/percent_format.hpp"
#include "python/runtime/evaluator.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/format_spec.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/python_names.hpp"
#include "python/runtime/str_methods.hpp"
#include "python/runtime/suggestions.hpp"

namespace qkv::python {
namespace {

Value method(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

// "{} and {0} and {name:>5}".format(...)
std::string str_format(const std::string& pattern, const CallArgs& args) {
    std::string out;
    std::size_t automatic = 0;
    bool numbered = false;  // a field gave its index: "{}" may not follow, nor "{0}" a "{}"
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') { out += '{'; ++i; continue; }
        if (c == '}' && i + 1 < pattern.size() && pattern[i + 1] == '}') { out += '}'; ++i; continue; }
        if (c == '}') raise_error("ValueError", "Single '}' encountered in format string");
        if (c != '{') { out += c; continue; }
        const std::size_t close = pattern.find('}', i);
        if (close == std::string::npos) raise_error("ValueError", "Single '{' encountered in format string");
        std::string field = pattern.substr(i + 1, close - i - 1);
        i = close;
        std::string spec;
        char conversion = 0;
        const std::size_t colon = field.find(':');
        if (colon != std::string::npos) {
            spec = field.substr(colon + 1);
            field = field.substr(0, colon);
        }
        const std::size_t bang = field.find('!');
        if (bang != std::string::npos) {
            if (bang + 1 == field.size()) raise_error("ValueError", "unmatched '{' in format spec");
            if (bang + 2 < field.size()) raise_error("ValueError", "expected ':' after conversion specifier");
            conversion = field[bang + 1];
            if (conversion != 'r' && conversion != 's' && conversion != 'a')
                raise_error("ValueError", std::string("Unknown conversion specifier ") + conversion);
            field = field.substr(0, bang);
        }
        const Value* value = nullptr;
        if (field.empty()) {
            if (numbered) raise_error("ValueError", "cannot switch from manual field specification to automatic field numbering");
            if (automatic >= args.positional.size())
                raise_error("IndexError", "Replacement index " + std::to_string(automatic) + " out of range for positional args tuple");
            value = &args.positional[automatic++];
        } else if (std::all_of(field.begin(), field.end(), [](char d) { return std::isdigit(static_cast<unsigned char>(d)); })) {
            if (automatic > 0) raise_error("ValueError", "cannot switch from automatic field numbering to manual field specification");
            numbered = true;
            const std::size_t index = std::stoul(field);
            if (index >= args.positional.size())
                raise_error("IndexError", "Replacement index " + field + " out of range for positional args tuple");
            value = &args.positional[index];
        } else {
            for (const auto& keyword : args.keywords)
                if (keyword.first == field) value = &keyword.second;
            if (!value) {
                if (field.find_first_of(".[") != std::string::npos) raise_unsupported("attribute or index lookups in str.format");
                raise_key_error(str_value(field));
            }
        }
        Value shown = *value;
        if (conversion == 'r') shown = str_value(repr(*value));
        else if (conversion == 'a') shown = str_value(ascii_repr(*value));
        else if (conversion == 's') shown = str_value(str(*value));
        out += format_with_spec(shown, spec);
    }
    return out;
}

std::string strip(const std::string& text, bool left, bool right, const std::string& characters) {
    std::size_t first = 0, last = text.size();
    while (left && first < last && characters.find(text[first]) != std::string::npos) ++first;
    while (right && last > first && characters.find(text[last - 1]) != std::string::npos) --last;
    return text.substr(first, last - first);
}

std::optional<Value> str_attribute(const Value& self, const std::string& name) {
    const std::string text = str_of(self);
    if (name == "encode") return method(name, [text](Runtime& runtime, CallArgs& args) { return encode_str(runtime, text, args); });
    if (name == "strip" || name == "lstrip" || name == "rstrip") {
        return method(name, [text, name](Runtime&, CallArgs& args) {
            reject_keywords(args, "str." + name);
            const std::string characters = !args.positional.empty() && args.positional[0].type == Type::Str ? str_of(args.positional[0]) : " \t\n\r\f\v";
            return str_value(strip(text, name != "rstrip", name != "lstrip", characters));
        });
    }
    if (name == "join") {
        return method(name, [text](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, "str.join", 1, 1);
            std::string out;
            std::size_t index = 0;
            for (const Value& item : iterate(runtime, args.positional[0])) {
                if (item.type != Type::Str)
                    raise_error("TypeError", "sequence item " + std::to_string(index) + ": expected str instance, " + type_name(item) + " found");
                if (index++) out += text;
                out += str_of(item);
            }
            return str_value(out);
        });
    }
    if (name == "replace") {
        return method(name, [text](Runtime&, CallArgs& args) {
            expect_arguments_between(args, "replace", 2, 3);
            if (args.positional[0].type != Type::Str || args.positional[1].type != Type::Str)
                raise_error("TypeError", "replace() argument 1 must be str, not " + type_name(args.positional[0]));
            const std::string from = str_of(args.positional[0]), to = str_of(args.positional[1]);
            if (from.empty()) raise_unsupported("str.replace with an empty pattern");
            std::int64_t remaining = args.positional.size() > 2 ? integer_argument(args.positional[2]) : -1;
            std::string out;
            std::size_t start = 0, found;
            while (remaining-- != 0 && (found = text.find(from, start)) != std::string::npos) {
                out += text.substr(start, found - start) + to;
                start = found + from.size();
            }
            return str_value(out + text.substr(start));
        });
    }
    if (name == "startswith" || name == "endswith") {
        const bool at_start = name == "startswith";
        return method(name, [text, at_start](Runtime&, CallArgs& args) {
            expect_argument_count(args, at_start ? "startswith" : "endswith", 1, 1);
            const Value& affixes = args.positional[0];
            if (affixes.type != Type::Str && affixes.type != Type::Tuple)
                raise_error("TypeError", std::string(at_start ? "startswith" : "endswith") + " first arg must be str or a tuple of str, not " +
                                             type_name(affixes));
            for (const Value& option : affixes.type == Type::Tuple ? items_of(affixes) : std::vector<Value>{affixes}) {
                if (option.type != Type::Str)
                    raise_error("TypeError", "tuple for " + std::string(at_start ? "startswith" : "endswith") + " must only contain str, not " +
                                                 type_name(option));
                const std::string& affix = str_of(option);
                if (affix.size() > text.size()) continue;
                if (at_start ? text.compare(0, affix.size(), affix) == 0 : text.compare(text.size() - affix.size(), affix.size(), affix) == 0)
                    return bool_value(true);
            }
            return bool_value(false);
        });
    }
    if (name == "format") {
        return method(name, [text](Runtime&, CallArgs& args) { return str_value(str_format(text, args)); });
    }
    return more_str_attribute(text, name);
}

// slice.start/.stop/.step and slice.indices(length), whose clamping is the one subscripts use.
std::optional<Value> slice_attribute(const Value& self, const std::string& name) {
    const auto& bounds = items_of(self);
    if (name == "start") return bounds[0];
    if (name == "stop") return bounds[1];
    if (name == "step") return bounds[2];
    if (name != "indices") return std::nullopt;
    return method(name, [self](Runtime&, CallArgs& args) {
        reject_keywords(args, "indices");
        expect_argument_count(args, "indices", 1, 1);
        const std::int64_t length = integer_argument(args.positional[0]);
        if (length < 0) raise_error("ValueError", "length should not be negative");
        std::int64_t first, last, step;
        const auto& items = items_of(self);
        slice_bounds(items[0], items[1], items[2], length, first, last, step);
        return tuple_value({int_value(first), int_value(last), int_value(step)});
    });
}

namespace {

// list.append, extend and insert: the methods that add items (the list's size is capped for the playground).
std::optional<Value> list_adding_attribute(const Value& self, const std::string& name) {
    if (name == "append") {
        return method(name, [self](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, "list.append", 1, 1);
            runtime.track_container(self, args.positional[0]);
            if (items_of(self).size() > 10'000'000) raise_error("MemoryError", "this list is too long for the playground");
            items_of(self).push_back(args.positional[0]);
            return none_value();
        });
    }
    if (name == "extend") {
        return method(name, [self](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, "list.extend", 1, 1);
            runtime.track_container(self);
            std::vector<Value> more = iterate(runtime, args.positional[0]);
            if (items_of(self).size() + more.size() > 10'000'000) raise_error("MemoryError", "this list is too long for the playground");
            items_of(self).insert(items_of(self).end(), more.begin(), more.end());
            return none_value();
        });
    }
    if (name == "insert") {
        return method(name, [self](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, "insert", 2, 2);
            runtime.track_container(self, args.positional[1]);
            auto& items = items_of(self);
            std::int64_t index = integer_argument(args.positional[0]);
            const std::int64_t size = static_cast<std::int64_t>(items.size());
            if (index < 0) index = std::max<std::int64_t>(0, index + size);
            index = std::min(index, size);
            items.insert(items.begin() + index, args.positional[1]);
            return none_value();
        });
    }
    return std::nullopt;
}

// A list's methods: those that add items, then remove, pop, reverse, clear, sort and copy.
std::optional<Value> list_attribute(const Value& self, const std::string& name) {
    if (std::optional<Value> found = list_adding_attribute(self, name)) return found;
    if (name == "remove") {
        return method(name, [self](Runtime&, CallArgs& args) {
            expect_argument_count(args, "list.remove", 1, 1);
            auto& items = items_of(self);
            for (auto it = items.begin(); it != items.end(); ++it) {
                if (!values_equal(*it, args.positional[0])) continue;
                items.erase(it);
                return none_value();
            }
            raise_error("ValueError", "list.remove(x): x not in list");
        });
    }
    if (name == "pop") {
        return method(name, [self](Runtime&, CallArgs& args) {
            expect_argument_count(args, "pop", 0, 1);
            auto& items = items_of(self);
            if (items.empty()) raise_error("IndexError", "pop from empty list");
            std::int64_t index = args.positional.empty() ? -1 : integer_argument(args.positional[0]);
            const std::int64_t size = static_cast<std::int64_t>(items.size());
            if (index < 0) index += size;
            if (index < 0 || index >= size) raise_error("IndexError", "pop index out of range");
            Value item = items[static_cast<std::size_t>(index)];
            items.erase(items.begin() + index);
            return item;
        });
    }
    if (name == "reverse" || name == "clear") {
        return method(name, [self, name](Runtime&, CallArgs& args) {
            expect_argument_count(args, "list." + name, 0, 0);
            if (name == "clear") items_of(self).clear();
            else std::reverse(items_of(self).begin(), items_of(self).end());
            return none_value();
        });
    }
    if (name == "sort") {
        return method(name, [self](Runtime& runtime, CallArgs& args) {
            if (!args.positional.empty()) raise_error("TypeError", "sort() takes no positional arguments");
            std::vector<Value> items = items_of(self);
            sort_values(runtime, items, args, "sort");
            items_of(self) = std::move(items);
            return none_value();
        });
    }
    if (name == "copy") {
        return method(name, [self](Runtime&, CallArgs& args) {
            expect_argument_count(args, "list.copy", 0, 0);
            return list_value(items_of(self));
        });
    }
    return std::nullopt;
}

}  // namespace

std::optional<Value> sequence_attribute(const Value& self, const std::string& name) {
    if (is_deque(self))
        if (std::optional<Value> found = deque_attribute(self, name)) return found;
    if (self.type == Type::Tuple)
        if (std::optional<Value> found = named_tuple_attribute(self, name)) return found;

    const bool is_list = self.type == Type::List;
    const char* kind = is_list ? "list" : "tuple";
    if (name == "index" || name == "count") {
        const bool find_index = name == "index";
        return method(name, [self, find_index, kind](Runtime&, CallArgs& args) {
            reject_keywords(args, find_index ? "index" : "count");
            expect_argument_count(args, find_index ? "index" : "count", 1, 1);
            const auto& items = items_of(self);
            std::int64_t count = 0;
            for (std::size_t i = 0; i < items.size(); ++i) {
                if (!values_equal(items[i], args.positional[0])) continue;
                if (find_index) return int_value(static_cast<std::int64_t>(i));
                ++count;
            }
            if (find_index) raise_error("ValueError", std::string(kind) == "list" ? repr(args.positional[0]) + " is not in list" : "tuple.index(x): x not in tuple");
            return int_value(count);
        });
    }
    if (self.type == Type::Tuple) {
        const auto& sequence = object_of<SequenceObject>(self);
        for (std::size_t i = 0; i < sequence.field_names.size(); ++i)
            if (sequence.field_names[i] == name) return sequence.items[i];
    }
    if (!is_list) return std::nullopt;
    return list_attribute(self, name);
}

// int.bit_length(), the int method a learner reaches for.
std::optional<Value> int_attribute(const Value& self, const std::string& name) {
    if (name != "bit_length") return std::nullopt;
    return method(name, [self](Runtime&, CallArgs& args) {
        expect_argument_count(args, "int.bit_length", 0, 0);
        if (self.type == Type::BigInt) return int_value(static_cast<std::int64_t>(big_of(self).bit_length()));
        std::uint64_t magnitude = self.integer < 0 ? 0 - static_cast<std::uint64_t>(self.integer) : static_cast<std::uint64_t>(self.integer);
        std::int64_t bits = 0;
        for (; magnitude != 0; magnitude >>= 1) ++bits;
        return int_value(bits);
    });
}

bool is_builtin_container_type(const std::string& name) {
    return name == "str" || name == "list" || name == "dict" || name == "int" || name == "float" || name == "tuple" || name == "set";
}

// str.lower, dict.items ... taken from the type (as in sorted(words, key=str.lower)): the instance's method,
// called with the first argument as the instance; dict.fromkeys builds a dict.
Value unbound_method(const std::string& type, const std::string& name) {
    if (type == "dict" && name == "fromkeys") {
        return method(name, [](Runtime& runtime, CallArgs& args) {
            reject_keywords(args, "dict.fromkeys");
            expect_arguments_between(args, "fromkeys", 1, 2);
            Value dict = dict_value();
            const Value value = args.positional.size() == 2 ? args.positional[1] : none_value();
            for (const Value& key : iterate(runtime, args.positional[0])) dict_of(dict).set(key, value);
            return dict;
        });
    }
    return method(name, [type, name](Runtime& runtime, CallArgs& args) {
        if (args.positional.empty()) raise_error("TypeError", "unbound method " + type + "." + name + "() needs an argument");
        const Value self = args.positional.front();
        const bool tuple_subclass = type == "tuple" && self.type == Type::Tuple;  // a namedtuple, torch.Size
        if (type_name(self) != type && !tuple_subclass)
            raise_error("TypeError", "descriptor '" + name + "' for '" + type + "' objects doesn't apply to a '" + type_name(self) + "' object");
        args.positional.erase(args.positional.begin());
        return runtime.call(get_attribute(runtime, self, name), args);
    });
}

[[noreturn]] void raise_missing(const std::string& message_start, const std::string& name, const std::vector<std::string>& candidates,
                                const std::string& construct) {
    if (!construct.empty() && std::find(candidates.begin(), candidates.end(), name) != candidates.end()) raise_unsupported(construct);
    raise_error_suggesting("AttributeError", message_start + " has no attribute '" + name + "'", suggest_similar_name(name, candidates));
}

}  // namespace

// A namedtuple class: tuple's own methods unbound, anything else CPython's AttributeError.
Value named_tuple_class_attribute(const TypeObject& type, const std::string& name) {
    const std::vector<std::string>& tuple_names = real_names("tuple");
    if (std::find(tuple_names.begin(), tuple_names.end(), name) != tuple_names.end()) return unbound_method("tuple", name);
    std::vector<std::string> names = tuple_names;
    for (const auto& [member, value] : type.members) names.push_back(member);
    raise_missing("type object '" + type.name.substr(type.name.rfind('.') + 1) + "'", name, names, "");
}

Value get_attribute(Runtime& runtime, const Value& object, const std::string& name) {
    std::optional<Value> found;
    switch (object.type) {
        case Type::Module: {
            const ModuleObject& module = object_of<ModuleObject>(object);
            if (const Value* member = module.find(name)) return *member;
            raise_missing("module '" + module.name + "'", name, real_names(module.name), module.name + "." + name);
        }
        case Type::Int: case Type::Bool: case Type::BigInt: found = int_attribute(object, name); break;
        case Type::Str: found = str_attribute(object, name); break;
        case Type::List: case Type::Tuple:
            if (const NativeType* subclass = tuple_subclass_of(object); subclass && subclass->attribute) found = subclass->attribute(runtime, object, name);
            if (!found) found = sequence_attribute(object, name);
            break;
        case Type::Dict: found = dict_attribute(object, name); break;
        case Type::Slice: found = slice_attribute(object, name); break;
        case Type::Set: found = set_attribute(object, name); break;
        case Type::Native: found = native_attribute(runtime, object, name); break;
        case Type::TypeObject: {
            const std::string& full_name = object_of<TypeObject>(object).name;
            if (name == "__name__" || name == "__qualname__") return str_value(full_name.substr(full_name.rfind('.') + 1));
            const TypeObject& type_object = object_of<TypeObject>(object);
            for (const auto& [member, value] : type_object.members)
                if (member == name) return value;
            if (!type_object.members.empty() && type_object.instances == Type::Tuple) return named_tuple_class_attribute(type_object, name);
            if (const TypeObject& type = object_of<TypeObject>(object); type.native && type.native->class_attribute)
                if (std::optional<Value> member = type.native->class_attribute(full_name, name)) return *member;
            if (!is_builtin_container_type(full_name)) raise_unsupported(full_name + "." + name);
            const std::vector<std::string>& names = real_names(full_name);
            if (std::find(names.begin(), names.end(), name) == names.end() && name != "fromkeys")
                raise_missing("type object '" + full_name + "'", name, names, "");
            return unbound_method(full_name, name);
        }
        case Type::Instance: {
            if (std::optional<Value> value = instance_attribute(runtime, object, name)) return *value;
            raise_missing("'" + class_of_instance(object).message_name() + "' object", name, instance_names(object), "");
        }
        case Type::Class: {
            if (std::optional<Value> value = class_attribute(object, name)) return *value;
            raise_missing("type object '" + class_of(object).name + "'", name, class_names(object), "");
        }
        case Type::Super: {
            if (std::optional<Value> value = super_attribute(object, name)) return *value;
            raise_error("AttributeError", "'super' object has no attribute '" + name + "'");
        }
        case Type::BoundMethod:  // a method's own attributes are its function's
            if (name == "__doc__" || name == "__name__" || name == "__qualname__")
                return get_attribute(runtime, object_of<BoundMethodObject>(object).function, name);
            break;
        case Type::Builtin:
            if (std::optional<Value> member = module_function_attribute(object_of<BuiltinObject>(object).name, name)) return *member;
            if (name == "__name__" || name == "__qualname__") return str_value(object_of<BuiltinObject>(object).name);
            raise_missing("'builtin_function_or_method' object", name, real_names("builtin_function_or_method"),
                          "builtin_function_or_method." + name);
        case Type::Function:
            if (const auto& attributes = object_of<FunctionObject>(object).attributes)
                if (const Value* found_attribute = attributes->find(name)) return *found_attribute;
            if (name == "__name__") return str_value(object_of<FunctionObject>(object).definition->text);
            if (name == "__qualname__") return str_value(object_of<FunctionObject>(object).qualified_name);
            if (name == "__doc__") {
                const std::string* doc = docstring_of(object_of<FunctionObject>(object).definition->body);
                return doc ? str_value(*doc) : none_value();
            }
            break;
        default: break;
    }
    if (found) return *found;
    const std::string kind = type_name(object);
    const NativeType* native = object.type == Type::Native ? &native_type_of(object) : tuple_subclass_of(object);
    const std::string construct = (native && native->construct_name ? native->construct_name : kind) + "." + name;
    std::vector<std::string> candidates = real_names(native && native->attribute_names ? native->attribute_names : kind);
    if (object.type == Type::Tuple && !object_of<SequenceObject>(object).struct_name.empty() && !native) {
        candidates = real_names("tuple");
        for (const std::string& field : object_of<SequenceObject>(object).field_names) candidates.push_back(field);
    }
    raise_missing("'" + kind + "' object", name, candidates, construct);
}

}  // namespace qkv::python
