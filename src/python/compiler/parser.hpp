// parser.hpp — tokens to a syntax tree, with CPython 3.11's SyntaxError wording for the common mistakes.
#pragma once

#include <string_view>

#include "python/compiler/ast.hpp"

namespace qkv::python {

// Parses a whole module. Throws PythonError (SyntaxError / IndentationError with its line, or
// NotImplementedError for constructs outside the subset).
Block parse_module(std::string_view source);

}  // namespace qkv::python
