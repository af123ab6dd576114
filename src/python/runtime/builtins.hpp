// builtins.hpp — Python's builtin functions and types the playground implements (print, len, range, int ...),
// and the argument/iteration helpers they share with the torch module.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

std::vector<std::pair<std::string, Value>> make_builtins();

// The items of an iterable (list, tuple, Size, str, range, tensor rows); TypeError if not iterable.
std::vector<Value> iterate(Runtime& runtime, const Value& iterable);

// Sorts items in place as list.sort(key=..., reverse=...) does, taking those keywords out of args; `function`
// names the caller in CPython's message for any other keyword ("sort").
void sort_values(Runtime& runtime, std::vector<Value>& items, CallArgs& args, const std::string& function);

// An int argument (bool and int accepted): "'float' object cannot be interpreted as an integer".
std::int64_t integer_argument(const Value& value);  // also a one-element integer tensor, as its __index__


// Positional-count check with CPython's wording: "len() takes exactly one argument (2 given)".
void expect_argument_count(const CallArgs& args, const std::string& function, std::size_t minimum, std::size_t maximum);
// The same for functions worded "get expected at least 1 argument, got 0" / "at most 2 arguments, got 3".
void expect_arguments_between(const CallArgs& args, const std::string& function, std::size_t minimum, std::size_t maximum);
// Takes keyword `name` out of args (nullopt if absent); unknown keywords are reported by reject_keywords.
std::optional<Value> take_keyword(CallArgs& args, const std::string& name);
void reject_keywords(const CallArgs& args, const std::string& function);
// An iterator over items already computed, named as CPython names its kind ("map", "generator" ...).
Value iterator_over(Runtime& runtime, const std::string& kind, std::vector<Value> items);
// An iterator whose items come one at a time from `pull` (nullopt when exhausted): a generator, enumerate(generator).
Value lazy_iterator(Runtime& runtime, const std::string& kind, std::function<std::optional<Value>()> pull,
                    std::function<std::optional<Value>(const Value& sent)> send = nullptr);
Value iterator_of(Runtime& runtime, const Value& iterable);                // iter(iterable)
std::optional<Value> next_item(Runtime& runtime, const Value& iterator);  // next(iterator), nullopt at its end

}  // namespace qkv::python
