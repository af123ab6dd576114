// json_test.cpp — the JSON writer's punctuation and escaping, read back by the rules of JSON.
#include <gtest/gtest.h>

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

}  // namespace
