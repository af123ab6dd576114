// pyformat.cpp — CPython's text for floats, round(), tuples, lists and booleans.
#include "pyformat.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
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
