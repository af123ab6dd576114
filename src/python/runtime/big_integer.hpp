// big_integer.hpp — Python ints beyond 64 bits (2**64, math.factorial(25), 10**30): sign and magnitude in
// 32-bit limbs, with Python's floor division, exact decimal text and correctly rounded conversion to float.
// Ints that fit in 64 bits stay plain Int values; only results that do not fit become BigInt values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

class BigInteger {
public:
    BigInteger() = default;
    explicit BigInteger(std::int64_t value);
    static std::optional<BigInteger> parse(const std::string& digits, int base);  // digits only, an optional sign

    bool negative() const { return negative_; }
    bool is_zero() const { return limbs_.empty(); }
    bool is_odd() const { return !limbs_.empty() && (limbs_[0] & 1u); }
    static BigInteger from_double(double value);  // the integer part of a finite float, exactly
    std::optional<std::int64_t> to_int64() const;
    double to_double() const;  // correctly rounded; OverflowError "int too large to convert to float"
    std::string to_string() const;
    std::string magnitude_digits(int bits_per_digit) const;  // in base 2, 8 or 16 (bits 1, 3, 4), lower case, no sign
    std::size_t bit_length() const;
    std::int64_t hash() const;  // CPython's: the value modulo 2**61 - 1
    std::size_t limb_count() const { return limbs_.size(); }

    BigInteger operator-() const;
    friend BigInteger operator+(const BigInteger& a, const BigInteger& b);
    friend BigInteger operator-(const BigInteger& a, const BigInteger& b);
    friend BigInteger operator*(const BigInteger& a, const BigInteger& b);
    // Floor division and modulo (the remainder takes the divisor's sign); b must not be zero.
    static void floor_divmod(const BigInteger& a, const BigInteger& b, BigInteger& quotient, BigInteger& remainder);
    BigInteger shifted_left(std::size_t bits) const;
    BigInteger shifted_right(std::size_t bits) const;  // floor, as Python's >> on negative ints
    static int compare(const BigInteger& a, const BigInteger& b);
    // a & b, a | b or a ^ b (op '&', '|', '^') on the infinite two's complement forms, as Python defines them.
    static BigInteger bitwise(char op, const BigInteger& a, const BigInteger& b);

private:
    static int compare_magnitude(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b);
    static void divide_magnitudes(const std::vector<std::uint32_t>& dividend, const std::vector<std::uint32_t>& divisor,
                                  std::vector<std::uint32_t>& quotient, std::vector<std::uint32_t>& remainder);
    void trim();

    bool negative_ = false;
    std::vector<std::uint32_t> limbs_;  // least significant first; empty for zero
};

struct BigIntObject : Object {
    BigInteger value;
};

// The int value of `value`: an Int when it fits in 64 bits, a BigInt otherwise.
Value int_value(const BigInteger& value);
const BigInteger& big_of(const Value& value);          // value is a BigInt
BigInteger as_big(const Value& value);                 // value is an Int, Bool or BigInt

// -1, 0 or 1 comparing an int beyond 64 bits with an int or a float, exactly (NaN is the caller's).
int compare_big(const Value& big, const Value& other);

// Python's int operators where an operand is a BigInt or a 64-bit result would overflow:
// + - * // % ** << >> & | ^; None when `op` is not an int operator.
Value big_arithmetic(const std::string& op, const BigInteger& a, const BigInteger& b);

}  // namespace qkv::python
