// copy_module.hpp — Python's `copy`: copy.copy and copy.deepcopy as CPython 3.11's copy module makes them, the
// memo keeping shared references shared and cycles closed; an extension's objects copy themselves through their
// NativeType's copy slots and their instance state's Object::deep_copied.
#pragma once

#include "python/runtime/value.hpp"

namespace qkv::python {

Value make_copy_module();
// copy.deepcopy(value) with a memo of its own.
Value deep_copy(Runtime& runtime, const Value& value);

}  // namespace qkv::python
