// generator.hpp — PyTorch's CPU generator: a 32-bit Mersenne Twister plus the cached double normal.
#pragma once

#include <cstddef>
#include <array>
#include <cstdint>
#include <optional>

#include "seed.hpp"

namespace qkv {

// The generator's state as torch's get_state reports it (at::mt19937_data_pod plus the cached normal): the seed it
// was given, the twister's words, and torch's position counters (left: draws until the next twist, plus one;
// next: index of the next word).
struct GeneratorSnapshot {
    std::uint64_t initial_seed = 0;
    std::int32_t left = 0;
    bool seeded = false;
    std::uint32_t next = 0;
    std::array<std::uint32_t, 624> words{};
    std::optional<double> cached_normal;
};

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
    // Whether the cached normal's bits are certain (random.hpp's fill_normal_vouched); one restored from a saved
    // state is not known to be.
    bool cached_normal_vouched() const { return cached_normal_vouched_; }
    void set_cached_normal(double value, bool vouched = false);

    std::uint64_t initial_seed() const { return initial_seed_; }
    GeneratorSnapshot snapshot() const;
    // Takes a snapshot's state; false (and nothing changed) when its counters are not a position this generator
    // reaches by drawing (a snapshot it made itself always is).
    bool restore(const GeneratorSnapshot& snapshot);

private:
    // MT19937's state, regenerated 624 words at a time (the standard algorithm, as std::mt19937; written out so
    // that bulk draws run as simple loops the compiler vectorises).
    static constexpr std::size_t kStateSize = 624;
    void twist();

    std::uint32_t state_[kStateSize];
    std::size_t next_ = kStateSize;  // index of the next word to temper; kStateSize means "twist first"
    std::optional<double> cached_normal_;
    bool cached_normal_vouched_ = false;
    std::uint64_t initial_seed_ = 0;
    bool fresh_ = true;  // seeded and not drawn from: torch counts this position as next 0, not 624
};

}  // namespace qkv
