// stack_guard.cpp — whether the running thread's stack is nearly used up. Where the stack ends and where the caller
// is come from the platform's file (runtime/platform/native or web, the folder CMake picks).
#include "python/runtime/stack_guard.hpp"

#include <algorithm>
#include <exception>
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

namespace {
thread_local long long g_frames_per_stack = 0;
thread_local long long g_stack_base_depth = 0;  // the frames running when the running stack started

struct StackWork {
    const std::function<void()>& work;
    std::exception_ptr raised;
};

// The fresh stack's bottom frame: an exception may not unwind past it into the platform's switch.
void run_stack_work(void* data) {
    StackWork& stack_work = *static_cast<StackWork*>(data);
    try {
        stack_work.work();
    } catch (...) {
        stack_work.raised = std::current_exception();
    }
}
}  // namespace

void set_frames_per_stack(long long frames) {
    g_frames_per_stack = frames;
    g_stack_base_depth = 0;
}

// Counted from where the running stack started, not by multiples: levels that are not calls (a comprehension, a
// repr) come between calls, and a recursion through them may never call at a multiple.
bool fresh_stack_due(const Runtime& runtime) {
    return g_frames_per_stack > 0 && runtime.call_depth >= g_stack_base_depth + g_frames_per_stack;
}

void run_on_fresh_stack(const Runtime& runtime, const std::function<void()>& work) {
    StackWork stack_work{work, nullptr};
    const long long outer_base = g_stack_base_depth;
    g_stack_base_depth = runtime.call_depth;
    switch_stack(run_stack_work, &stack_work);
    g_stack_base_depth = outer_base;
    if (stack_work.raised) std::rethrow_exception(stack_work.raised);
}

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
