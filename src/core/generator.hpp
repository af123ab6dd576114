// generator.hpp — PyTorch's CPU generator: a 32-bit Mersenne Twister plus the cached double normal.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "seed.hpp"

namespace qkv {

class Generator {
public:
    Generator();  // seeded with PyTorch's default seed (67280421310721)
    explicit Generator(const Seed& seed);

    // torch.manual_seed: low 32 bits seed the twister; the cached normal is cleared.
    void manual_seed(const Seed& seed);

    std::uint32_t random();    // one 32-bit draw
    std::uint64_t random64();  // (first << 32) | second
    // `count` consecutive 32-bit draws, the same as calling random() `count` times (faster in bulk).
    void random_block(std::uint32_t* out, std::size_t count);

    // The "next normal" cache used by randn on fewer than 16 elements.
    std::optional<double> take_cached_normal();
    void set_cached_normal(double value);

private:
    // MT19937's state, regenerated 624 words at a time (the standard algorithm, as std::mt19937; written out so
    // that bulk draws run as simple loops the compiler vectorises).
    static constexpr std::size_t kStateSize = 624;
    void twist();

    std::uint32_t state_[kStateSize];
    std::size_t next_ = kStateSize;  // index of the next word to temper; kStateSize means "twist first"
    std::optional<double> cached_normal_;
};

}  // namespace qkv
