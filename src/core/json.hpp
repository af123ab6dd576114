// json.hpp — the small JSON texts the programs hand to JavaScript: a string literal, and a writer that places
// the commas and quotes so that callers only say what goes in.
//
//     JsonWriter json;
//     json.begin_object().key("ok").value(true).key("shape").begin_array().value(4).value(8).end_array();
//     std::string text = json.end_object().text();    // {"ok":true,"shape":[4,8]}
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

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
    JsonWriter& raw(std::string_view json);  // an already written JSON value
    const std::string& text() const { return text_; }

private:
    JsonWriter& open(char bracket);
    JsonWriter& close(char bracket);
    void before_value();
    std::string text_;
    bool needs_comma_ = false;
};

}  // namespace qkv
