// stack_guard.cpp — whether the running thread's stack is nearly used up. Where the stack ends and where the caller
// is come from the platform's file (runtime/platform/native or web, the folder CMake picks).
#include "python/runtime/stack_guard.hpp"

namespace qkv::python {

bool native_stack_nearly_exhausted(std::size_t reserve) {
    thread_local const std::uintptr_t floor = stack_floor();
    if (floor == 0) return false;
    const std::uintptr_t here = stack_position();
    return here >= floor && here < floor + reserve;  // an address below the floor is not on this stack
}

}  // namespace qkv::python
