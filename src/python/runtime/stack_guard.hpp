// stack_guard.hpp — how deep the interpreter may recurse on the native stack. Every Python call, repr and
// comparison of nested objects runs on the C++ stack; before the stack truly runs out, the program gets CPython's
// RecursionError instead of a crash (a segfault natively, "Maximum call stack size exceeded" in the page's worker).
#pragma once

#include <cstddef>
#include <cstdint>

namespace qkv::python {

// True when less than `reserve` bytes of the running thread's stack are left below the caller's frame: natively the
// thread's own stack (its size from the system), in WebAssembly the linear-memory stack emscripten allocates.
bool native_stack_nearly_exhausted(std::size_t reserve);

// The bytes of stack kept free for the work one more Python-level step may do below the check (a tensor op, a
// nested repr, an error's formatting).
constexpr std::size_t kStackReserve = 256 * 1024;

// The Python calls that may nest whatever sys.setrecursionlimit says: unbounded natively (the stack guard decides),
// 400 in the page, whose worker's JavaScript stack also holds the WebAssembly frames.
extern const long long kDeepestPythonCalls;

// The platform's side, one file per platform in runtime/platform/native or runtime/platform/web (CMake picks the
// folder): the stack's lowest usable address (stacks grow down on every target the playground builds for; 0 when
// unknown), and the address of the running frame.
std::uintptr_t stack_floor();
std::uintptr_t stack_position();

}  // namespace qkv::python
