// python_fuzz.cpp — libFuzzer target over the whole interpreter (tokenizer, parser, evaluator, torch module).
//
// Any input must end in a RunResult — output and/or a Python error — never a crash, hang or leak. Small limits
// keep each run short so the fuzzer explores many programs.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "python/interpreter.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    qkv::python::RunLimits limits;
    limits.max_steps = 20000;
    limits.max_tensor_bytes = 4u << 20;
    const std::string_view code(reinterpret_cast<const char*>(data), size);
    const qkv::python::RunResult result = qkv::python::run(code, limits);
    if (!result.ok && result.error.empty()) __builtin_trap();  // a failed run always says why
    return 0;
}
