// generator.cpp — PyTorch's CPU generator (at::CPUGeneratorImpl) as far as the lesson uses it: a 32-bit
// Mersenne Twister (MT19937, identical to std::mt19937, which the tests check) and the cached double normal.
#include "generator.hpp"

#include <algorithm>

namespace qkv {

namespace {

// PyTorch's default_rng_seed_val, used by a generator constructed without a seed.
constexpr std::int64_t kDefaultSeed = 67280421310721;

// MT19937 parameters (Matsumoto & Nishimura).
constexpr std::size_t kShift = 397;
constexpr std::uint32_t kTwistMatrix = 0x9908b0dfu;
constexpr std::uint32_t kUpperBit = 0x80000000u;
constexpr std::uint32_t kLowerBits = 0x7fffffffu;
constexpr std::uint32_t kInitMultiplier = 1812433253u;

std::uint32_t twister_seed(const Seed& seed) {
    // Only the low 32 bits of the 64-bit seed reach the 32-bit Mersenne Twister.
    return static_cast<std::uint32_t>(seed.generator_bits() & 0xFFFFFFFFu);
}

std::uint32_t temper(std::uint32_t y) {
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

std::uint32_t mix(std::uint32_t upper_from, std::uint32_t lower_from, std::uint32_t shifted) {
    const std::uint32_t y = (upper_from & kUpperBit) | (lower_from & kLowerBits);
    // Branch-free (y & 1) ? kTwistMatrix : 0, so the loops vectorise.
    return shifted ^ (y >> 1) ^ (kTwistMatrix & (0u - (y & 1u)));
}

}  // namespace

Generator::Generator() : Generator(Seed::from_int64(kDefaultSeed)) {}

Generator::Generator(const Seed& seed) {
    manual_seed(seed);
}

void Generator::manual_seed(const Seed& seed) {
    state_[0] = twister_seed(seed);
    for (std::size_t i = 1; i < kStateSize; ++i) {
        const std::uint32_t previous = state_[i - 1];
        state_[i] = kInitMultiplier * (previous ^ (previous >> 30)) + static_cast<std::uint32_t>(i);
    }
    next_ = kStateSize;
    cached_normal_.reset();
    initial_seed_ = seed.generator_bits();
    fresh_ = true;
}

GeneratorSnapshot Generator::snapshot() const {
    GeneratorSnapshot snapshot;
    snapshot.initial_seed = initial_seed_;
    snapshot.seeded = true;
    // torch decrements `left` before each draw and twists when it reaches 0, so left + next is 625 once drawn from.
    snapshot.next = fresh_ ? 0 : static_cast<std::uint32_t>(next_);
    snapshot.left = fresh_ ? 1 : static_cast<std::int32_t>(kStateSize + 1 - next_);
    std::copy(state_, state_ + kStateSize, snapshot.words.begin());
    snapshot.cached_normal = cached_normal_;
    return snapshot;
}

bool Generator::restore(const GeneratorSnapshot& snapshot) {
    const bool fresh = snapshot.left == 1 && snapshot.next == 0;
    const bool drawn = snapshot.next >= 1 && snapshot.next <= kStateSize && snapshot.left == static_cast<std::int32_t>(kStateSize + 1 - snapshot.next);
    if (!snapshot.seeded || !(fresh || drawn)) return false;
    std::copy(snapshot.words.begin(), snapshot.words.end(), state_);
    next_ = fresh ? kStateSize : snapshot.next;
    fresh_ = fresh;
    initial_seed_ = snapshot.initial_seed;
    cached_normal_ = snapshot.cached_normal;
    cached_normal_vouched_ = false;
    return true;
}

void Generator::twist() {
    // Three ranges so that every read of a word not yet rewritten, or already rewritten, is what the sequential
    // definition reads.
    std::size_t i = 0;
    for (; i < kStateSize - kShift; ++i) {
        state_[i] = mix(state_[i], state_[i + 1], state_[i + kShift]);
    }
    for (; i < kStateSize - 1; ++i) {
        state_[i] = mix(state_[i], state_[i + 1], state_[i + kShift - kStateSize]);
    }
    state_[kStateSize - 1] = mix(state_[kStateSize - 1], state_[0], state_[kShift - 1]);
    next_ = 0;
    fresh_ = false;
}

std::uint32_t Generator::random() {
    if (next_ == kStateSize) {
        twist();
    }
    return temper(state_[next_++]);
}

void Generator::random_block(std::uint32_t* out, std::size_t count) {
    while (count > 0) {
        if (next_ == kStateSize) {
            twist();
        }
        const std::size_t length = std::min(count, kStateSize - next_);
        const std::uint32_t* words = state_ + next_;
        for (std::size_t i = 0; i < length; ++i) {
            out[i] = temper(words[i]);
        }
        next_ += length;
        out += length;
        count -= length;
    }
}

std::uint64_t Generator::random64() {
    const std::uint64_t high = random();
    const std::uint64_t low = random();
    return (high << 32) | low;
}

std::optional<double> Generator::take_cached_normal() {
    std::optional<double> value = cached_normal_;
    cached_normal_.reset();
    return value;
}

void Generator::set_cached_normal(double value, bool vouched) {
    cached_normal_ = value;
    cached_normal_vouched_ = vouched;
}

}  // namespace qkv
