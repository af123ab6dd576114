// stack_bounds.cpp (web) — the linear-memory stack emscripten allocates (stack_guard.hpp), the limit the worker's
// JavaScript stack sets on nested Python calls, and fresh stacks for deep recursion where the browser gives them.
#include "python/runtime/stack_guard.hpp"

#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>
#include <emscripten/stack.h>

// web/python-calls.js wraps this import in WebAssembly.Suspending and sets Module.qkvFreshStack to the export below
// through WebAssembly.promising: the running stack waits while entry(data) runs on a stack of its own, and goes on
// when it returns. The JavaScript stack of the page's worker holds about a thousand Python frames of the plainer
// forms (docs/recursion.md); fresh stacks let every form nest as deep as the recursion limit says.
EM_JS(void, qkv_py_switch_stack, (void* entry, void* data), {
    return Module.qkvFreshStack(entry, data);
});

extern "C" EMSCRIPTEN_KEEPALIVE void qkv_py_on_fresh_stack(void* entry, void* data) {
    reinterpret_cast<void (*)(void*)>(entry)(data);
}

namespace qkv::python {

// The frames a Chromium worker's own JavaScript stack (about 500 KB) holds when the embedder does not say
// (web/python-calls.js tells 1000 where a run has a stack of its own): docs/recursion.md measures them.
const long long kDeepestPythonCalls = 400;

std::uintptr_t stack_floor() { return emscripten_stack_get_end(); }

std::uintptr_t stack_position() { return emscripten_stack_get_current(); }

void switch_stack(void (*entry)(void*), void* data) { qkv_py_switch_stack(reinterpret_cast<void*>(entry), data); }

}  // namespace qkv::python
