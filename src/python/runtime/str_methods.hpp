// str_methods.hpp — more of str's methods (isdigit, title, count, find, center, zfill, splitlines ...).
#pragma once

#include <optional>
#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

// text.name as a bound method; nullopt when the name is not one of these.
std::optional<Value> more_str_attribute(const std::string& text, const std::string& name);

}  // namespace qkv::python
