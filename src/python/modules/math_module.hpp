// math_module.hpp — the `math` module a learner imports: its functions and constants, with CPython's results
// and errors.
#pragma once

#include "python/runtime/value.hpp"

namespace qkv::python {

Value make_math_module();

}  // namespace qkv::python
