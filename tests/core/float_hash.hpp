// float_hash.hpp — FNV-1a over float32 bytes: the core tests compare whole outputs with hashes written by real
// torch, so one differing bit anywhere fails the case.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

inline std::uint64_t fnv1a(const std::vector<float>& values) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (float value : values) {
        unsigned char bytes[4];
        std::memcpy(bytes, &value, 4);
        for (unsigned char byte : bytes) hash = (hash ^ byte) * 0x100000001b3ull;
    }
    return hash;
}
