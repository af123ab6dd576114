// collections_module.hpp — Python's `collections` as a learner uses it: Counter, defaultdict and OrderedDict (dicts
// with a flavour, DictObject::flavor), namedtuple (named tuples printed Point(x=1, y=2)) and deque (a list with
// deque's methods and maxlen), with CPython 3.11's reprs and messages.
#pragma once

#include <optional>
#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

Value make_collections_module();

// d[key] for a key a Counter (0) or a defaultdict (default_factory(), stored) does not hold; nullopt for a plain dict.
std::optional<Value> missing_dict_value(Runtime& runtime, const Value& dict, const Value& key);
// repr() of a Counter or defaultdict.
std::string flavored_dict_repr(const Value& dict);
// The methods and attributes a Counter or defaultdict adds to a dict's (most_common, total, default_factory ...).
std::optional<Value> flavored_dict_attribute(const Value& dict, const std::string& name);
// Counter + Counter and Counter - Counter (positive counts kept); nullopt for other operands.
std::optional<Value> counter_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right);

// _fields, _asdict() and _replace() of a namedtuple instance.
std::optional<Value> named_tuple_attribute(const Value& tuple, const std::string& name);
// A deque's methods (append, appendleft, popleft, maxlen ...); nullopt for the list methods a deque shares.
std::optional<Value> deque_attribute(const Value& deque, const std::string& name);
bool is_deque(const Value& value);
std::string deque_repr(const Value& deque);

}  // namespace qkv::python
