// glibc_math_sample.hpp — a fixed sample of float inputs (every 65521st bit pattern, so every sign, exponent and
// NaN range is visited) and a hash of a function's results over it; NaN results hash as one value (wasm and x86
// differ in NaN bits). Shared by tests/core/glibc_math_test.cpp and tools/exhaustive/glibc_math_check.cpp.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

template <class Function>
std::uint64_t sample_hash(Function function) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (std::uint64_t input = 0; input <= 0xffffffffu; input += 65521) {
        float x;
        const std::uint32_t input_bits = static_cast<std::uint32_t>(input);
        std::memcpy(&x, &input_bits, sizeof x);
        const float y = function(x);
        std::uint32_t bits = 0x7fc00000u;
        if (!std::isnan(y)) std::memcpy(&bits, &y, sizeof bits);
        for (int shift = 0; shift < 32; shift += 8) hash = (hash ^ ((bits >> shift) & 0xff)) * 0x100000001b3ull;
    }
    return hash;
}
