// format_spec.hpp — format(value, spec) as in f"{x:.2f}": Python's format-specification mini-language.
#pragma once

#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

std::string format_with_spec(const Value& value, const std::string& spec);

}  // namespace qkv::python
