// stack_bounds.cpp (web) — the linear-memory stack emscripten allocates (stack_guard.hpp), and the limit the
// worker's JavaScript stack sets on nested Python calls.
#include "python/runtime/stack_guard.hpp"

#include <emscripten/stack.h>

namespace qkv::python {

// The frames a Chromium worker's own JavaScript stack (about 500 KB) holds when the embedder does not say
// (web/python-calls.js tells 1000 where a run has a stack of its own): docs/recursion.md measures them.
const long long kDeepestPythonCalls = 400;

std::uintptr_t stack_floor() { return emscripten_stack_get_end(); }

std::uintptr_t stack_position() { return emscripten_stack_get_current(); }

}  // namespace qkv::python
