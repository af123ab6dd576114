// json.cpp — JSON string escaping and the writer's punctuation.
#include "core/json.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace qkv {

std::string json_quote(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof(escaped), "\\u%04x", c);
                    out += escaped;
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

void JsonWriter::before_value() {
    if (needs_comma_) text_ += ',';
    needs_comma_ = true;
}

JsonWriter& JsonWriter::open(char bracket) {
    before_value();
    text_ += bracket;
    needs_comma_ = false;
    return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
    text_ += bracket;
    needs_comma_ = true;
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
    before_value();
    text_ += json_quote(name);
    text_ += ':';
    needs_comma_ = false;  // the value follows without a comma
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
    before_value();
    text_ += json_quote(text);
    return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
    before_value();
    text_ += flag ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number) {
    before_value();
    text_ += std::to_string(number);
    return *this;
}

JsonWriter& JsonWriter::value(double number) {
    before_value();
    if (!std::isfinite(number)) {
        text_ += "null";
        return *this;
    }
    char buffer[32];
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(buffer, sizeof(buffer), "%.*g", digits, number);
        if (std::strtod(buffer, nullptr) == number) break;
    }
    text_ += buffer;
    return *this;
}

JsonWriter& JsonWriter::raw(std::string_view json) {
    before_value();
    text_ += json;
    return *this;
}

}  // namespace qkv
