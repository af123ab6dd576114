// heapq_module.hpp — Python's `heapq`: the list-based binary heap with CPython's own sift steps (so a heap prints
// in CPython's order and a comparison between mixed types fails at the same pair), nlargest and nsmallest.
#pragma once

#include "python/runtime/value.hpp"

namespace qkv::python {

Value make_heapq_module();

}  // namespace qkv::python
