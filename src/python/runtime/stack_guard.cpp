// stack_guard.cpp — the lowest address the running thread's stack may reach, found once per thread.
#include "python/runtime/stack_guard.hpp"

#include <cstdint>

#if defined(__EMSCRIPTEN__)
#include <emscripten/stack.h>
#elif defined(__linux__)
#include <pthread.h>
#endif

namespace qkv::python {
namespace {

// The stack's lowest usable address (stacks grow down on every target the playground builds for); 0 when unknown.
std::uintptr_t stack_floor() {
#if defined(__EMSCRIPTEN__)
    return emscripten_stack_get_end();
#elif defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void* lowest = nullptr;
    std::size_t size = 0;
    const int status = pthread_attr_getstack(&attributes, &lowest, &size);
    pthread_attr_destroy(&attributes);
    return status == 0 ? reinterpret_cast<std::uintptr_t>(lowest) : 0;
#else
    return 0;
#endif
}

}  // namespace

bool native_stack_nearly_exhausted(std::size_t reserve) {
    thread_local const std::uintptr_t floor = stack_floor();
    if (floor == 0) return false;
#if defined(__EMSCRIPTEN__)
    const std::uintptr_t here = emscripten_stack_get_current();
#else
    const std::uintptr_t here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
#endif
    return here >= floor && here < floor + reserve;  // an address below the floor is not on this stack
}

}  // namespace qkv::python
