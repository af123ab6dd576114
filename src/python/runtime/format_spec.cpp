// format_spec.cpp — fill, alignment, sign, width, grouping, precision and presentation types for str, int, float.
#include "python/runtime/format_spec.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "core/pyformat.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/big_integer.hpp"

namespace qkv::python {
namespace {

struct Spec {
    std::string fill = " ";
    char align = 0;
    char sign = 0;
    bool alternate = false;
    bool zero_pad = false;
    std::size_t width = 0;
    char grouping = 0;
    int precision = -1;
    char type = 0;
};

std::size_t utf8_length(const std::string& text) {
    std::size_t count = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++count;
    return count;
}

Spec parse_spec(const std::string& text, const Value& value) {
    Spec spec;
    std::size_t i = 0;
    auto is_align = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
    // A fill character may be any (possibly multi-byte) character followed by an alignment.
    std::size_t first_length = 1;
    if (!text.empty()) {
        const unsigned char lead = static_cast<unsigned char>(text[0]);
        first_length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    }
    if (text.size() > first_length && is_align(text[first_length])) {
        spec.fill = text.substr(0, first_length);
        spec.align = text[first_length];
        i = first_length + 1;
    } else if (!text.empty() && is_align(text[0])) {
        spec.align = text[0];
        i = 1;
    }
    if (i < text.size() && (text[i] == '+' || text[i] == '-' || text[i] == ' ')) spec.sign = text[i++];
    if (i < text.size() && text[i] == '#') {
        spec.alternate = true;
        ++i;
    }
    if (i < text.size() && text[i] == '0') {
        spec.zero_pad = true;
        ++i;
    }
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
        spec.width = spec.width * 10 + static_cast<std::size_t>(text[i++] - '0');
        if (spec.width > 10000) raise_unsupported("format widths over 10000");
    }
    if (i < text.size() && (text[i] == ',' || text[i] == '_')) spec.grouping = text[i++];
    if (i < text.size() && text[i] == '.') {
        ++i;
        if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i])))
            raise_error("ValueError", "Format specifier missing precision");
        spec.precision = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            spec.precision = spec.precision * 10 + (text[i++] - '0');
            if (spec.precision > 1000) raise_unsupported("format precisions over 1000");
        }
    }
    if (i < text.size()) spec.type = text[i++];
    if (i < text.size()) raise_error("ValueError", "Invalid format specifier '" + text + "' for object of type '" + type_name(value) + "'");
    return spec;
}

std::string group_digits(const std::string& digits, char separator) {
    if (!separator) return digits;
    std::string out;
    const std::size_t length = digits.size();
    for (std::size_t i = 0; i < length; ++i) {
        if (i > 0 && (length - i) % 3 == 0) out += separator;
        out += digits[i];
    }
    return out;
}

// Pads `body` (digits, without sign) with the sign to the requested width and alignment.
std::string pad(const Spec& spec, const std::string& sign, const std::string& body, char default_align) {
    char align = spec.align ? spec.align : default_align;
    std::string fill = spec.fill;
    if (spec.zero_pad && !spec.align) {
        align = '=';
        fill = "0";
    }
    const std::size_t length = utf8_length(sign) + utf8_length(body);
    if (length >= spec.width) return sign + body;
    const std::size_t padding = spec.width - length;
    auto repeat = [&](std::size_t count) {
        std::string out;
        for (std::size_t i = 0; i < count; ++i) out += fill;
        return out;
    };
    switch (align) {
        case '<': return sign + body + repeat(padding);
        case '^': return repeat(padding / 2) + sign + body + repeat(padding - padding / 2);
        case '=': return sign + repeat(padding) + body;
        default: return repeat(padding) + sign + body;
    }
}

std::string sign_text(const Spec& spec, bool negative) {
    if (negative) return "-";
    if (spec.sign == '+') return "+";
    if (spec.sign == ' ') return " ";
    return "";
}

std::string format_float(double value, Spec spec, bool from_int) {
    const bool negative = std::signbit(value) && !std::isnan(value);
    const double magnitude = std::fabs(value);
    std::string body;
    char type = spec.type;
    if (std::isnan(value) || std::isinf(value)) {
        body = std::isnan(value) ? "nan" : "inf";
        if (type == 'F' || type == 'E' || type == 'G') body = std::isnan(value) ? "NAN" : "INF";
        if (type == '%') body += "%";
        return pad(spec, sign_text(spec, negative), body, '>');
    }
    char buffer[1100];
    if (type == 0 && spec.precision < 0) {
        body = from_int ? std::to_string(static_cast<long long>(magnitude)) : qkv::py_float_repr(magnitude);
    } else if (type == 'f' || type == 'F' || type == '%') {
        const int precision = spec.precision < 0 ? 6 : spec.precision;
        std::snprintf(buffer, sizeof buffer, "%.*f", precision, type == '%' ? magnitude * 100.0 : magnitude);
        body = buffer;
        if (spec.alternate && precision == 0) body += ".";
        if (type == '%') body += "%";
    } else if (type == 'e' || type == 'E') {
        const int precision = spec.precision < 0 ? 6 : spec.precision;
        std::snprintf(buffer, sizeof buffer, spec.alternate ? "%#.*e" : "%.*e", precision, magnitude);
        body = buffer;
        if (type == 'E')
            for (char& c : body) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    } else if (type == 'g' || type == 'G' || type == 0 || type == 'n') {
        int precision = spec.precision < 0 ? 6 : spec.precision;
        if (precision == 0) precision = 1;
        std::snprintf(buffer, sizeof buffer, spec.alternate ? "%#.*g" : "%.*g", precision, magnitude);
        body = buffer;
        if (type == 0 && body.find_first_of(".e") == std::string::npos) body += ".0";
        if (type == 'G')
            for (char& c : body) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    } else {
        raise_error("ValueError", std::string("Unknown format code '") + type + "' for object of type '" + (from_int ? "int" : "float") + "'");
    }
    if (spec.grouping) {
        const std::size_t integer_end = body.find_first_not_of("0123456789");
        body = group_digits(body.substr(0, integer_end), spec.grouping) + (integer_end == std::string::npos ? "" : body.substr(integer_end));
    }
    return pad(spec, sign_text(spec, negative), body, '>');
}

std::string format_int(std::int64_t value, const Spec& spec) {
    const char type = spec.type;
    if (type == 'e' || type == 'E' || type == 'f' || type == 'F' || type == 'g' || type == 'G' || type == '%')
        return format_float(static_cast<double>(value), spec, true);
    if (spec.precision >= 0) raise_error("ValueError", "Precision not allowed in integer format specifier");
    const bool negative = value < 0;
    const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    std::string digits;
    if (type == 0 || type == 'd' || type == 'n') {
        digits = group_digits(std::to_string(magnitude), spec.grouping);
    } else if (type == 'x' || type == 'X' || type == 'o' || type == 'b') {
        const unsigned base = type == 'o' ? 8 : type == 'b' ? 2 : 16;
        std::uint64_t rest = magnitude;
        do {
            const unsigned digit = static_cast<unsigned>(rest % base);
            digits.insert(digits.begin(), static_cast<char>(digit < 10 ? '0' + digit : (type == 'X' ? 'A' : 'a') + digit - 10));
            rest /= base;
        } while (rest);
        if (spec.alternate) digits = std::string("0") + (type == 'o' ? "o" : type == 'b' ? "b" : type == 'X' ? "X" : "x") + digits;
    } else if (type == 'c') {
        raise_unsupported("the 'c' format");
    } else {
        raise_error("ValueError", std::string("Unknown format code '") + type + "' for object of type 'int'");
    }
    return pad(spec, sign_text(spec, negative), digits, '>');
}

}  // namespace

std::string format_with_spec(const Value& value, const std::string& text) {
    if (value.type == Type::Native && native_type_of(value).format_number)  // Tensor.__format__ of a 0-dim tensor
        if (std::optional<Value> number = native_type_of(value).format_number(value, 0)) return format_with_spec(*number, text);
    if (text.empty()) return str(value);
    switch (value.type) {
        case Type::Str: {
            const Spec spec = parse_spec(text, value);
            if (spec.type != 0 && spec.type != 's')
                raise_error("ValueError", std::string("Unknown format code '") + spec.type + "' for object of type 'str'");
            if (spec.sign) raise_error("ValueError", "Sign not allowed in string format specifier");
            std::string body = str_of(value);
            if (spec.precision >= 0 && utf8_length(body) > static_cast<std::size_t>(spec.precision)) {
                std::size_t kept = 0, bytes = 0;
                while (bytes < body.size() && kept < static_cast<std::size_t>(spec.precision)) {
                    ++bytes;
                    while (bytes < body.size() && (static_cast<unsigned char>(body[bytes]) & 0xC0) == 0x80) ++bytes;
                    ++kept;
                }
                body = body.substr(0, bytes);
            }
            if (spec.align == '=') raise_error("ValueError", "'=' alignment not allowed in string format specifier");
            return pad(spec, "", body, '<');
        }
        case Type::Int:
        case Type::Bool: return format_int(value.integer, parse_spec(text, value));
        case Type::Float: return format_float(value.real, parse_spec(text, value), false);
        case Type::BigInt: {
            // Beyond 64 bits: the digits, grouped and padded; other presentations are not implemented.
            const Spec spec = parse_spec(text, value);
            if (spec.type != 0 && spec.type != 'd') raise_unsupported("this format of an integer beyond 64 bits");
            const std::string digits = big_of(value).to_string();
            const bool negative = digits[0] == '-';
            return pad(spec, sign_text(spec, negative), group_digits(digits.substr(negative ? 1 : 0), spec.grouping), '>');
        }
        default:
            raise_error("TypeError", "unsupported format string passed to " + type_name(value) + ".__format__");
    }
}

}  // namespace qkv::python
