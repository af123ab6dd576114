// run_program.hpp — what both fuzz targets check of one input: the interpreter runs it under small limits (so the
// fuzzer explores many programs) and ends in a RunResult, never a crash, hang or leak; a failed run says why.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "python/interpreter.hpp"

inline void run_fuzz_program(const std::uint8_t* data, std::size_t size) {
    qkv::python::RunLimits limits;
    limits.max_steps = 20000;
    limits.max_tensor_bytes = 4u << 20;
    const std::string_view code(reinterpret_cast<const char*>(data), size);
    const qkv::python::RunResult result = qkv::python::run(code, limits);
    if (!result.ok && result.error.empty()) __builtin_trap();
}
