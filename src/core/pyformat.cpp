// pyformat.cpp — CPython's text for floats, round(), tuples, lists and booleans, and a float32's shortest text.
#include "pyformat.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

namespace qkv {

namespace {

// A finite non-negative double's shortest round-trip digits: value = 0.d1d2d3... * 10^point.
struct ShortestDigits {
    std::string digits;
    int point = 0;
};

// The p-digit mantissa one unit in its last place away from `text` ("d.ddde±x", as %.*e prints it), or "".
std::string neighbour(const std::string& text, int step) {
    const std::size_t e = text.find('e');
    std::string mantissa = text.substr(0, e);
    int exponent = std::atoi(text.c_str() + e + 1);
    std::size_t i = mantissa.size();
    while (i-- > 0) {
        if (mantissa[i] == '.') continue;
        if (step > 0 && mantissa[i] < '9') { ++mantissa[i]; break; }
        if (step < 0 && mantissa[i] > '0') { --mantissa[i]; break; }
        mantissa[i] = step > 0 ? '0' : '9';
        if (i == 0) return "";  // 9.99 -> 10.0 or 1.00 -> 0.99 changes the digit count: not a p-digit neighbour
    }
    if (mantissa[0] == '0') return "";
    char exponent_text[16];
    std::snprintf(exponent_text, sizeof exponent_text, "e%+d", exponent);
    return mantissa + exponent_text;
}

ShortestDigits shortest_digits(double magnitude) {
    // CPython's repr: the fewest significant digits that read back as the same double, and among those the
    // decimal nearest to it. printf's %.*e gives the nearest p-digit decimal; when it does not read back, a
    // neighbour one unit away may (2**-44 is 5.684341886080802e-14, not the 17 digits the nearest needs).
    // (Emscripten's libc++ has no floating-point std::to_chars.)
    char buffer[64];
    std::string text;
    for (int precision = 0; precision < 17 && text.empty(); ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*e", precision, magnitude);
        if (std::strtod(buffer, nullptr) == magnitude) {
            text = buffer;
            break;
        }
        long double best_distance = 0;
        for (int step : {-1, 1}) {
            const std::string candidate = neighbour(buffer, step);
            if (candidate.empty() || std::strtod(candidate.c_str(), nullptr) != magnitude) continue;
            const long double distance = std::fabs(std::strtold(candidate.c_str(), nullptr) - static_cast<long double>(magnitude));
            if (text.empty() || distance < best_distance) {
                text = candidate;
                best_distance = distance;
            }
        }
    }
    if (text.empty()) {
        std::snprintf(buffer, sizeof buffer, "%.16e", magnitude);
        text = buffer;
    }
    const std::size_t e = text.find('e');
    ShortestDigits result;
    for (std::size_t i = 0; i < e; ++i) {
        if (text[i] != '.') {
            result.digits += text[i];
        }
    }
    result.point = std::atoi(text.c_str() + e + 1) + 1;
    return result;
}

// A decimal n * 10^exponent10 (n < 10^9) rounded to the nearest double: one exact IEEE operation when 10^|exponent10|
// is a double (Clinger's fast path: the product or quotient of two exact values, correctly rounded), else strtod.
double decimal_to_double(std::uint64_t n, int exponent10) {
    static const double kPowersOfTen[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                          1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (exponent10 >= 0 && exponent10 <= 22) return double(n) * kPowersOfTen[exponent10];
    if (exponent10 < 0 && exponent10 >= -22) return double(n) / kPowersOfTen[-exponent10];
    char text[48];
    std::snprintf(text, sizeof text, "%llue%d", static_cast<unsigned long long>(n), exponent10);
    return std::strtod(text, nullptr);
}

// Whether n * 10^exponent10 reads back as the positive float32 `value`. Rounding the decimal to a double first
// keeps it on the same side of every point halfway between two floats (those are doubles), unless it lands on
// one: then strtof decides from the decimal itself.
bool reads_back_as_float32(std::uint64_t n, int exponent10, float value) {
    const double nearest = decimal_to_double(n, exponent10);
    const double below = (double(value) + double(std::nextafter(value, 0.0f))) / 2.0;
    const double above = (double(value) + double(std::nextafter(value, HUGE_VALF))) / 2.0;
    if (nearest == below || nearest == above) {
        char text[48];
        std::snprintf(text, sizeof text, "%llue%d", static_cast<unsigned long long>(n), exponent10);
        return std::strtof(text, nullptr) == value;
    }
    return float(nearest) == value;
}

std::uint64_t power_of_ten(int exponent) {
    std::uint64_t power = 1;
    while (exponent-- > 0) power *= 10;
    return power;
}

// The fewest digits that read back as the positive float32 `value` (at most 9 do), and among those the decimal
// nearest to it, as std::to_chars chooses. One printf gives the nearest 9-digit decimal; the nearest shorter ones
// are its digits rounded (printf again when the dropped digits are exactly a half, where that rounding could go
// the wrong way). When the nearest p-digit decimal does not read back, a neighbour one unit away may (just above
// a power of two, where the gap below is half the gap above).
ShortestDigits float32_shortest_digits(float value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.8e", double(value));
    std::uint64_t nine_digits = std::uint64_t(buffer[0] - '0');
    for (int i = 2; i <= 9; ++i) nine_digits = nine_digits * 10 + std::uint64_t(buffer[i] - '0');
    const int exponent = std::atoi(buffer + 11);  // of the first digit
    for (int digits = 1; digits <= 9; ++digits) {
        const std::uint64_t dropped_unit = power_of_ten(9 - digits);
        std::uint64_t nearest = nine_digits / dropped_unit;
        const std::uint64_t dropped = nine_digits % dropped_unit;
        int first_exponent = exponent;
        if (digits < 9 && dropped * 2 == dropped_unit) {
            std::snprintf(buffer, sizeof buffer, "%.*e", digits - 1, double(value));
            nearest = 0;
            for (const char* c = buffer; *c != 'e'; ++c) if (*c != '.') nearest = nearest * 10 + std::uint64_t(*c - '0');
            first_exponent = std::atoi(std::strchr(buffer, 'e') + 1);
        } else if (dropped * 2 > dropped_unit) {
            ++nearest;
        }
        if (nearest == power_of_ten(digits)) {  // 9.99 rounded up to 10.0: one digit more, so 1.00 at the next place
            nearest /= 10;
            ++first_exponent;
        }
        const int scale = first_exponent - (digits - 1);  // the decimal is candidate * 10^scale
        for (const std::uint64_t candidate : {nearest, nearest - 1, nearest + 1}) {
            if (candidate < power_of_ten(digits - 1) || candidate >= power_of_ten(digits)) continue;
            if (reads_back_as_float32(candidate, scale, value)) {
                return {std::to_string(candidate), first_exponent + 1};
            }
        }
    }
    return {};  // not reached: 9 digits always read back
}

// The exact decimal expansion of a finite non-negative double: value = 0.d1d2d3... * 10^point.
// Every double is a finite binary fraction, so enough digits of %e make the expansion exact (767 suffice).
ShortestDigits exact_digits(double magnitude) {
    char buffer[900];
    std::snprintf(buffer, sizeof buffer, "%.800e", magnitude);
    const std::string text(buffer);
    const std::size_t e = text.find('e');
    ShortestDigits result;
    for (std::size_t i = 0; i < e; ++i) {
        if (text[i] != '.') {
            result.digits += text[i];
        }
    }
    result.point = std::atoi(text.c_str() + e + 1) + 1;
    while (result.digits.size() > 1 && result.digits.back() == '0') {
        result.digits.pop_back();
    }
    return result;
}

}  // namespace

std::string py_float_repr(double value) {
    if (std::isnan(value)) {
        return "nan";
    }
    if (std::isinf(value)) {
        return value < 0 ? "-inf" : "inf";
    }
    const std::string sign = std::signbit(value) ? "-" : "";
    if (value == 0.0) {
        return sign + "0.0";
    }
    const ShortestDigits shortest = shortest_digits(std::fabs(value));
    const std::string& digits = shortest.digits;
    const int exponent = shortest.point - 1;  // scientific exponent: d.ddd * 10^exponent

    if (exponent < -4 || exponent >= 16) {
        std::string mantissa = digits.substr(0, 1);
        if (digits.size() > 1) {
            mantissa += "." + digits.substr(1);
        }
        char exponent_text[16];
        std::snprintf(exponent_text, sizeof exponent_text, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
        return sign + mantissa + exponent_text;
    }
    std::string text;
    if (shortest.point <= 0) {
        text = "0." + std::string(static_cast<std::size_t>(-shortest.point), '0') + digits;
    } else if (static_cast<std::size_t>(shortest.point) >= digits.size()) {
        text = digits + std::string(static_cast<std::size_t>(shortest.point) - digits.size(), '0') + ".0";
    } else {
        text = digits.substr(0, static_cast<std::size_t>(shortest.point)) + "." +
               digits.substr(static_cast<std::size_t>(shortest.point));
    }
    return sign + text;
}

std::string float32_text_portable(float value) {
    if (std::isnan(value)) return "nan";
    const std::string sign = std::signbit(value) ? "-" : "";
    if (std::isinf(value)) return sign + "inf";
    if (value == 0.0f) return sign + "0";
    const ShortestDigits shortest = float32_shortest_digits(std::fabs(value));
    const std::string& digits = shortest.digits;
    const std::size_t count = digits.size();
    std::string fixed;
    if (shortest.point <= 0) {
        fixed = "0." + std::string(std::size_t(-shortest.point), '0') + digits;
    } else if (std::size_t(shortest.point) >= count) {
        // A whole number: to_chars writes its exact digits (as many as the shortest digits padded with zeros).
        char whole[64];
        std::snprintf(whole, sizeof whole, "%.0f", std::fabs(double(value)));
        fixed = whole;
    } else {
        fixed = digits.substr(0, std::size_t(shortest.point)) + "." + digits.substr(std::size_t(shortest.point));
    }
    const int exponent = shortest.point - 1;
    char exponent_text[16];
    std::snprintf(exponent_text, sizeof exponent_text, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    const std::string scientific = digits.substr(0, 1) + (count > 1 ? "." + digits.substr(1) : "") + exponent_text;
    return sign + (fixed.size() <= scientific.size() ? fixed : scientific);  // a tie goes to fixed, as to_chars
}

std::string float32_text(float value) {
#if defined(__cpp_lib_to_chars)
    char digits[32];
    const std::to_chars_result written = std::to_chars(digits, digits + sizeof digits, value);
    return std::string(digits, written.ptr);
#else
    return float32_text_portable(value);
#endif
}

double py_round(double value, int ndigits) {
    // CPython's limits: beyond these, the value is returned unchanged (or as a signed zero).
    constexpr int kMaxDigits = 323;
    constexpr int kMinDigits = -308;
    if (!std::isfinite(value) || value == 0.0 || ndigits > kMaxDigits) {
        return value;
    }
    if (ndigits < kMinDigits) {
        return 0.0 * value;
    }
    const bool negative = std::signbit(value);
    const ShortestDigits exact = exact_digits(std::fabs(value));

    // Keep the digits before position (point + ndigits), rounding half to even on the exact remainder.
    const long keep = static_cast<long>(exact.point) + ndigits;
    std::string kept;
    bool round_up = false;
    if (keep < 0) {
        round_up = false;  // below half a unit of the last kept place
    } else {
        const std::size_t count = static_cast<std::size_t>(keep);
        kept = exact.digits.substr(0, std::min(count, exact.digits.size()));
        kept.resize(count, '0');  // an exact expansion shorter than the kept places ends in zeros
        if (count < exact.digits.size()) {
            const char first_dropped = exact.digits[count];
            const bool rest_nonzero = exact.digits.find_first_not_of('0', count + 1) != std::string::npos;
            const bool last_kept_odd = !kept.empty() && ((kept.back() - '0') % 2 == 1);
            round_up = first_dropped > '5' || (first_dropped == '5' && (rest_nonzero || last_kept_odd));
        }
    }
    // The rounded result as a decimal integer times 10^-ndigits.
    if (kept.empty()) {
        kept = "0";
    }
    if (round_up) {
        std::size_t i = kept.size();
        while (i > 0 && kept[i - 1] == '9') {
            kept[i - 1] = '0';
            --i;
        }
        if (i == 0) {
            kept.insert(kept.begin(), '1');
        } else {
            ++kept[i - 1];
        }
    }
    const std::string text = (negative ? "-" : "") + kept + "e" + std::to_string(-ndigits);
    // strtod rounds correctly; an overflow gives inf (Python raises OverflowError there).
    return std::strtod(text.c_str(), nullptr);
}

std::string py_bool(bool value) {
    return value ? "True" : "False";
}

std::string py_int_tuple(const std::vector<std::int64_t>& items) {
    std::string text = "(";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            text += ", ";
        }
        text += std::to_string(items[i]);
    }
    if (items.size() == 1) {
        text += ",";
    }
    return text + ")";
}

std::string py_float_list(const std::vector<double>& items) {
    std::string text = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            text += ", ";
        }
        text += py_float_repr(items[i]);
    }
    return text + "]";
}

}  // namespace qkv
