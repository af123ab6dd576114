// stack_guard.cpp — whether the running thread's stack is nearly used up. Where the stack ends and where the caller
// is come from the platform's file (runtime/platform/native or web, the folder CMake picks).
#include "python/runtime/stack_guard.hpp"

#include <algorithm>
#include <string>

#include "python/runtime/errors.hpp"
#include "python/runtime/value.hpp"

namespace qkv::python {

bool native_stack_nearly_exhausted(std::size_t reserve) {
    thread_local const std::uintptr_t floor = stack_floor();
    if (floor == 0) return false;
    const std::uintptr_t here = stack_position();
    return here >= floor && here < floor + reserve;  // an address below the floor is not on this stack
}

namespace {
thread_local long long g_frame_cap = 0;
}  // namespace

void set_frame_cap(long long frames) { g_frame_cap = frames; }
long long frame_cap() { return g_frame_cap; }

// CPython's check: the module's frame plus the running ones may not pass the limit (or the embedder's cap, which
// sys.getrecursionlimit() answers when it is the lower); and a frame never starts without stack left for it.
void check_recursion_room(const Runtime& runtime, const char* where) {
    const std::int64_t limit = g_frame_cap > 0 ? std::min<std::int64_t>(runtime.recursion_limit, g_frame_cap) : runtime.recursion_limit;
    if (runtime.call_depth + 1 >= limit || native_stack_nearly_exhausted(kStackReserve))
        raise_error("RecursionError", std::string("maximum recursion depth exceeded") + where);
}

RecursionLevel::RecursionLevel(Runtime& runtime, const char* where) : runtime_(runtime) {
    check_recursion_room(runtime, where);
    ++runtime_.call_depth;
}

RecursionLevel::~RecursionLevel() { --runtime_.call_depth; }

}  // namespace qkv::python
