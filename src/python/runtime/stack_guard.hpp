// stack_guard.hpp — how deep the interpreter may recurse on the native stack. Every Python call, repr and
// comparison of nested objects runs on the C++ stack; before the stack truly runs out, the program gets CPython's
// RecursionError instead of a crash (a segfault natively, "Maximum call stack size exceeded" in the page's worker).
#pragma once

#include <cstddef>

namespace qkv::python {

// True when less than `reserve` bytes of the running thread's stack are left below the caller's frame: natively the
// thread's own stack (its size from the system), in WebAssembly the linear-memory stack emscripten allocates.
bool native_stack_nearly_exhausted(std::size_t reserve);

// The bytes of stack kept free for the work one more Python-level step may do below the check (a tensor op, a
// nested repr, an error's formatting).
constexpr std::size_t kStackReserve = 256 * 1024;

// The Python calls that may nest whatever sys.setrecursionlimit says. In the page, WebAssembly frames also live on
// the worker's JavaScript stack (about 1 MB in Chromium and node, not readable from inside), where one Python call
// costs 400 bytes to 1.2 KB under node (`return f(n + 1)` to `return 1 + f(n - 1)`, which overflows at about 820
// calls: docs/recursion.md); 400 keeps a margin for heavier calls.
#if defined(__EMSCRIPTEN__)
constexpr long long kDeepestPythonCalls = 400;
#else
constexpr long long kDeepestPythonCalls = 1LL << 40;  // the stack guard decides natively
#endif

}  // namespace qkv::python
