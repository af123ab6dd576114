// stack_bounds.cpp (web) — the linear-memory stack emscripten allocates (stack_guard.hpp), and the limit the
// worker's JavaScript stack sets on nested Python calls.
#include "python/runtime/stack_guard.hpp"

#include <emscripten/stack.h>

namespace qkv::python {

// WebAssembly frames also live on the worker's JavaScript stack (about 1 MB in Chromium and node, not readable from
// inside), where one Python call costs 400 bytes to 1.2 KB under node (`return f(n + 1)` to `return 1 + f(n - 1)`,
// which overflows at about 820 calls: docs/recursion.md); 400 keeps a margin for heavier calls.
const long long kDeepestPythonCalls = 400;

std::uintptr_t stack_floor() { return emscripten_stack_get_end(); }

std::uintptr_t stack_position() { return emscripten_stack_get_current(); }

}  // namespace qkv::python
