// dataclasses_module.hpp — Python's `dataclasses`: @dataclass (generated __init__, __repr__, __eq__) and field().
#pragma once

#include "python/runtime/value.hpp"

namespace qkv::python {

Value make_dataclasses_module();

}  // namespace qkv::python
