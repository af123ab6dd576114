// json.cpp — JSON string escaping, the writer's punctuation and the reader.
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

JsonWriter& JsonWriter::float32(float number) {
    if (!std::isfinite(number)) return raw("null");
    char buffer[32];
    std::snprintf(buffer, sizeof(buffer), "%.9g", double(number));
    return raw(buffer);
}

JsonWriter& JsonWriter::raw(std::string_view json) {
    before_value();
    text_ += json;
    return *this;
}

const JsonValue* JsonValue::member(std::string_view name) const {
    for (auto it = members.rbegin(); it != members.rend(); ++it) {
        if (it->first == name) return &it->second;
    }
    return nullptr;
}

std::string JsonValue::string_or(std::string_view name, std::string fallback) const {
    const JsonValue* found = member(name);
    return found && found->kind == Kind::string ? found->string : fallback;
}

double JsonValue::number_or(std::string_view name, double fallback) const {
    const JsonValue* found = member(name);
    return found && found->kind == Kind::number ? found->number : fallback;
}

bool JsonValue::boolean_or(std::string_view name, bool fallback) const {
    const JsonValue* found = member(name);
    return found && found->kind == Kind::boolean ? found->boolean : fallback;
}

namespace {

constexpr int kMaxJsonDepth = 64;

class JsonReader {
public:
    explicit JsonReader(std::string_view text) : text_(text) {}

    bool read_document(JsonValue* out) {
        if (!read_value(out, 0)) return false;
        skip_space();
        return at_end() || fail("unexpected text after the JSON value");
    }
    const std::string& error() const { return error_; }

private:
    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }
    bool fail(const char* why) {
        if (error_.empty()) error_ = std::string(why) + " at offset " + std::to_string(pos_);
        return false;
    }
    void skip_space() {
        while (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r') ++pos_;
    }
    bool take(char c) {
        if (peek() != c) return false;
        ++pos_;
        return true;
    }
    bool literal(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return fail("invalid literal");
        pos_ += word.size();
        return true;
    }

    bool read_value(JsonValue* out, int depth) {
        if (depth >= kMaxJsonDepth) return fail("JSON nested too deeply");
        skip_space();
        switch (peek()) {
            case '{': return read_object(out, depth);
            case '[': return read_array(out, depth);
            case '"': out->kind = JsonValue::Kind::string; return read_string(&out->string);
            case 't': out->kind = JsonValue::Kind::boolean; out->boolean = true; return literal("true");
            case 'f': out->kind = JsonValue::Kind::boolean; out->boolean = false; return literal("false");
            case 'n': out->kind = JsonValue::Kind::null; return literal("null");
            default: out->kind = JsonValue::Kind::number; return read_number(&out->number);
        }
    }

    bool read_object(JsonValue* out, int depth) {
        out->kind = JsonValue::Kind::object;
        ++pos_;
        skip_space();
        if (take('}')) return true;
        for (;;) {
            skip_space();
            std::string name;
            if (peek() != '"' || !read_string(&name)) return fail("expected a member name");
            skip_space();
            if (!take(':')) return fail("expected ':'");
            JsonValue member;
            if (!read_value(&member, depth + 1)) return false;
            out->members.emplace_back(std::move(name), std::move(member));
            skip_space();
            if (take('}')) return true;
            if (!take(',')) return fail("expected ',' or '}'");
        }
    }

    bool read_array(JsonValue* out, int depth) {
        out->kind = JsonValue::Kind::array;
        ++pos_;
        skip_space();
        if (take(']')) return true;
        for (;;) {
            JsonValue item;
            if (!read_value(&item, depth + 1)) return false;
            out->items.push_back(std::move(item));
            skip_space();
            if (take(']')) return true;
            if (!take(',')) return fail("expected ',' or ']'");
        }
    }

    // JSON's number grammar, checked here; strtod then converts exactly (round to nearest, as JavaScript does).
    bool read_number(double* out) {
        const std::size_t start = pos_;
        auto digits = [this] {
            const std::size_t first = pos_;
            while (peek() >= '0' && peek() <= '9') ++pos_;
            return pos_ > first;
        };
        if (peek() == '-') ++pos_;
        if (peek() == '0') {
            ++pos_;
        } else if (!digits()) {
            return fail("invalid value");
        }
        if (peek() == '.') {
            ++pos_;
            if (!digits()) return fail("invalid number");
        }
        if (peek() == 'e' || peek() == 'E') {
            ++pos_;
            if (peek() == '+' || peek() == '-') ++pos_;
            if (!digits()) return fail("invalid number");
        }
        *out = std::strtod(std::string(text_.substr(start, pos_ - start)).c_str(), nullptr);
        return true;
    }

    bool read_hex4(unsigned* code) {
        if (pos_ + 4 > text_.size()) return fail("invalid \\u escape");
        *code = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = text_[pos_++];
            const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                            : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (digit < 0) return fail("invalid \\u escape");
            *code = *code * 16 + unsigned(digit);
        }
        return true;
    }

    bool read_escape(std::string* out) {
        const char c = text_[pos_++];
        switch (c) {
            case '"': case '\\': case '/': *out += c; return true;
            case 'b': *out += '\b'; return true;
            case 'f': *out += '\f'; return true;
            case 'n': *out += '\n'; return true;
            case 'r': *out += '\r'; return true;
            case 't': *out += '\t'; return true;
            case 'u': break;
            default: return fail("invalid escape");
        }
        unsigned code = 0;
        if (!read_hex4(&code)) return false;
        if (code >= 0xD800 && code <= 0xDBFF && text_.substr(pos_, 2) == "\\u") {
            const std::size_t after_high = pos_;
            pos_ += 2;
            unsigned low = 0;
            if (!read_hex4(&low)) return false;
            if (low >= 0xDC00 && low <= 0xDFFF) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            } else {
                pos_ = after_high;  // the next escape stands on its own
            }
        }
        if (code >= 0xD800 && code <= 0xDFFF) code = 0xFFFD;
        append_utf8(code, out);
        return true;
    }

    static void append_utf8(unsigned code, std::string* out) {
        if (code < 0x80) {
            *out += char(code);
        } else if (code < 0x800) {
            *out += char(0xC0 | (code >> 6));
            *out += char(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            *out += char(0xE0 | (code >> 12));
            *out += char(0x80 | ((code >> 6) & 0x3F));
            *out += char(0x80 | (code & 0x3F));
        } else {
            *out += char(0xF0 | (code >> 18));
            *out += char(0x80 | ((code >> 12) & 0x3F));
            *out += char(0x80 | ((code >> 6) & 0x3F));
            *out += char(0x80 | (code & 0x3F));
        }
    }

    bool read_string(std::string* out) {
        ++pos_;  // the opening quote
        for (;;) {
            if (at_end()) return fail("unterminated string");
            const char c = text_[pos_];
            if (take('"')) return true;
            if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
            ++pos_;
            if (c != '\\') {
                *out += c;
            } else if (at_end() || !read_escape(out)) {
                return fail("invalid escape");
            }
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::string error_;
};

}  // namespace

std::optional<JsonValue> parse_json(std::string_view text, std::string* error) {
    JsonReader reader(text);
    JsonValue value;
    if (reader.read_document(&value)) return value;
    if (error) *error = reader.error();
    return std::nullopt;
}

}  // namespace qkv
