// json_test.cpp — the JSON writer's punctuation and escaping, read back by the rules of JSON, and the reader of
// the page's messages (what JSON.stringify writes, and what it must refuse).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "core/json.hpp"

namespace {

TEST(JsonQuote, EscapesQuotesBackslashesAndControlCharacters) {
    EXPECT_EQ(qkv::json_quote("a\"b\\c\nd\te\x01"), "\"a\\\"b\\\\c\\nd\\te\\u0001\"");
    EXPECT_EQ(qkv::json_quote("\xE2\x80\xA6"), "\"\xE2\x80\xA6\"");  // UTF-8 passes through
}

TEST(JsonWriter, PlacesCommasBetweenMembersAndElements) {
    qkv::JsonWriter json;
    json.begin_object().key("ok").value(true).key("shape").begin_array().value(4).value(8).end_array();
    json.key("items").begin_array().begin_object().key("n").value("x").end_object().begin_object().end_object();
    json.end_array().key("empty").begin_array().end_array().end_object();
    EXPECT_EQ(json.text(), "{\"ok\":true,\"shape\":[4,8],\"items\":[{\"n\":\"x\"},{}],\"empty\":[]}");
}

TEST(JsonWriter, WritesTheShortestNumberThatReadsBackExactly) {
    qkv::JsonWriter json;
    json.begin_array().value(0.1).value(1.0 / 3.0).value(2.5).value(double(float(0.1)));
    json.value(std::numeric_limits<double>::infinity()).value(std::int64_t(-9007199254740993)).raw("null");
    json.end_array();
    EXPECT_EQ(json.text(), "[0.1,0.3333333333333333,2.5,0.10000000149011612,null,-9007199254740993,null]");
}

using Kind = qkv::JsonValue::Kind;

qkv::JsonValue parsed(std::string_view text) {
    std::string error;
    std::optional<qkv::JsonValue> value = qkv::parse_json(text, &error);
    EXPECT_TRUE(value.has_value()) << text << ": " << error;
    return value.value_or(qkv::JsonValue{});
}

std::string refusal(std::string_view text) {
    std::string error;
    EXPECT_FALSE(qkv::parse_json(text, &error).has_value()) << text;
    return error;
}

// Math.fround(Number(text)) in C++: the double nearest the text, then the float32 nearest that.
float read_as_javascript_float32(const std::string& text) { return float(std::strtod(text.c_str(), nullptr)); }

TEST(JsonWriter, WritesAFloat32InNineDigitsThatReadBackAsTheSameFloat) {
    qkv::JsonWriter json;
    json.begin_array().float32(0.1f).float32(-2.5f).float32(std::numeric_limits<float>::infinity()).end_array();
    EXPECT_EQ(json.text(), "[0.100000001,-2.5,null]");
    // Every float32 of a spread of exponents and mantissas, subnormals and the largest included.
    for (std::uint32_t bits = 1; bits < 0x7F800000u; bits += 0x1F3D7u) {
        float number;
        std::memcpy(&number, &bits, sizeof(number));
        for (const float signed_number : {number, -number}) {
            qkv::JsonWriter one;
            const std::string text = one.float32(signed_number).text();
            ASSERT_EQ(read_as_javascript_float32(text), signed_number) << text;
        }
    }
    EXPECT_EQ(read_as_javascript_float32(qkv::JsonWriter().float32(std::numeric_limits<float>::max()).text()),
              std::numeric_limits<float>::max());
}

TEST(JsonReader, ReadsAMessageAsJsonStringifyWritesIt) {
    const qkv::JsonValue message = parsed(
        R"( {"type":"set_params","seed":"18446744073709551615","tokens":6,"bias":true,"pin":null,"hide":["x","q"]} )");
    ASSERT_EQ(message.kind, Kind::object);
    EXPECT_EQ(message.member("type")->string, "set_params");
    EXPECT_EQ(message.member("seed")->string, "18446744073709551615");
    EXPECT_EQ(message.member("tokens")->number, 6.0);
    EXPECT_TRUE(message.member("bias")->boolean);
    EXPECT_EQ(message.member("pin")->kind, Kind::null);
    ASSERT_EQ(message.member("hide")->items.size(), 2u);
    EXPECT_EQ(message.member("hide")->items[1].string, "q");
    EXPECT_EQ(message.member("absent"), nullptr);
    EXPECT_EQ(message.string_or("seed", "none"), "18446744073709551615");
    EXPECT_EQ(message.string_or("tokens", "none"), "none");  // a number, not a string
    EXPECT_EQ(message.number_or("tokens", -1.0), 6.0);
    EXPECT_EQ(message.number_or("pin", -1.0), -1.0);
    EXPECT_TRUE(message.boolean_or("bias", false));
    EXPECT_FALSE(message.boolean_or("absent", false));
    EXPECT_EQ(parsed(R"({"a":1,"a":2})").member("a")->number, 2.0);  // the last one, as JSON.parse
}

TEST(JsonReader, ReadsNumbersAsJavaScriptDoes) {
    const qkv::JsonValue numbers = parsed("[0, -0.5, 1e3, 2.5E-1, 9007199254740993, 0.10000000149011612, -1e400]");
    ASSERT_EQ(numbers.items.size(), 7u);
    EXPECT_EQ(numbers.items[1].number, -0.5);
    EXPECT_EQ(numbers.items[2].number, 1000.0);
    EXPECT_EQ(numbers.items[3].number, 0.25);
    EXPECT_EQ(numbers.items[4].number, 9007199254740992.0);  // rounded to the nearest double, like Number()
    EXPECT_EQ(numbers.items[5].number, double(float(0.1)));
    EXPECT_EQ(numbers.items[6].number, -std::numeric_limits<double>::infinity());
}

TEST(JsonReader, DecodesEscapesToUtf8) {
    EXPECT_EQ(parsed(R"("a\"b\\c\/\n\t\r\b\f")").string, "a\"b\\c/\n\t\r\b\f");
    EXPECT_EQ(parsed(R"("\u00e9\u2026\ud83d\ude00")").string, "\xC3\xA9\xE2\x80\xA6\xF0\x9F\x98\x80");
    EXPECT_EQ(parsed("\"\xE2\x80\xA6\"").string, "\xE2\x80\xA6");  // UTF-8 as is
    EXPECT_EQ(parsed(R"("\ud800x\udc00\ud800\u0041")").string, "\xEF\xBF\xBDx\xEF\xBF\xBD\xEF\xBF\xBD" "A");
}

TEST(JsonReader, ReadsBackWhatTheWriterWrote) {
    qkv::JsonWriter json;
    json.begin_object().key("text").value("line\n\x01\"quoted\"").key("x").value(double(float(0.1)));
    const qkv::JsonValue value = parsed(json.end_object().text());
    EXPECT_EQ(value.member("text")->string, "line\n\x01\"quoted\"");
    EXPECT_EQ(value.member("x")->number, double(float(0.1)));
}

TEST(JsonReader, RefusesWhatJsonParseRefuses) {
    for (const char* text : {"", "{", "[1,]", "{\"a\":1,}", "{a:1}", "'x'", "01", "1.", ".5", "+1", "-", "1e", "NaN",
                             "Infinity", "tru", "nul", "[1 2]", "{\"a\" 1}", "\"unterminated", "\"\\x\"", "\"\\u12\"",
                             "\"tab\there\"", "1 2", "{} x"}) {
        EXPECT_FALSE(refusal(text).empty()) << text;
    }
    EXPECT_EQ(refusal("[1,]"), "invalid value at offset 3");
}

TEST(JsonReader, RefusesNestingDeeperThanItsLimit) {
    const std::string deep_enough = std::string(64, '[') + std::string(64, ']');
    EXPECT_EQ(parsed(deep_enough).kind, Kind::array);
    EXPECT_EQ(refusal(std::string(65, '[') + std::string(65, ']')), "JSON nested too deeply at offset 64");
}

}  // namespace
