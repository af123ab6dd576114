// python_suggestions_test.cpp — CPython 3.11's "Did you mean" choice.
#include <gtest/gtest.h>

#include "python/runtime/suggestions.hpp"

using namespace qkv::python;

TEST(PythonSuggestions, PicksTheClosestName) {
    EXPECT_EQ(suggest_similar_name("querry", {"x", "query", "key"}).value_or(""), "query");
    EXPECT_EQ(suggest_similar_name("Query", {"query", "Quer"}).value_or(""), "query");  // a case change costs 1
}

TEST(PythonSuggestions, RejectsFarNames) {
    EXPECT_FALSE(suggest_similar_name("abc", {"xyz", "value"}).has_value());
    EXPECT_FALSE(suggest_similar_name("x", {"x"}).has_value());  // the name itself is never suggested
}

TEST(PythonSuggestions, EarlierCandidateWinsTies) {
    EXPECT_EQ(suggest_similar_name("ab", {"ac", "ad"}).value_or(""), "ac");
}

TEST(PythonSuggestions, GivesUpOnHugeNamespaces) {
    std::vector<std::string> many(750, "zzzz");
    many.push_back("query");
    EXPECT_FALSE(suggest_similar_name("querry", many).has_value());
}
