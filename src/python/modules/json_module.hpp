// json_module.hpp — Python's `json`: dumps and loads as CPython 3.11's json package writes and reads text,
// JSONDecodeError with its messages and positions; dump and load (files) refused.
#pragma once

#include "python/runtime/value.hpp"

namespace qkv::python {

Value make_json_module();

}  // namespace qkv::python
