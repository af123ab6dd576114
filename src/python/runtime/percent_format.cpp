// percent_format.cpp — 'format' % values: printf-style conversions (%d %i %u %s %r %a %f %e %g %x %o %c %%),
// with flags, widths (also *), precisions and %(name)s keys, and CPython 3.11's errors. Each conversion is
// rendered by the same code as format(), which prints these types the same way.
#include "python/runtime/percent_format.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/format_spec.hpp"

namespace qkv::python {
namespace {

struct Conversion {
    std::string flags;
    std::string width;      // digits, or "" when absent
    std::string precision;  // digits, or "" when absent
    char type = 0;
};

// The values a format consumes, one conversion at a time.
class Arguments {
public:
    explicit Arguments(const Value& values) : values_(values) {
        if (values.type == Type::Tuple) items_ = items_of(values);
        else items_ = {values};
        single_ = values.type != Type::Tuple;
    }
    Value next() {
        if (position_ >= items_.size()) raise_error("TypeError", "not enough arguments for format string");
        return items_[position_++];
    }
    Value lookup(const std::string& key) const {
        if (values_.type != Type::Dict) raise_error("TypeError", "format requires a mapping");
        if (const Value* found = dict_of(values_).find(str_value(key))) return *found;
        raise_key_error(str_value(key));
    }
    void check_all_used(bool used_mapping) const {
        // A mapping (or any single value when the format used a key) is never "left over".
        if (used_mapping || (single_ && values_.type == Type::Dict)) return;
        if (position_ < items_.size()) raise_error("TypeError", "not all arguments converted during string formatting");
    }

private:
    Value values_;
    std::vector<Value> items_;
    std::size_t position_ = 0;
    bool single_ = false;
};

// The format() spec that renders this conversion: %-8.3f is "<8.3f"; strings align right unless '-'.
std::string spec_for(const Conversion& conversion, char type) {
    const bool left = conversion.flags.find('-') != std::string::npos;
    std::string spec = left ? "<" : ">";
    const bool numeric = type != 's';
    if (numeric) {
        if (conversion.flags.find('+') != std::string::npos) spec += "+";
        else if (conversion.flags.find(' ') != std::string::npos) spec += " ";
        if (conversion.flags.find('#') != std::string::npos) spec += "#";
        if (!left && conversion.flags.find('0') != std::string::npos) spec = spec.substr(1) + "0";
    }
    spec += conversion.width;
    if (!conversion.precision.empty()) spec += "." + conversion.precision;
    return spec + type;
}

Value as_integer(const Value& value, char type) {
    if (value.type == Type::Int || value.type == Type::Bool) return int_value(value.integer);
    if (value.type == Type::BigInt && (type == 'd' || type == 'i' || type == 'u')) return value;
    if (value.type == Type::BigInt) raise_unsupported("%x and %o of integers beyond 64 bits");
    const bool decimal = type == 'd' || type == 'i' || type == 'u';
    if (decimal && value.type == Type::Float) {
        if (std::isnan(value.real)) raise_error("ValueError", "cannot convert float NaN to integer");
        if (std::isinf(value.real)) raise_error("OverflowError", "cannot convert float infinity to integer");
        if (std::fabs(value.real) >= 9.2233720368547758e18) raise_unsupported("integers beyond 64 bits");
        return int_value(static_cast<std::int64_t>(value.real));
    }
    raise_error("TypeError", std::string("%") + type + " format: " + (decimal ? "a real number" : "an integer") +
                                 " is required, not " + type_name(value));
}

bool is_one_character(const std::string& text) {
    std::size_t count = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++count;
    return count == 1;
}

// A tensor given to a number conversion formats as the one number it holds, as CPython gets it from the tensor's
// __float__ or __int__ (an integer one only for %x and %o, which need __index__).
Value tensor_as_number(const Value& value, char type) {
    if (value.type != Type::Native || !native_type_of(value).format_number || std::string("diuxXofFeEgG").find(type) == std::string::npos)
        return value;
    return native_type_of(value).format_number(value, type).value_or(value);
}

std::string convert(const Conversion& conversion, const Value& given) {
    const char type = conversion.type;
    const Value value = tensor_as_number(given, type);
    switch (type) {
        case 's': case 'r': case 'a': {
            const std::string text = type == 's' ? str(value) : type == 'r' ? repr(value) : ascii_repr(value);
            return format_with_spec(str_value(text), spec_for(conversion, 's'));
        }
        case 'd': case 'i': case 'u':
            if (!conversion.precision.empty()) raise_unsupported("a precision in %d");
            return format_with_spec(as_integer(value, type), spec_for(conversion, 'd'));
        case 'x': case 'X': case 'o':
            if (!conversion.precision.empty()) raise_unsupported("a precision in %x");
            return format_with_spec(as_integer(value, type), spec_for(conversion, type));
        case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
            if (value.type != Type::Int && value.type != Type::Bool && value.type != Type::Float)
                raise_error("TypeError", "must be real number, not " + type_name(value));
            return format_with_spec(float_value(value.type == Type::Float ? value.real : static_cast<double>(value.integer)),
                                    spec_for(conversion, type));
        default: break;
    }
    // %c: a code point or a one-character string.
    std::string character;
    if (value.type == Type::Str && is_one_character(str_of(value))) {
        character = str_of(value);
    } else if (value.type == Type::Int || value.type == Type::Bool) {
        if (value.integer < 0 || value.integer >= 0x110000) raise_error("OverflowError", "%c arg not in range(0x110000)");
        if (value.integer >= 0x80) raise_unsupported("%c of a non-ASCII code point");
        character = std::string(1, static_cast<char>(value.integer));
    } else {
        raise_error("TypeError", "%c requires int or char");
    }
    return format_with_spec(str_value(character), spec_for(conversion, 's'));
}

// Reads digits or '*' (taking the width from the arguments) at `i`.
std::string read_number(const std::string& format, std::size_t& i, Arguments& arguments) {
    if (i < format.size() && format[i] == '*') {
        ++i;
        const Value width = arguments.next();
        if (width.type != Type::Int && width.type != Type::Bool) raise_error("TypeError", "* wants int");
        return std::to_string(width.integer);
    }
    std::string digits;
    while (i < format.size() && std::isdigit(static_cast<unsigned char>(format[i]))) digits += format[i++];
    return digits;
}

}  // namespace

std::string ascii_repr(const Value& value) {
    const std::string text = repr(value);
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char lead = static_cast<unsigned char>(text[i]);
        if (lead < 0x80) {
            out += text[i++];
            continue;
        }
        const std::size_t length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        std::uint32_t code = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k) code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        i += length;
        char buffer[16];
        if (code < 0x100) std::snprintf(buffer, sizeof buffer, "\\x%02x", code);
        else if (code < 0x10000) std::snprintf(buffer, sizeof buffer, "\\u%04x", code);
        else std::snprintf(buffer, sizeof buffer, "\\U%08x", code);
        out += buffer;
    }
    return out;
}

std::string percent_format(const std::string& format, const Value& values) {
    Arguments arguments(values);
    bool used_mapping = false;
    std::string out;
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] != '%') {
            out += format[i];
            continue;
        }
        ++i;
        if (i < format.size() && format[i] == '%') {
            out += '%';
            continue;
        }
        std::optional<std::string> key;
        if (i < format.size() && format[i] == '(') {
            const std::size_t close = format.find(')', i);
            if (close == std::string::npos) raise_error("ValueError", "incomplete format key");
            key = format.substr(i + 1, close - i - 1);
            i = close + 1;
        }
        Conversion conversion;
        while (i < format.size() && std::string("-+ #0").find(format[i]) != std::string::npos) conversion.flags += format[i++];
        conversion.width = read_number(format, i, arguments);
        if (i < format.size() && format[i] == '.') {
            ++i;
            conversion.precision = read_number(format, i, arguments);
            if (conversion.precision.empty()) conversion.precision = "0";
        }
        while (i < format.size() && (format[i] == 'l' || format[i] == 'h' || format[i] == 'L')) ++i;
        if (i >= format.size()) raise_error("ValueError", "incomplete format");
        conversion.type = format[i];
        if (std::string("sradiuxXofFeEgGc%").find(conversion.type) == std::string::npos) {
            char buffer[80];
            const unsigned char c = static_cast<unsigned char>(conversion.type);
            std::snprintf(buffer, sizeof buffer, "unsupported format character '%c' (0x%x) at index %zu", c, c, i);
            raise_error("ValueError", buffer);
        }
        used_mapping = used_mapping || key.has_value();
        const Value value = key ? arguments.lookup(*key) : arguments.next();
        out += conversion.type == '%' ? "%" : convert(conversion, value);
    }
    arguments.check_all_used(used_mapping);
    return out;
}

}  // namespace qkv::python
