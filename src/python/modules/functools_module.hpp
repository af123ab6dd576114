// functools_module.hpp — Python's `functools` as a learner reaches for it: reduce, with CPython 3.11's messages.
#pragma once

#include "python/runtime/value.hpp"

namespace qkv::python {

Value make_functools_module();

}  // namespace qkv::python
