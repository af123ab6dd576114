// stdlib_modules.hpp — the smaller standard-library modules learners import: itertools (itertools_module.cpp),
// typing (typing_module.cpp), and sys, time, string and operator (stdlib_modules.cpp).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "python/runtime/errors.hpp"
#include "python/runtime/value.hpp"

namespace qkv::python {

// A module object with these members; `built_in` for those compiled into CPython ("<module 'sys' (built-in)>").
Value module_value(const std::string& name, bool built_in, std::vector<std::pair<std::string, Value>> members);

Value make_itertools_module();
Value make_typing_module();
Value make_sys_module();
Value make_time_module();
Value make_string_module();
Value make_operator_module();

// An attribute of one of these modules' functions (itertools.chain.from_iterable), or nullopt.
std::optional<Value> module_function_attribute(const std::string& function, const std::string& name);
// list[int], dict[str, int]: the generic alias CPython builds when a builtin type is subscripted.
Value builtin_generic_alias(Runtime& runtime, const std::string& type_name, const Value& index);

// What an uncaught SystemExit (sys.exit) does to a run: the exit status, and what CPython prints on stderr (the
// argument when it is neither None nor an int).
struct SystemExitOutcome {
    int status = 0;
    std::string message;
};
SystemExitOutcome system_exit_outcome(const PythonError& error);

}  // namespace qkv::python
