// stack_bounds.cpp (native) — the thread's stack as the system reports it (stack_guard.hpp): its lowest address
// from pthreads on Linux, 0 (unknown: no guard) elsewhere.
#include "python/runtime/stack_guard.hpp"

#include <pthread.h>

namespace qkv::python {

// The stack guard decides how deep Python calls may nest natively.
const long long kDeepestPythonCalls = 1LL << 40;

std::uintptr_t stack_floor() {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void* lowest = nullptr;
    std::size_t size = 0;
    const int status = pthread_attr_getstack(&attributes, &lowest, &size);
    pthread_attr_destroy(&attributes);
    return status == 0 ? reinterpret_cast<std::uintptr_t>(lowest) : 0;
}

std::uintptr_t stack_position() { return reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)); }

// One thread, one stack: the guard keeps recursion within it.
void switch_stack(void (*entry)(void*), void* data) { entry(data); }

}  // namespace qkv::python
