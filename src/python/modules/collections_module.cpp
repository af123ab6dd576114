// collections_module.cpp — Counter, defaultdict, OrderedDict, namedtuple and deque, as CPython 3.11's collections
// module behaves for them (reprs, orders, missing keys, messages).
#include "python/modules/collections_module.hpp"

#include <algorithm>
#include <cctype>

#include "python/runtime/builtins.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/signature.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {
namespace {

using Flavor = DictObject::Flavor;

Value method(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

bool has_flavor(const Value& value, Flavor flavor) { return value.type == Type::Dict && dict_of(value).flavor == flavor; }

Value counter_value() {
    Value counter = dict_value();
    dict_of(counter).flavor = Flavor::Counter;
    return counter;
}

// Adds (sign +1) or subtracts (-1) counts: from a mapping's values, or one per item of any other iterable.
void count_into(Runtime& runtime, const Value& counter, const Value& source, const char* op) {
    DictObject& counts = dict_of(counter);
    auto add = [&](const Value& key, const Value& amount) {
        const Value* current = counts.find(key);
        counts.set(key, binary_operation(runtime, op, current ? *current : int_value(0), amount));
    };
    if (source.type == Type::Dict) {
        for (const DictObject::Entry* entry : dict_of(source).live_entries()) add(entry->key, entry->value);
        return;
    }
    for (const Value& item : iterate(runtime, source)) add(item, int_value(1));
}

void count_arguments(Runtime& runtime, const Value& counter, CallArgs& args, const std::string& name, const char* op) {
    expect_arguments_between(args, name, 0, 1);
    if (!args.positional.empty() && args.positional[0].type != Type::None) count_into(runtime, counter, args.positional[0], op);
    if (!args.keywords.empty()) {
        Value named = dict_value();
        for (const auto& [key, value] : args.keywords) dict_of(named).set(str_value(key), value);
        count_into(runtime, counter, named, op);
    }
}

// The entries by count, largest first; equal counts keep their insertion order (CPython sorts stably).
std::vector<const DictObject::Entry*> by_count(const Value& counter) {
    std::vector<const DictObject::Entry*> entries = dict_of(counter).live_entries();
    std::stable_sort(entries.begin(), entries.end(), [](const auto* a, const auto* b) { return compare(">", a->value, b->value); });
    return entries;
}

std::string plain_dict_repr(const Value& dict) {
    std::string out = "{";
    for (const DictObject::Entry* entry : dict_of(dict).live_entries()) out += (out.size() > 1 ? ", " : "") + repr(entry->key) + ": " + repr(entry->value);
    return out + "}";
}

std::optional<Value> counter_attribute(const Value& self, const std::string& name) {
    if (name == "most_common") {
        return method(name, [self](Runtime&, CallArgs& args) {
            reject_keywords(args, "most_common");
            expect_arguments_between(args, "most_common", 0, 1);
            std::vector<const DictObject::Entry*> entries = by_count(self);
            if (!args.positional.empty() && args.positional[0].type != Type::None)
                entries.resize(std::min<std::size_t>(entries.size(), static_cast<std::size_t>(std::max<std::int64_t>(0, integer_argument(args.positional[0])))));
            std::vector<Value> pairs;
            for (const DictObject::Entry* entry : entries) pairs.push_back(tuple_value({entry->key, entry->value}));
            return list_value(std::move(pairs));
        });
    }
    if (name == "update" || name == "subtract") {
        return method(name, [self, name](Runtime& runtime, CallArgs& args) {
            count_arguments(runtime, self, args, name, name == "update" ? "+" : "-");
            return none_value();
        });
    }
    if (name == "total") {
        return method(name, [self](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, "total", 0, 0);
            Value sum = int_value(0);
            for (const DictObject::Entry* entry : dict_of(self).live_entries()) sum = binary_operation(runtime, "+", sum, entry->value);
            return sum;
        });
    }
    if (name == "elements") {  // CPython returns an iterator; a list iterates the same
        return method(name, [self](Runtime&, CallArgs& args) {
            expect_argument_count(args, "elements", 0, 0);
            std::vector<Value> items;
            for (const DictObject::Entry* entry : dict_of(self).live_entries())
                for (std::int64_t n = 0; n < integer_argument(entry->value); ++n) items.push_back(entry->key);
            return list_value(std::move(items));
        });
    }
    return std::nullopt;
}

Value construct_counter(Runtime& runtime, CallArgs& args) {
    Value counter = counter_value();
    count_arguments(runtime, counter, args, "Counter", "+");
    return counter;
}

Value construct_default_dict(Runtime& runtime, CallArgs& args) {
    Value factory = none_value();
    if (!args.positional.empty()) {
        factory = args.positional[0];
        args.positional.erase(args.positional.begin());
    }
    const bool callable = factory.type == Type::None || factory.type == Type::Function || factory.type == Type::Builtin ||
                          factory.type == Type::TypeObject || factory.type == Type::Class || factory.type == Type::BoundMethod;
    if (!callable) raise_error("TypeError", "first argument must be callable or None");
    Value result = construct_dict(runtime, args);
    dict_of(result).flavor = Flavor::DefaultDict;
    dict_of(result).default_factory = factory;
    return result;
}

Value construct_ordered_dict(Runtime& runtime, CallArgs& args) {
    Value result = construct_dict(runtime, args);
    dict_of(result).ordered = true;
    return result;
}

// ---- namedtuple ---------------------------------------------------------------------------------------------

struct NamedTupleType {
    std::string name;
    std::vector<std::string> fields;
    std::vector<Value> defaults;  // for the last fields
};

Value named_tuple_instance(const NamedTupleType& type, std::vector<Value> items) {
    Value tuple = named_tuple_value(type.name, type.fields, std::move(items));
    object_of<SequenceObject>(tuple).python_named = true;
    return tuple;
}

// Point(1, y=2), with the messages of the __new__ CPython generates.
Value construct_named_tuple(const NamedTupleType& type, CallArgs& args) {
    const std::string function = type.name + ".__new__()";
    const std::size_t count = type.fields.size();
    if (args.positional.size() > count)
        raise_error("TypeError", function + " takes " + std::to_string(count + 1) + " positional arguments but " +
                                     std::to_string(args.positional.size() + 1) + " were given");
    std::vector<std::optional<Value>> items(count);
    for (std::size_t i = 0; i < args.positional.size(); ++i) items[i] = args.positional[i];
    for (const auto& [keyword, value] : args.keywords) {
        const auto found = std::find(type.fields.begin(), type.fields.end(), keyword);
        if (found == type.fields.end()) raise_error("TypeError", function + " got an unexpected keyword argument '" + keyword + "'");
        const auto at = static_cast<std::size_t>(found - type.fields.begin());
        if (items[at]) raise_error("TypeError", function + " got multiple values for argument '" + keyword + "'");
        items[at] = value;
    }
    std::vector<std::string> missing;
    std::vector<Value> values;
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t from_end = count - i;
        if (!items[i] && from_end <= type.defaults.size()) items[i] = type.defaults[type.defaults.size() - from_end];
        if (!items[i]) missing.push_back(type.fields[i]);
        values.push_back(items[i].value_or(none_value()));
    }
    if (!missing.empty()) raise_missing_parameters(function, missing);
    return named_tuple_instance(type, std::move(values));
}

// The class's own attributes: _fields, _field_defaults and _make(iterable).
void add_named_tuple_members(const NamedTupleType& type, std::vector<std::pair<std::string, Value>>& members) {
    std::vector<Value> fields;
    for (const std::string& field : type.fields) fields.push_back(str_value(field));
    members.emplace_back("_fields", tuple_value(std::move(fields)));
    Value defaults = dict_value();
    const std::size_t first_default = type.fields.size() - type.defaults.size();
    for (std::size_t i = 0; i < type.defaults.size(); ++i) dict_of(defaults).set(str_value(type.fields[first_default + i]), type.defaults[i]);
    members.emplace_back("_field_defaults", defaults);
    members.emplace_back("_make", builtin_value("_make", [type](Runtime& runtime, CallArgs& args) {
        expect_argument_count(args, "_make", 1, 1);
        CallArgs items;
        items.positional = iterate(runtime, args.positional[0]);
        if (items.positional.size() != type.fields.size())
            raise_error("TypeError", "Expected " + std::to_string(type.fields.size()) + " arguments, got " + std::to_string(items.positional.size()));
        return construct_named_tuple(type, items);
    }));
}

// namedtuple('Point', ['x', 'y']) or namedtuple('Point', 'x y') / 'x, y', with defaults=.
Value make_named_tuple_type(Runtime& runtime, CallArgs& args) {
    std::optional<Value> defaults = take_keyword(args, "defaults");
    reject_keywords(args, "namedtuple");
    if (args.positional.size() != 2) raise_unsupported("namedtuple(...) with these arguments");
    if (args.positional[0].type != Type::Str) raise_unsupported("namedtuple with a name that is not a str");
    NamedTupleType type;
    type.name = str_of(args.positional[0]);
    if (args.positional[1].type == Type::Str) {
        std::string text = str_of(args.positional[1]);
        std::replace(text.begin(), text.end(), ',', ' ');
        std::string field;
        for (char c : text + " ") {
            if (c != ' ') field += c;
            else if (!field.empty()) type.fields.push_back(field), field.clear();
        }
    } else {
        for (const Value& item : iterate(runtime, args.positional[1])) {
            if (item.type != Type::Str) raise_error("TypeError", "Type names and field names must be strings");
            type.fields.push_back(str_of(item));
        }
    }
    for (std::size_t i = 0; i < type.fields.size(); ++i) {
        const std::string& field = type.fields[i];
        const bool identifier = !field.empty() && !std::isdigit(static_cast<unsigned char>(field[0])) &&
                                std::all_of(field.begin(), field.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
        if (!identifier) raise_error("ValueError", "Type names and field names must be valid identifiers: " + repr(str_value(field)));
        if (field[0] == '_') raise_error("ValueError", "Field names cannot start with an underscore: " + repr(str_value(field)));
        if (std::find(type.fields.begin(), type.fields.begin() + static_cast<std::ptrdiff_t>(i), field) != type.fields.begin() + static_cast<std::ptrdiff_t>(i))
            raise_error("ValueError", "Encountered duplicate field name: " + repr(str_value(field)));
    }
    if (defaults && defaults->type != Type::None) {
        type.defaults = iterate(runtime, *defaults);
        if (type.defaults.size() > type.fields.size()) raise_error("TypeError", "Got more default values than field names");
    }
    Value made = type_value("__main__." + type.name, Type::Tuple, [type](Runtime&, CallArgs& call) { return construct_named_tuple(type, call); });
    add_named_tuple_members(type, object_of<TypeObject>(made).members);
    return made;
}

// ---- deque --------------------------------------------------------------------------------------------------

// A deque is a list whose SequenceObject says so (struct_name "deque") and keeps its maxlen (-1: none).
std::int64_t max_length(const Value& deque) {
    const auto& fields = object_of<SequenceObject>(deque).field_names;
    return fields.empty() ? -1 : std::stoll(fields[0]);
}

// Drops items from the other end until the deque fits its maxlen.
void trim(const Value& deque, bool from_left) {
    const std::int64_t limit = max_length(deque);
    auto& items = items_of(deque);
    while (limit >= 0 && static_cast<std::int64_t>(items.size()) > limit) {
        if (from_left) items.erase(items.begin());
        else items.pop_back();
    }
}

Value construct_deque(Runtime& runtime, CallArgs& args) {
    std::optional<Value> limit = take_keyword(args, "maxlen");
    std::optional<Value> iterable = take_keyword(args, "iterable");
    reject_keywords(args, "deque");
    if (args.positional.size() > 2) raise_error("TypeError", "deque() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
    if (!iterable && !args.positional.empty()) iterable = args.positional[0];
    if (!limit && args.positional.size() == 2) limit = args.positional[1];
    Value deque = list_value(iterable ? iterate(runtime, *iterable) : std::vector<Value>{});
    object_of<SequenceObject>(deque).struct_name = "deque";
    if (limit && limit->type != Type::None) {
        if (limit->type != Type::Int) raise_error("TypeError", "an integer is required");
        if (limit->integer < 0) raise_error("ValueError", "maxlen must be non-negative");
        object_of<SequenceObject>(deque).field_names = {std::to_string(limit->integer)};
    }
    trim(deque, true);
    return deque;
}

Value deque_pop(const Value& self, bool left, CallArgs& args) {
    expect_argument_count(args, left ? "popleft" : "pop", 0, 0);
    auto& items = items_of(self);
    if (items.empty()) raise_error("IndexError", "pop from an empty deque");
    Value item = left ? items.front() : items.back();
    if (left) items.erase(items.begin());
    else items.pop_back();
    return item;
}

}  // namespace

Value make_collections_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "collections";
    module->members = {
        {"Counter", type_value("collections.Counter", Type::Dict, construct_counter)},
        {"defaultdict", type_value("collections.defaultdict", Type::Dict, construct_default_dict)},
        {"OrderedDict", type_value("collections.OrderedDict", Type::Dict, construct_ordered_dict)},
        {"namedtuple", builtin_value("namedtuple", make_named_tuple_type)},
        {"deque", type_value("collections.deque", Type::List, construct_deque)},
    };
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

std::optional<Value> missing_dict_value(Runtime& runtime, const Value& dict, const Value& key) {
    if (has_flavor(dict, Flavor::Counter)) return int_value(0);
    if (!has_flavor(dict, Flavor::DefaultDict) || dict_of(dict).default_factory.type == Type::None) return std::nullopt;
    CallArgs none;
    Value made = runtime.call(dict_of(dict).default_factory, none);
    runtime.track_container(dict, made);
    dict_of(dict).set(key, made);
    return made;
}

std::string flavored_dict_repr(const Value& dict) {
    if (has_flavor(dict, Flavor::DefaultDict)) return "defaultdict(" + repr(dict_of(dict).default_factory) + ", " + plain_dict_repr(dict) + ")";
    if (dict_of(dict).size == 0) return "Counter()";
    std::string out = "Counter({";
    bool first = true;
    for (const DictObject::Entry* entry : by_count(dict)) {
        out += (first ? "" : ", ") + repr(entry->key) + ": " + repr(entry->value);
        first = false;
    }
    return out + "})";
}

// OrderedDict's own methods: move_to_end(key, last=True) and popitem(last=True), with CPython's messages.
Value ordered_move_to_end(const Value& self, CallArgs& args) {
    std::optional<Value> last = take_keyword(args, "last");
    std::optional<Value> key = take_keyword(args, "key");
    reject_keywords(args, "move_to_end");
    if (!args.positional.empty() && !key) key = args.positional[0], args.positional.erase(args.positional.begin());
    if (!args.positional.empty() && !last) last = args.positional[0], args.positional.erase(args.positional.begin());
    if (!args.positional.empty()) raise_error("TypeError", "move_to_end() takes at most 2 arguments (" + std::to_string(args.positional.size() + 2) + " given)");
    if (!key) raise_error("TypeError", "move_to_end() missing required argument 'key' (pos 1)");
    DictObject& dict = dict_of(self);
    Value value;
    if (!dict.remove(*key, &value)) raise_key_error(*key);
    if (!last || truthy(*last)) {
        dict.set(*key, value);
        return none_value();
    }
    std::vector<std::pair<Value, Value>> rest;
    for (const DictObject::Entry* entry : dict.live_entries()) rest.emplace_back(entry->key, entry->value);
    dict.clear();
    dict.set(*key, value);
    for (auto& [k, v] : rest) dict.set(k, v);
    return none_value();
}

Value ordered_popitem(const Value& self, CallArgs& args) {
    std::optional<Value> last = take_keyword(args, "last");
    reject_keywords(args, "popitem");
    if (args.positional.size() + (last ? 1 : 0) > 1)
        raise_error("TypeError", "popitem() takes at most 1 argument (" + std::to_string(args.positional.size() + (last ? 1 : 0)) + " given)");
    if (!args.positional.empty()) last = args.positional[0];
    DictObject& dict = dict_of(self);
    if (dict.size == 0) raise_key_error(str_value("dictionary is empty"));
    const std::vector<const DictObject::Entry*> entries = dict.live_entries();
    const DictObject::Entry* chosen = !last || truthy(*last) ? entries.back() : entries.front();
    const Value key = chosen->key, value = chosen->value;
    dict.remove(key);
    return tuple_value({key, value});
}

std::optional<Value> flavored_dict_attribute(const Value& dict, const std::string& name) {
    if (dict.type == Type::Dict && dict_of(dict).ordered && dict_of(dict).flavor == Flavor::Plain) {
        if (name == "move_to_end") return method(name, [dict](Runtime&, CallArgs& args) { return ordered_move_to_end(dict, args); });
        if (name == "popitem") return method(name, [dict](Runtime&, CallArgs& args) { return ordered_popitem(dict, args); });
    }
    if (has_flavor(dict, Flavor::Counter)) return counter_attribute(dict, name);
    if (has_flavor(dict, Flavor::DefaultDict) && name == "default_factory") return dict_of(dict).default_factory;
    return std::nullopt;
}

std::optional<Value> counter_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    if ((op != "+" && op != "-") || !has_flavor(left, Flavor::Counter) || !has_flavor(right, Flavor::Counter)) return std::nullopt;
    Value result = counter_value();
    for (const DictObject::Entry* entry : dict_of(left).live_entries()) {
        const Value* other = dict_of(right).find(entry->key);
        const Value count = binary_operation(runtime, op, entry->value, other ? *other : int_value(0));
        if (compare(">", count, int_value(0))) dict_of(result).set(entry->key, count);
    }
    for (const DictObject::Entry* entry : dict_of(right).live_entries()) {
        if (dict_of(left).find(entry->key)) continue;
        const Value count = op == "+" ? entry->value : binary_operation(runtime, "-", int_value(0), entry->value);
        if (compare(">", count, int_value(0))) dict_of(result).set(entry->key, count);
    }
    return result;
}

std::optional<Value> named_tuple_attribute(const Value& tuple, const std::string& name) {
    const auto& sequence = object_of<SequenceObject>(tuple);
    if (!sequence.python_named) return std::nullopt;
    if (name == "_fields") {
        std::vector<Value> fields;
        for (const std::string& field : sequence.field_names) fields.push_back(str_value(field));
        return tuple_value(std::move(fields));
    }
    if (name == "_asdict") {
        return method(name, [tuple](Runtime&, CallArgs& args) {
            expect_argument_count(args, "_asdict", 0, 0);
            Value dict = dict_value();
            const auto& fields = object_of<SequenceObject>(tuple);
            for (std::size_t i = 0; i < fields.items.size(); ++i) dict_of(dict).set(str_value(fields.field_names[i]), fields.items[i]);
            return dict;
        });
    }
    if (name == "_replace") {
        return method(name, [tuple](Runtime&, CallArgs& args) {
            const auto& source = object_of<SequenceObject>(tuple);
            NamedTupleType type{source.struct_name, source.field_names, {}};
            CallArgs call;
            call.positional = source.items;
            for (const auto& [keyword, value] : args.keywords) {
                const auto found = std::find(type.fields.begin(), type.fields.end(), keyword);
                if (found == type.fields.end()) raise_error("ValueError", "Got unexpected field names: ['" + keyword + "']");
                call.positional[static_cast<std::size_t>(found - type.fields.begin())] = value;
            }
            return construct_named_tuple(type, call);
        });
    }
    return std::nullopt;
}

bool is_deque(const Value& value) { return value.type == Type::List && object_of<SequenceObject>(value).struct_name == "deque"; }

std::string deque_repr(const Value& deque) {
    const std::int64_t limit = max_length(deque);
    Value items = list_value(items_of(deque));
    return "deque(" + repr(items) + (limit >= 0 ? ", maxlen=" + std::to_string(limit) : "") + ")";
}

std::optional<Value> deque_attribute(const Value& self, const std::string& name) {
    if (name == "maxlen") return max_length(self) < 0 ? none_value() : int_value(max_length(self));
    if (name == "popleft" || name == "pop") return method(name, [self, name](Runtime&, CallArgs& args) { return deque_pop(self, name == "popleft", args); });
    if (name == "append" || name == "appendleft") {
        return method(name, [self, name](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, name, 1, 1);
            runtime.track_container(self, args.positional[0]);
            auto& items = items_of(self);
            const bool left = name == "appendleft";
            items.insert(left ? items.begin() : items.end(), args.positional[0]);
            trim(self, !left);
            return none_value();
        });
    }
    if (name == "extend" || name == "extendleft") {
        return method(name, [self, name](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, name, 1, 1);
            runtime.track_container(self);
            const bool left = name == "extendleft";
            for (const Value& item : iterate(runtime, args.positional[0])) {
                auto& items = items_of(self);
                items.insert(left ? items.begin() : items.end(), item);
                trim(self, !left);
            }
            return none_value();
        });
    }
    if (name == "rotate") {
        return method(name, [self](Runtime&, CallArgs& args) {
            expect_argument_count(args, "rotate", 0, 1);
            auto& items = items_of(self);
            if (items.empty()) return none_value();
            const auto size = static_cast<std::int64_t>(items.size());
            const std::int64_t steps = args.positional.empty() ? 1 : integer_argument(args.positional[0]);
            std::rotate(items.begin(), items.begin() + ((size - steps % size) % size), items.end());
            return none_value();
        });
    }
    if (name == "clear") {
        return method(name, [self](Runtime&, CallArgs& args) {
            expect_argument_count(args, "clear", 0, 0);
            items_of(self).clear();
            return none_value();
        });
    }
    if (name == "copy") raise_unsupported("deque.copy()");
    static const char* const shared[] = {"count", "index", "insert", "remove", "reverse"};
    if (std::find(std::begin(shared), std::end(shared), name) != std::end(shared)) return std::nullopt;
    raise_error("AttributeError", "'collections.deque' object has no attribute '" + name + "'");
}

}  // namespace qkv::python
