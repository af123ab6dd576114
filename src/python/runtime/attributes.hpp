// attributes.hpp — obj.name for every playground value: module members, tensor and layer attributes, str/list
// methods; unknown names raise AttributeError with CPython's "Did you mean" over the real object's dir().
#pragma once

#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

Value get_attribute(Runtime& runtime, const Value& object, const std::string& name);

}  // namespace qkv::python
