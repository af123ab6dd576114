// seed.cpp — parsing, range checking and printing of torch.manual_seed's argument.
#include "seed.hpp"

#include <cctype>
#include <string>

namespace qkv {

namespace {

constexpr std::uint64_t kMaxNegativeMagnitude = std::uint64_t{1} << 63;  // -2^63 is the lowest accepted

void explain(std::string* why, const std::string& text) {
    if (why != nullptr) {
        *why = text;
    }
}

bool is_space(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

}  // namespace

Seed Seed::from_int64(std::int64_t value) {
    Seed seed;
    seed.negative = value < 0;
    // Negating in unsigned arithmetic keeps INT64_MIN well defined.
    seed.magnitude = seed.negative ? std::uint64_t{0} - static_cast<std::uint64_t>(value)
                                   : static_cast<std::uint64_t>(value);
    return seed;
}

std::optional<Seed> Seed::parse(std::string_view text, std::string* why) {
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && is_space(text[begin])) {
        ++begin;
    }
    while (end > begin && is_space(text[end - 1])) {
        --end;
    }
    std::string_view body = text.substr(begin, end - begin);
    if (body.empty()) {
        explain(why, "the seed is empty; expected an integer");
        return std::nullopt;
    }

    Seed seed;
    seed.magnitude = 0;
    std::size_t position = 0;
    if (body[0] == '+' || body[0] == '-') {
        seed.negative = body[0] == '-';
        position = 1;
    }
    if (position == body.size()) {
        explain(why, "the seed has a sign but no digits");
        return std::nullopt;
    }

    bool overflow = false;
    bool previous_was_digit = false;
    for (; position < body.size(); ++position) {
        const char c = body[position];
        if (c == '_') {
            // Python allows single underscores between digits only.
            const bool next_is_digit = position + 1 < body.size() &&
                                       std::isdigit(static_cast<unsigned char>(body[position + 1])) != 0;
            if (!previous_was_digit || !next_is_digit) {
                explain(why, "'" + std::string(body) + "' is not an integer (misplaced '_')");
                return std::nullopt;
            }
            previous_was_digit = false;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) {
            explain(why, "'" + std::string(body) + "' is not an integer");
            return std::nullopt;
        }
        previous_was_digit = true;
        const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
        if (seed.magnitude > (UINT64_MAX - digit) / 10) {
            overflow = true;  // keep scanning so a non-digit later still reports "not an integer"
        } else if (!overflow) {
            seed.magnitude = seed.magnitude * 10 + digit;
        }
    }

    if (seed.magnitude == 0) {
        seed.negative = false;  // -0 is 0
    }
    const bool out_of_range = overflow || (seed.negative && seed.magnitude > kMaxNegativeMagnitude);
    if (out_of_range) {
        explain(why, std::string("the seed must be between ") + kLowestSeedText + " and " + kHighestSeedText);
        return std::nullopt;
    }
    return seed;
}

std::uint64_t Seed::generator_bits() const {
    // Two's complement for negative values, as PyTorch converts the Python int.
    return negative ? std::uint64_t{0} - magnitude : magnitude;
}

std::string Seed::to_string() const {
    std::string digits = std::to_string(magnitude);
    return negative && magnitude != 0 ? "-" + digits : digits;
}

bool Seed::operator==(const Seed& other) const {
    const bool zero = magnitude == 0 && other.magnitude == 0;
    return zero || (magnitude == other.magnitude && negative == other.negative);
}

}  // namespace qkv
