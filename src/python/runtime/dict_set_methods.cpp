// dict_set_methods.cpp — dict(...) and set(...), the methods of dicts and sets, and set algebra, each with
// CPython's order of results and its error messages.
#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/modules/collections_module.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {
namespace {

Value method(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

// Adds a mapping's pairs, or an iterable of (key, value) pairs, to `dict` (dict(x) and d.update(x)).
void update_dict(Runtime& runtime, DictObject& dict, const Value& source) {
    if (source.type == Type::Dict) {
        for (const DictObject::Entry* entry : dict_of(source).live_entries()) dict.set(entry->key, entry->value);
        return;
    }
    std::size_t position = 0;
    for (const Value& pair : iterate(runtime, source)) {
        const std::string element = "dictionary update sequence element #" + std::to_string(position++);
        if (pair.type == Type::Int || pair.type == Type::Float || pair.type == Type::Bool || pair.type == Type::None)
            raise_error("TypeError", "cannot convert " + element + " to a sequence");
        const std::vector<Value> items = iterate(runtime, pair);
        if (items.size() != 2)
            raise_error("ValueError", element + " has length " + std::to_string(items.size()) + "; 2 is required");
        dict.set(items[0], items[1]);
    }
}

void update_with_keywords(DictObject& dict, const CallArgs& args) {
    for (const auto& keyword : args.keywords) dict.set(str_value(keyword.first), keyword.second);
}

// A set holding `source`'s items: a set's table is merged, anything else added item by item.
void update_set(Runtime& runtime, SetObject& set, const Value& source) {
    if (source.type == Type::Set) {
        set.merge(set_of(source));
        return;
    }
    if (source.type == Type::Dict) {
        // CPython grows the table once for all of the dict's keys before adding them.
        const std::size_t size = dict_of(source).size;
        if ((set.fill + size) * 5 >= (set.table.size() - 1) * 3) set.resize((set.used + size) * 2);
    }
    for (const Value& item : iterate(runtime, source)) set.add(item);
}

Value copy_of_set(const Value& set) {
    Value copy = set_value();
    set_of(copy).merge(set_of(set));
    return copy;
}

Value intersection(Runtime& runtime, const Value& set, const Value& other) {
    Value result = set_value();
    if (other.type == Type::Set) {
        // CPython walks the smaller set and looks its items up in the larger one.
        const bool other_larger = set_of(other).used > set_of(set).used;
        const SetObject& walked = other_larger ? set_of(set) : set_of(other);
        const SetObject& probed = other_larger ? set_of(other) : set_of(set);
        for (const Value& item : walked.items())
            if (probed.contains(item)) set_of(result).add(item);
        return result;
    }
    for (const Value& item : iterate(runtime, other))
        if (set_of(set).contains(item)) set_of(result).add(item);
    return result;
}

void difference_update(Runtime& runtime, SetObject& set, const Value& other) {
    if (&set == other.object.get()) {
        set.clear();
        return;
    }
    for (const Value& item : other.type == Type::Set ? set_of(other).items() : iterate(runtime, other)) set.discard(item);
    if (set.fill - set.used > (set.table.size() - 1) / 4) set.resize(set.used > 50000 ? set.used * 2 : set.used * 4);
}

Value difference(Runtime& runtime, const Value& set, const Value& other) {
    const SetObject& self = set_of(set);
    const bool sized = other.type == Type::Set || other.type == Type::Dict;
    const std::size_t other_size = other.type == Type::Set ? set_of(other).used : other.type == Type::Dict ? dict_of(other).size : 0;
    if (self.used == 0) return copy_of_set(set);
    if (!sized || (self.used >> 2) > other_size) {
        Value result = copy_of_set(set);
        difference_update(runtime, set_of(result), other);
        return result;
    }
    Value result = set_value();
    for (const Value& item : self.items()) {
        const bool in_other = other.type == Type::Set ? set_of(other).contains(item) : dict_of(other).find(item) != nullptr;
        if (!in_other) set_of(result).add(item);
    }
    return result;
}

void symmetric_difference_update(Runtime& runtime, SetObject& set, const Value& other) {
    Value other_set = other;
    if (other.type != Type::Set) {
        other_set = set_value();
        update_set(runtime, set_of(other_set), other);
    }
    for (const Value& item : set_of(other_set).items())
        if (!set.discard(item)) set.add(item);
}

Value symmetric_difference(Runtime& runtime, const Value& set, const Value& other) {
    Value result = set_value();
    update_set(runtime, set_of(result), other);
    symmetric_difference_update(runtime, set_of(result), set);
    return result;
}

bool is_subset(const SetObject& smaller, const SetObject& larger) {
    if (smaller.used > larger.used) return false;
    for (const Value& item : smaller.items())
        if (!larger.contains(item)) return false;
    return true;
}

Value as_set(Runtime& runtime, const Value& value) {
    if (value.type == Type::Set) return value;
    Value result = set_value();
    update_set(runtime, set_of(result), value);
    return result;
}

// ---- dict methods ---------------------------------------------------------------------------------------------

Value dict_get(const Value& self, CallArgs& args, const char* name) {
    reject_keywords(args, std::string("dict.") + name);
    expect_arguments_between(args, name, 1, 2);
    if (Value* found = dict_of(self).find(args.positional[0])) return *found;
    return args.positional.size() > 1 ? args.positional[1] : none_value();
}

Value dict_pop(const Value& self, CallArgs& args) {
    reject_keywords(args, "dict.pop");
    expect_arguments_between(args, "pop", 1, 2);
    Value removed;
    if (dict_of(self).remove(args.positional[0], &removed)) return removed;
    if (args.positional.size() > 1) return args.positional[1];
    raise_key_error(args.positional[0]);
}

Value dict_setdefault(const Value& self, CallArgs& args) {
    reject_keywords(args, "dict.setdefault");
    expect_arguments_between(args, "setdefault", 1, 2);
    if (Value* found = dict_of(self).find(args.positional[0])) return *found;
    const Value fallback = args.positional.size() > 1 ? args.positional[1] : none_value();
    dict_of(self).set(args.positional[0], fallback);
    return fallback;
}

Value dict_popitem(const Value& self, CallArgs& args) {
    expect_argument_count(args, "dict.popitem", 0, 0);
    DictObject& dict = dict_of(self);
    if (dict.size == 0) raise_key_error(str_value("popitem(): dictionary is empty"));
    const DictObject::Entry* last = dict.live_entries().back();
    const Value key = last->key, value = last->value;
    dict.remove(key);
    return tuple_value({key, value});
}

Value dict_view_method(const Value& self, CallArgs& args, const std::string& name, DictViewKind kind) {
    expect_argument_count(args, "dict." + name, 0, 0);
    return dict_view_value(self, kind);
}

}  // namespace

std::optional<Value> dict_attribute(const Value& self, const std::string& name) {
    if (std::optional<Value> found = flavored_dict_attribute(self, name)) return found;
    if (name == "get") return method(name, [self](Runtime&, CallArgs& args) { return dict_get(self, args, "get"); });
    if (name == "pop") return method(name, [self](Runtime&, CallArgs& args) { return dict_pop(self, args); });
    if (name == "setdefault") {
        return method(name, [self](Runtime& runtime, CallArgs& args) {
            runtime.track_container(self);
            return dict_setdefault(self, args);
        });
    }
    if (name == "popitem") return method(name, [self](Runtime&, CallArgs& args) { return dict_popitem(self, args); });
    if (name == "keys" || name == "values" || name == "items") {
        const DictViewKind kind = name == "keys" ? DictViewKind::Keys : name == "values" ? DictViewKind::Values : DictViewKind::Items;
        return method(name, [self, name, kind](Runtime&, CallArgs& args) { return dict_view_method(self, args, name, kind); });
    }
    if (name == "update") {
        return method(name, [self](Runtime& runtime, CallArgs& args) {
            expect_arguments_between(args, "update", 0, 1);
            runtime.track_container(self);
            if (!args.positional.empty()) update_dict(runtime, dict_of(self), args.positional[0]);
            update_with_keywords(dict_of(self), args);
            return none_value();
        });
    }
    if (name == "clear" || name == "copy") {
        return method(name, [self, name](Runtime&, CallArgs& args) {
            expect_argument_count(args, "dict." + name, 0, 0);
            if (name == "clear") {
                dict_of(self).clear();
                return none_value();
            }
            Value copy = dict_value();
            for (const DictObject::Entry* entry : dict_of(self).live_entries()) dict_of(copy).set(entry->key, entry->value);
            dict_of(copy).ordered = dict_of(self).ordered;  // a Counter, defaultdict or OrderedDict copies as its kind
            dict_of(copy).flavor = dict_of(self).flavor;
            dict_of(copy).default_factory = dict_of(self).default_factory;
            return copy;
        });
    }
    return std::nullopt;
}

// ---- set methods ----------------------------------------------------------------------------------------------

namespace {

std::optional<Value> set_mutator(const Value& self, const std::string& name) {
    if (name == "add" || name == "remove" || name == "discard") {
        return method(name, [self, name](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, "set." + name, 1, 1);
            const Value& item = args.positional[0];
            runtime.track_container(self, item);
            if (name == "add") set_of(self).add(item);
            else if (!set_of(self).discard(item) && name == "remove") raise_key_error(item);
            return none_value();
        });
    }
    if (name == "pop" || name == "clear") {
        return method(name, [self, name](Runtime&, CallArgs& args) {
            expect_argument_count(args, "set." + name, 0, 0);
            if (name == "pop") return set_of(self).pop();
            set_of(self).clear();
            return none_value();
        });
    }
    if (name == "update" || name == "difference_update" || name == "intersection_update" || name == "symmetric_difference_update") {
        return method(name, [self, name](Runtime& runtime, CallArgs& args) {
            reject_keywords(args, "set." + name);
            if (name == "symmetric_difference_update") expect_argument_count(args, "set.symmetric_difference_update", 1, 1);
            runtime.track_container(self);
            for (const Value& other : args.positional) {
                if (name == "update") update_set(runtime, set_of(self), other);
                else if (name == "difference_update") difference_update(runtime, set_of(self), other);
                else if (name == "symmetric_difference_update") symmetric_difference_update(runtime, set_of(self), other);
                else set_of(self) = set_of(intersection(runtime, self, other));
            }
            return none_value();
        });
    }
    return std::nullopt;
}

// A frozenset's methods are the set's that make new sets, and what they make is frozen too.
std::optional<Value> frozenset_attribute(const Value& self, const std::string& name) {
    if (name == "copy") return method(name, [self](Runtime&, CallArgs& args) {
        expect_argument_count(args, "frozenset.copy", 0, 0);
        return self;
    });
    SetObject& set = set_of(self);
    set.frozen = false;  // looked up as a set's, without its mutators
    std::optional<Value> found = set_mutator(self, name) ? std::nullopt : set_attribute(self, name);
    set.frozen = true;
    if (!found) return found;
    const Value inner = *found;
    return method(name, [inner](Runtime& runtime, CallArgs& args) {
        Value result = object_of<BuiltinObject>(inner).call(runtime, args);
        if (result.type == Type::Set) set_of(result).frozen = true;
        return result;
    });
}

}  // namespace

std::optional<Value> set_attribute(const Value& self, const std::string& name) {
    if (set_of(self).frozen) return frozenset_attribute(self, name);
    if (std::optional<Value> mutator = set_mutator(self, name)) return mutator;
    if (name == "union" || name == "intersection" || name == "difference" || name == "symmetric_difference") {
        return method(name, [self, name](Runtime& runtime, CallArgs& args) {
            reject_keywords(args, "set." + name);
            if (name == "symmetric_difference") expect_argument_count(args, "set.symmetric_difference", 1, 1);
            // As CPython: union starts from a copy, intersection and difference from the set itself.
            Value result = name == "union" || args.positional.empty() ? copy_of_set(self) : self;
            for (std::size_t i = 0; i < args.positional.size(); ++i) {
                const Value& other = args.positional[i];
                if (name == "union") update_set(runtime, set_of(result), other);
                else if (name == "intersection") result = intersection(runtime, result, other);
                else if (name == "difference" && i == 0) result = difference(runtime, result, other);
                else if (name == "difference") difference_update(runtime, set_of(result), other);
                else result = symmetric_difference(runtime, self, other);
            }
            return result;
        });
    }
    if (name == "issubset" || name == "issuperset" || name == "isdisjoint") {
        return method(name, [self, name](Runtime& runtime, CallArgs& args) {
            expect_argument_count(args, "set." + name, 1, 1);
            const Value other = as_set(runtime, args.positional[0]);
            if (name == "issubset") return bool_value(is_subset(set_of(self), set_of(other)));
            if (name == "issuperset") return bool_value(is_subset(set_of(other), set_of(self)));
            return bool_value(set_of(intersection(runtime, self, other)).used == 0);
        });
    }
    if (name == "copy") {
        return method(name, [self](Runtime&, CallArgs& args) {
            expect_argument_count(args, "set.copy", 0, 0);
            return copy_of_set(self);
        });
    }
    return std::nullopt;
}

// d.keys() op other (or other op d.keys()), as CPython's dict views compute it: a set made from the left operand
// (from the dict itself for a keys view), then updated by the right one; & keeps the items of the one it walks.
Value dict_view_set_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    auto to_set = [&](const Value& operand) {
        Value made = set_value();
        const bool keys = operand.type == Type::DictView && dict_view_of(operand).kind == DictViewKind::Keys;
        update_set(runtime, set_of(made), keys ? dict_view_of(operand).dict : operand);
        return made;
    };
    if (op == "&") {
        const bool left_is_view = left.type == Type::DictView;
        const Value& view = left_is_view ? left : right;
        const Value& other = left_is_view ? right : left;
        const std::size_t view_size = dict_of(dict_view_of(view).dict).size;
        if (other.type == Type::Set && view_size <= set_of(other).used) return intersection(runtime, other, view);
        const Value members = to_set(view);
        Value result = set_value();
        for (const Value& item : iterate(runtime, other))
            if (set_of(members).contains(item)) set_of(result).add(item);
        return result;
    }
    Value result = to_set(left);
    if (op == "|") update_set(runtime, set_of(result), right);
    else if (op == "-") difference_update(runtime, set_of(result), right);
    else symmetric_difference_update(runtime, set_of(result), right);
    return result;
}

// The result has the left operand's type: frozenset({1}) | {2} is a frozenset, {2} | frozenset({1}) a set.
Value set_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    Value result;
    if (op == "|") {
        result = copy_of_set(left);
        set_of(result).merge(set_of(right));
    } else {
        result = op == "&" ? intersection(runtime, left, right) : op == "-" ? difference(runtime, left, right)
                                                                             : symmetric_difference(runtime, left, right);
    }
    set_of(result).frozen = set_of(left).frozen;
    return result;
}

void set_update_in_place(Runtime& runtime, const std::string& op, const Value& set, const Value& other) {
    if (op == "|") set_of(set).merge(set_of(other));
    else if (op == "-") difference_update(runtime, set_of(set), other);
    else if (op == "^") symmetric_difference_update(runtime, set_of(set), other);
    else set_of(set) = set_of(intersection(runtime, set, other));
}

bool set_order(const std::string& op, const Value& left, const Value& right) {
    const SetObject& a = set_of(left);
    const SetObject& b = set_of(right);
    if (op == "<=") return is_subset(a, b);
    if (op == ">=") return is_subset(b, a);
    if (op == "<") return a.used < b.used && is_subset(a, b);
    return a.used > b.used && is_subset(b, a);
}

Value construct_dict(Runtime& runtime, CallArgs& args) {
    expect_arguments_between(args, "dict", 0, 1);
    Value result = dict_value();
    if (!args.positional.empty()) update_dict(runtime, dict_of(result), args.positional[0]);
    update_with_keywords(dict_of(result), args);
    return result;
}

Value construct_set(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "set");
    expect_arguments_between(args, "set", 0, 1);
    Value result = set_value();
    if (!args.positional.empty()) update_set(runtime, set_of(result), args.positional[0]);
    return result;
}

Value construct_frozenset(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "frozenset");
    expect_arguments_between(args, "frozenset", 0, 1);
    if (!args.positional.empty() && args.positional[0].type == Type::Set && set_of(args.positional[0]).frozen) return args.positional[0];
    Value result = set_value();
    if (!args.positional.empty()) update_set(runtime, set_of(result), args.positional[0]);
    set_of(result).frozen = true;
    return result;
}

}  // namespace qkv::python
