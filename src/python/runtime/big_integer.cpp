// big_integer.cpp — schoolbook arithmetic on 32-bit limbs (learners' big ints are factorials and powers of
// two, a few hundred bits), Python's floor semantics, decimal text, and the conversions CPython rounds.
#include "python/runtime/big_integer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {

using Limbs = std::vector<std::uint32_t>;

namespace {

constexpr std::size_t kMaxBits = 1u << 20;  // about 315,000 decimal digits


Limbs add_magnitudes(const Limbs& a, const Limbs& b) {
    Limbs out;
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < std::max(a.size(), b.size()) || carry; ++i) {
        const std::uint64_t sum = carry + (i < a.size() ? a[i] : 0) + (i < b.size() ? b[i] : 0);
        out.push_back(static_cast<std::uint32_t>(sum));
        carry = sum >> 32;
    }
    return out;
}

Limbs subtract_magnitudes(const Limbs& a, const Limbs& b) {  // |a| >= |b|
    Limbs out(a.size());
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        std::int64_t difference = static_cast<std::int64_t>(a[i]) - borrow - (i < b.size() ? b[i] : 0);
        borrow = difference < 0 ? 1 : 0;
        out[i] = static_cast<std::uint32_t>(difference + (borrow << 32));
    }
    return out;
}

// Divides in place by a small divisor, returning the remainder (for decimal text).
std::uint32_t divide_small(Limbs& limbs, std::uint32_t divisor) {
    std::uint64_t remainder = 0;
    for (std::size_t i = limbs.size(); i-- > 0;) {
        const std::uint64_t current = (remainder << 32) | limbs[i];
        limbs[i] = static_cast<std::uint32_t>(current / divisor);
        remainder = current % divisor;
    }
    while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
    return static_cast<std::uint32_t>(remainder);
}

void check_size(std::size_t bits) {
    if (bits > kMaxBits) raise_error("MemoryError", "this integer is too large for the playground");
}

}  // namespace

BigInteger::BigInteger(std::int64_t value) {
    negative_ = value < 0;
    std::uint64_t magnitude = negative_ ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    while (magnitude) {
        limbs_.push_back(static_cast<std::uint32_t>(magnitude));
        magnitude >>= 32;
    }
}

void BigInteger::trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
    if (limbs_.empty()) negative_ = false;
}

std::optional<BigInteger> BigInteger::parse(const std::string& text, int base) {
    BigInteger result;
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
    if (i == text.size()) return std::nullopt;
    for (; i < text.size(); ++i) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
        const int digit = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (c >= 'a' && c <= 'z') ? c - 'a' + 10 : 99;
        if (digit >= base) return std::nullopt;
        std::uint64_t carry = static_cast<std::uint64_t>(digit);
        for (std::uint32_t& limb : result.limbs_) {
            const std::uint64_t product = static_cast<std::uint64_t>(limb) * static_cast<std::uint64_t>(base) + carry;
            limb = static_cast<std::uint32_t>(product);
            carry = product >> 32;
        }
        if (carry) result.limbs_.push_back(static_cast<std::uint32_t>(carry));
        check_size(result.limbs_.size() * 32);
    }
    result.negative_ = negative;
    result.trim();
    return result;
}

std::optional<std::int64_t> BigInteger::to_int64() const {
    if (limbs_.size() > 2) return std::nullopt;
    std::uint64_t magnitude = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) magnitude = (magnitude << 32) | limbs_[i];
    if (!negative_ && magnitude <= static_cast<std::uint64_t>(INT64_MAX)) return static_cast<std::int64_t>(magnitude);
    if (negative_ && magnitude <= static_cast<std::uint64_t>(INT64_MAX) + 1) return static_cast<std::int64_t>(0 - magnitude);
    return std::nullopt;
}

double BigInteger::to_double() const {
    // strtod rounds the exact decimal value correctly, as CPython rounds an int to the nearest float.
    const double result = std::strtod(to_string().c_str(), nullptr);
    if (std::isinf(result)) raise_error("OverflowError", "int too large to convert to float");
    return result;
}

std::string BigInteger::to_string() const {
    if (limbs_.empty()) return "0";
    Limbs rest = limbs_;
    std::string digits;
    while (!rest.empty()) {
        std::uint32_t chunk = divide_small(rest, 1000000000u);
        for (int i = 0; i < 9 && (!rest.empty() || chunk); ++i) {
            digits += static_cast<char>('0' + chunk % 10);
            chunk /= 10;
        }
    }
    if (negative_) digits += '-';
    std::reverse(digits.begin(), digits.end());
    return digits;
}

std::string BigInteger::magnitude_digits(int bits_per_digit) const {
    const std::size_t bits = bit_length();
    const std::size_t count = std::max<std::size_t>(1, (bits + bits_per_digit - 1) / bits_per_digit);
    std::string digits;
    for (std::size_t d = count; d-- > 0;) {
        unsigned digit = 0;
        for (int b = bits_per_digit - 1; b >= 0; --b) {
            const std::size_t bit = d * bits_per_digit + b;
            const bool set = bit / 32 < limbs_.size() && ((limbs_[bit / 32] >> (bit % 32)) & 1u);
            digit = digit << 1 | (set ? 1u : 0u);
        }
        digits += "0123456789abcdef"[digit];
    }
    return digits;
}

std::size_t BigInteger::bit_length() const {
    if (limbs_.empty()) return 0;
    return (limbs_.size() - 1) * 32 + (32 - static_cast<std::size_t>(__builtin_clz(limbs_.back())));
}

std::int64_t BigInteger::hash() const {
    // Multiplying by 2**32 modulo 2**61 - 1 is a rotation of the 61 bits, as CPython computes it.
    constexpr std::uint64_t kModulus = (std::uint64_t{1} << 61) - 1;
    std::uint64_t hash = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
        hash = ((hash << 32) & kModulus) | (hash >> 29);
        hash += limbs_[i];
        if (hash >= kModulus) hash -= kModulus;
    }
    std::int64_t result = static_cast<std::int64_t>(hash);
    if (negative_) result = -result;
    return result == -1 ? -2 : result;
}

BigInteger BigInteger::operator-() const {
    BigInteger result = *this;
    if (!result.limbs_.empty()) result.negative_ = !negative_;
    return result;
}

int BigInteger::compare_magnitude(const Limbs& a, const Limbs& b) {
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    for (std::size_t i = a.size(); i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

int BigInteger::compare(const BigInteger& a, const BigInteger& b) {
    if (a.negative_ != b.negative_) return a.negative_ ? -1 : 1;
    const int magnitude = compare_magnitude(a.limbs_, b.limbs_);
    return a.negative_ ? -magnitude : magnitude;
}

BigInteger operator+(const BigInteger& a, const BigInteger& b) {
    BigInteger result;
    if (a.negative_ == b.negative_) {
        result.limbs_ = add_magnitudes(a.limbs_, b.limbs_);
        result.negative_ = a.negative_;
    } else if (BigInteger::compare_magnitude(a.limbs_, b.limbs_) >= 0) {
        result.limbs_ = subtract_magnitudes(a.limbs_, b.limbs_);
        result.negative_ = a.negative_;
    } else {
        result.limbs_ = subtract_magnitudes(b.limbs_, a.limbs_);
        result.negative_ = b.negative_;
    }
    result.trim();
    check_size(result.bit_length());
    return result;
}

BigInteger operator-(const BigInteger& a, const BigInteger& b) { return a + (-b); }

BigInteger operator*(const BigInteger& a, const BigInteger& b) {
    check_size(a.bit_length() + b.bit_length());
    BigInteger result;
    result.limbs_.assign(a.limbs_.size() + b.limbs_.size(), 0);
    for (std::size_t i = 0; i < a.limbs_.size(); ++i) {
        std::uint64_t carry = 0;
        for (std::size_t j = 0; j < b.limbs_.size() || carry; ++j) {
            const std::uint64_t current = result.limbs_[i + j] + carry +
                                          (j < b.limbs_.size() ? static_cast<std::uint64_t>(a.limbs_[i]) * b.limbs_[j] : 0);
            result.limbs_[i + j] = static_cast<std::uint32_t>(current);
            carry = current >> 32;
        }
    }
    result.negative_ = a.negative_ != b.negative_;
    result.trim();
    return result;
}

BigInteger BigInteger::shifted_left(std::size_t bits) const {
    check_size(bit_length() + bits);
    BigInteger result;
    result.negative_ = negative_;
    result.limbs_.assign(bits / 32, 0);
    const unsigned offset = static_cast<unsigned>(bits % 32);
    std::uint32_t carry = 0;
    for (std::uint32_t limb : limbs_) {
        result.limbs_.push_back(offset ? (limb << offset) | carry : limb);
        carry = offset ? limb >> (32 - offset) : 0;
    }
    if (carry) result.limbs_.push_back(carry);
    result.trim();
    return result;
}

BigInteger BigInteger::shifted_right(std::size_t bits) const {
    BigInteger quotient, remainder;
    floor_divmod(*this, BigInteger(1).shifted_left(bits), quotient, remainder);
    return quotient;
}

// Long division of magnitudes in base 2**32 (Knuth's algorithm D): the divisor is normalised so that each
// quotient limb, estimated from the leading limbs, is off by at most two.
void BigInteger::divide_magnitudes(const Limbs& dividend, const Limbs& divisor, Limbs& quotient, Limbs& remainder) {
    const std::size_t n = divisor.size();
    if (compare_magnitude(dividend, divisor) < 0) {
        quotient.clear();
        remainder = dividend;
        return;
    }
    if (n == 1) {
        quotient = dividend;
        const std::uint32_t rest = divide_small(quotient, divisor[0]);
        remainder = rest ? Limbs{rest} : Limbs{};
        return;
    }
    const std::size_t m = dividend.size() - n;
    const int shift = __builtin_clz(divisor.back());
    Limbs v(n), u(dividend.size() + 1);
    for (std::size_t i = n; i-- > 0;)
        v[i] = (divisor[i] << shift) | (shift && i > 0 ? divisor[i - 1] >> (32 - shift) : 0);
    u[dividend.size()] = shift ? dividend.back() >> (32 - shift) : 0;
    for (std::size_t i = dividend.size(); i-- > 0;)
        u[i] = (dividend[i] << shift) | (shift && i > 0 ? dividend[i - 1] >> (32 - shift) : 0);
    quotient.assign(m + 1, 0);
    constexpr std::uint64_t kBase = std::uint64_t{1} << 32;
    for (std::size_t j = m + 1; j-- > 0;) {
        const std::uint64_t numerator = (static_cast<std::uint64_t>(u[j + n]) << 32) | u[j + n - 1];
        std::uint64_t estimate = numerator / v[n - 1], rest = numerator % v[n - 1];
        while (estimate >= kBase || estimate * v[n - 2] > ((rest << 32) | u[j + n - 2])) {
            --estimate;
            rest += v[n - 1];
            if (rest >= kBase) break;
        }
        std::int64_t borrow = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t product = estimate * v[i];
            const std::int64_t difference = static_cast<std::int64_t>(u[i + j]) - borrow - static_cast<std::int64_t>(product & 0xFFFFFFFFu);
            u[i + j] = static_cast<std::uint32_t>(difference);
            borrow = static_cast<std::int64_t>(product >> 32) - (difference >> 32);
        }
        const std::int64_t top = static_cast<std::int64_t>(u[j + n]) - borrow;
        u[j + n] = static_cast<std::uint32_t>(top);
        quotient[j] = static_cast<std::uint32_t>(estimate);
        if (top < 0) {  // the estimate was one too large: add the divisor back
            --quotient[j];
            std::uint64_t carry = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const std::uint64_t sum = static_cast<std::uint64_t>(u[i + j]) + v[i] + carry;
                u[i + j] = static_cast<std::uint32_t>(sum);
                carry = sum >> 32;
            }
            u[j + n] = static_cast<std::uint32_t>(u[j + n] + carry);
        }
    }
    remainder.assign(n, 0);
    for (std::size_t i = 0; i < n; ++i) remainder[i] = (u[i] >> shift) | (shift ? u[i + 1] << (32 - shift) : 0);
}

// Division of the magnitudes, then Python's floor adjustment.
void BigInteger::floor_divmod(const BigInteger& a, const BigInteger& b, BigInteger& quotient, BigInteger& remainder) {
    if (b.is_zero()) raise_error("ZeroDivisionError", "integer division or modulo by zero");
    BigInteger q, r;
    divide_magnitudes(a.limbs_, b.limbs_, q.limbs_, r.limbs_);
    q.negative_ = a.negative_ != b.negative_;
    q.trim();
    r.negative_ = a.negative_;
    r.trim();
    if (!r.is_zero() && r.negative_ != b.negative_) {
        q = q - BigInteger(1);
        r = r + b;
    }
    quotient = q;
    remainder = r;
}

BigInteger BigInteger::from_double(double value) {
    int exponent = 0;
    const double mantissa = std::frexp(std::trunc(value), &exponent);
    const std::int64_t digits = static_cast<std::int64_t>(std::ldexp(mantissa, 53));  // exact: 53 bits
    if (exponent >= 53) return BigInteger(digits).shifted_left(static_cast<std::size_t>(exponent - 53));
    return BigInteger(static_cast<std::int64_t>(std::trunc(value)));
}

int compare_big(const Value& big, const Value& other) {
    if (other.type != Type::Float) return BigInteger::compare(big_of(big), as_big(other));
    if (std::isinf(other.real)) return other.real > 0 ? -1 : 1;
    // A big int lies beyond 2**63 in magnitude, so any float nearer zero is on the side of zero.
    if (std::fabs(other.real) < 9.2233720368547758e18) return big_of(big).negative() ? -1 : 1;
    return BigInteger::compare(big_of(big), BigInteger::from_double(other.real));
}

Value int_value(const BigInteger& value) {
    if (std::optional<std::int64_t> small = value.to_int64()) return int_value(*small);
    Value result;
    result.type = Type::BigInt;
    auto object = std::make_shared<BigIntObject>();
    object->value = value;
    result.object = std::move(object);
    return result;
}

const BigInteger& big_of(const Value& value) { return static_cast<const BigIntObject&>(*value.object).value; }

BigInteger as_big(const Value& value) { return value.type == Type::BigInt ? big_of(value) : BigInteger(value.integer); }

namespace {

// The low `width` limbs of value's two's complement form (width exceeds the magnitude's limbs, so the top limb
// carries the sign).
std::vector<std::uint32_t> twos_complement(bool negative, const std::vector<std::uint32_t>& magnitude, std::size_t width) {
    std::vector<std::uint32_t> limbs(magnitude);
    limbs.resize(width, 0);
    if (!negative) return limbs;
    std::uint64_t carry = 1;
    for (std::uint32_t& limb : limbs) {
        const std::uint64_t sum = static_cast<std::uint64_t>(static_cast<std::uint32_t>(~limb)) + carry;
        limb = static_cast<std::uint32_t>(sum);
        carry = sum >> 32;
    }
    return limbs;
}

}  // namespace

BigInteger BigInteger::bitwise(char op, const BigInteger& a, const BigInteger& b) {
    const std::size_t width = std::max(a.limbs_.size(), b.limbs_.size()) + 1;
    const std::vector<std::uint32_t> left = twos_complement(a.negative_, a.limbs_, width);
    const std::vector<std::uint32_t> right = twos_complement(b.negative_, b.limbs_, width);
    BigInteger result;
    result.limbs_.resize(width);
    for (std::size_t i = 0; i < width; ++i)
        result.limbs_[i] = op == '&' ? left[i] & right[i] : op == '|' ? left[i] | right[i] : left[i] ^ right[i];
    result.negative_ = (result.limbs_.back() & 0x80000000u) != 0;
    if (result.negative_) result.limbs_ = twos_complement(true, result.limbs_, width);  // back to the magnitude
    result.trim();
    return result;
}

Value big_arithmetic(const std::string& op, const BigInteger& a, const BigInteger& b) {
    if (op == "+") return int_value(a + b);
    if (op == "-") return int_value(a - b);
    if (op == "*") return int_value(a * b);
    if (op == "//" || op == "%") {
        BigInteger quotient, remainder;
        BigInteger::floor_divmod(a, b, quotient, remainder);
        return int_value(op == "//" ? quotient : remainder);
    }
    if (op == "**") {
        if (b.negative()) return float_value(power_of(a.to_double(), b.to_double()));
        const std::optional<std::int64_t> exponent = b.to_int64();
        if (!exponent || (a.bit_length() > 1 && static_cast<double>(*exponent) * static_cast<double>(a.bit_length()) > kMaxBits))
            raise_error("MemoryError", "this integer is too large for the playground");
        BigInteger result(1), base = a;
        for (std::int64_t rest = *exponent; rest > 0; rest >>= 1) {
            if (rest & 1) result = result * base;
            if (rest > 1) base = base * base;
        }
        return int_value(result);
    }
    if (op == "<<" || op == ">>") {
        if (b.negative()) raise_error("ValueError", "negative shift count");
        const std::optional<std::int64_t> bits = b.to_int64();
        if (!bits || *bits > static_cast<std::int64_t>(kMaxBits)) {
            if (op == ">>") return int_value(a.negative() ? -1 : 0);
            raise_error("MemoryError", "this integer is too large for the playground");
        }
        return int_value(op == "<<" ? a.shifted_left(static_cast<std::size_t>(*bits)) : a.shifted_right(static_cast<std::size_t>(*bits)));
    }
    if (op == "&" || op == "|" || op == "^") return int_value(BigInteger::bitwise(op[0], a, b));
    return Value{};
}

}  // namespace qkv::python
