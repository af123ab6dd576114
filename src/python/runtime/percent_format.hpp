// percent_format.hpp — printf-style string formatting, 'loss %.3f at step %d' % (loss, step), as CPython does it.
#pragma once

#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

// `values` is a tuple of the arguments, a dict for %(name)s keys, or a single argument.
std::string percent_format(const std::string& format, const Value& values);
// repr() with every non-ASCII character escaped (\xhh, \uhhhh, \Uhhhhhhhh), as ascii() and %a give it.
std::string ascii_repr(const Value& value);

}  // namespace qkv::python
