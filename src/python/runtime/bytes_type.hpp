// bytes_type.hpp — Python's bytes (b'...' literals, str.encode, bytes(...)): see bytes_type.cpp.
#pragma once

#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

const Value& bytes_class();  // what the builtin name `bytes` is bound to
bool is_bytes(const Value& value);
Value bytes_value(Runtime& runtime, const std::string& data);
// str.encode(encoding="utf-8", errors="strict"): UTF-8 (and ASCII-named) encodings only.
Value encode_str(Runtime& runtime, const std::string& text, CallArgs& args);

}  // namespace qkv::python
