// stack_guard.hpp — how deep the interpreter may recurse on the native stack. Every Python call, repr and
// comparison of nested objects runs on the C++ stack; before the stack truly runs out, the program gets CPython's
// RecursionError instead of a crash (a segfault natively, "Maximum call stack size exceeded" in the page's worker).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

namespace qkv::python {

// True when less than `reserve` bytes of the running thread's stack are left below the caller's frame: natively the
// thread's own stack (its size from the system), in WebAssembly the linear-memory stack emscripten allocates.
bool native_stack_nearly_exhausted(std::size_t reserve);

// The bytes of stack kept free for the work one more Python-level step may do below the check (a tensor op, a
// nested repr, an error's formatting).
constexpr std::size_t kStackReserve = 256 * 1024;

// The Python frames that may nest whatever sys.setrecursionlimit says when the embedder does not tell
// (RunLimits::max_frames): unbounded natively (the stack guard decides); in WebAssembly what a Chromium worker's
// JavaScript stack holds, which also holds the WebAssembly frames (docs/recursion.md).
extern const long long kDeepestPythonCalls;

// One more level of Python recursion that is not a Python function's call but counts as one against the recursion
// limit, as in CPython 3.11: a comprehension's frame, an instance's __repr__/__str__ called by repr/str. CPython's
// RecursionError (with `where` appended, as CPython words the place) when the limit or the stack leaves no room.
struct Runtime;
class RecursionLevel {
public:
    RecursionLevel(Runtime& runtime, const char* where);
    ~RecursionLevel();
    RecursionLevel(const RecursionLevel&) = delete;
    RecursionLevel& operator=(const RecursionLevel&) = delete;

private:
    Runtime& runtime_;
};

// The embedder's cap on nested Python frames for the runs on this thread (RunLimits::max_frames); 0: none.
void set_frame_cap(long long frames);
long long frame_cap();

// Every `frames` nested Python frames, the next one starts on a fresh stack (RunLimits::frames_per_stack); 0: never.
void set_frames_per_stack(long long frames);
bool fresh_stack_due(const Runtime& runtime);

// Runs `work` on a fresh stack (the platform's switch_stack) and passes on whatever it throws, as if it had run here.
void run_on_fresh_stack(const Runtime& runtime, const std::function<void()>& work);

// Raises CPython's RecursionError ("maximum recursion depth exceeded" + where) unless one more frame fits under the
// recursion limit, the embedder's cap and the native stack.
void check_recursion_room(const Runtime& runtime, const char* where);

// The platform's side, one file per platform in runtime/platform/native or runtime/platform/web (CMake picks the
// folder): the stack's lowest usable address (stacks grow down on every target the playground builds for; 0 when
// unknown), and the address of the running frame.
std::uintptr_t stack_floor();
std::uintptr_t stack_position();
// Calls entry(data) on a stack of its own and returns when it returns (entry throws nothing); where the platform has
// no other stack, right here.
void switch_stack(void (*entry)(void*), void* data);

}  // namespace qkv::python
