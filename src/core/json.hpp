// json.hpp — the small JSON texts the programs exchange with JavaScript: a string literal, a writer that places
// the commas and quotes so that callers only say what goes in, and a reader for the messages the page sends.
//
//     JsonWriter json;
//     json.begin_object().key("ok").value(true).key("shape").begin_array().value(4).value(8).end_array();
//     std::string text = json.end_object().text();    // {"ok":true,"shape":[4,8]}
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace qkv {

// `text` as a JSON string literal: quotes and backslashes escaped, control characters as \uXXXX, UTF-8 as is.
std::string json_quote(std::string_view text);

class JsonWriter {
public:
    JsonWriter& begin_object() { return open('{'); }
    JsonWriter& end_object() { return close('}'); }
    JsonWriter& begin_array() { return open('['); }
    JsonWriter& end_array() { return close(']'); }
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(bool flag);
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(int number) { return value(std::int64_t(number)); }
    JsonWriter& value(double number);  // shortest text that reads back the same; null when not finite
    // 9 significant digits: the nearest float32 to the text is `number` again (JavaScript: Math.fround), written
    // with one printf instead of value(double)'s search, which costs ~100 us in wasm; null when not finite.
    JsonWriter& float32(float number);
    JsonWriter& raw(std::string_view json);  // an already written JSON value
    const std::string& text() const { return text_; }

private:
    JsonWriter& open(char bracket);
    JsonWriter& close(char bracket);
    void before_value();
    std::string text_;
    bool needs_comma_ = false;
};

// One parsed JSON value. Numbers are doubles, as in JavaScript; an object keeps its members in order.
struct JsonValue {
    enum class Kind { null, boolean, number, string, array, object };
    Kind kind = Kind::null;
    bool boolean = false;
    double number = 0.0;
    std::string string;
    std::vector<JsonValue> items;
    std::vector<std::pair<std::string, JsonValue>> members;

    // The object's member `name` (the last one, if repeated, as JSON.parse does), or nullptr.
    const JsonValue* member(std::string_view name) const;
    // The member `name` when it is of that kind, otherwise `fallback`.
    std::string string_or(std::string_view name, std::string fallback) const;
    double number_or(std::string_view name, double fallback) const;
    bool boolean_or(std::string_view name, bool fallback) const;
};

// Reads the one JSON value that `text` holds (surrounding whitespace allowed), as JSON.parse does, except that
// nesting deeper than 64 levels is refused and an unpaired \uD800-\uDFFF escape reads as U+FFFD (UTF-8 has no
// lone surrogates). On failure: nullopt and a sentence in `error`.
std::optional<JsonValue> parse_json(std::string_view text, std::string* error);

}  // namespace qkv
