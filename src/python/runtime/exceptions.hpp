// exceptions.hpp — Python's exception classes as built-in classes (BaseException, Exception, ValueError ...),
// the exception objects `raise` and `except` see, and how they travel inside a PythonError.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "python/runtime/errors.hpp"
#include "python/runtime/value.hpp"

namespace qkv::python {

// The built-in exception class of that name; a name Python has but the table lacks becomes an Exception.
const Value& exception_class(const std::string& name);
// Every built-in exception class, by name, for the builtins module.
const std::vector<std::pair<std::string, Value>>& exception_classes();
bool is_exception_class(const Value& value);

// The exception object an error stands for: the one raised, or one made from its type and message.
Value exception_of(const PythonError& error);
// Raises an exception object (or class, instantiated without arguments): "TypeError: exceptions must derive
// from BaseException" for anything else.
[[noreturn]] void raise_exception(Runtime& runtime, const Value& exception);
// KeyError(key): its message is the key's repr, its args the key itself.
[[noreturn]] void raise_key_error(const Value& key);
// A generator's return: StopIteration whose args and .value are the returned object.
[[noreturn]] void raise_stop_iteration(const Value& value);

}  // namespace qkv::python
