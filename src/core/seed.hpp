// seed.hpp — a seed as torch.manual_seed accepts it.
//
// PyTorch takes any Python int in [-2^63, 2^64 - 1]: non-negative values as uint64, negative ones as their
// 64-bit two's complement. Only the low 32 bits reach the Mersenne Twister. We keep the value as the user
// wrote it (sign + magnitude) so it can be shown and printed back unchanged.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qkv {

// The ends of the range, as messages show them.
inline constexpr const char* kLowestSeedText = "-9223372036854775808 (-2^63)";
inline constexpr const char* kHighestSeedText = "18446744073709551615 (2^64-1)";

struct Seed {
    std::uint64_t magnitude = 42;
    bool negative = false;  // value = -magnitude when set (magnitude <= 2^63)

    static Seed from_int64(std::int64_t value);
    // Parses a decimal integer as Python's int() would (optional sign, digits, surrounding spaces, '_' between
    // digits). On failure returns nullopt and, when `why` is given, a sentence saying what is wrong.
    static std::optional<Seed> parse(std::string_view text, std::string* why = nullptr);

    std::uint64_t generator_bits() const;  // the uint64 torch.manual_seed works with
    std::string to_string() const;         // as Python prints the int
    bool operator==(const Seed& other) const;
    bool operator!=(const Seed& other) const { return !(*this == other); }
};

}  // namespace qkv
