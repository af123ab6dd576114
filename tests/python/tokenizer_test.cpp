// python_tokenizer_test.cpp — tokens, indentation and CPython's tokenizer errors.
#include <gtest/gtest.h>

#include "python/runtime/errors.hpp"
#include "python/compiler/tokenizer.hpp"

using namespace qkv::python;

TEST(PythonTokenizer, IndentsAndDedentsFollowBlocks) {
    const auto tokens = tokenize("if x:\n    y = 1\nz = 2\n");
    std::vector<TokenKind> kinds;
    for (const Token& token : tokens) kinds.push_back(token.kind);
    const std::vector<TokenKind> expected = {TokenKind::Name,   TokenKind::Name,     TokenKind::Operator, TokenKind::Newline,
                                             TokenKind::Indent, TokenKind::Name,     TokenKind::Operator, TokenKind::Number,
                                             TokenKind::Newline, TokenKind::Dedent,  TokenKind::Name,     TokenKind::Operator,
                                             TokenKind::Number, TokenKind::Newline,  TokenKind::End};
    EXPECT_EQ(kinds, expected);
}

TEST(PythonTokenizer, NewlinesInsideBracketsAreIgnored) {
    const auto tokens = tokenize("x = (1,\n     2)\n");
    int newlines = 0;
    for (const Token& token : tokens) newlines += token.kind == TokenKind::Newline;
    EXPECT_EQ(newlines, 1);
}

TEST(PythonTokenizer, TheLineAfterABracketSpanningLinesStartsAStatement) {
    const auto tokens = tokenize("x = [1,\n 2]\nprint(x)\n");
    std::vector<int> newline_lines;
    for (const Token& token : tokens)
        if (token.kind == TokenKind::Newline) newline_lines.push_back(token.line);
    EXPECT_EQ(newline_lines, (std::vector<int>{2, 3}));
}

TEST(PythonTokenizer, StringEscapesAreDecoded) {
    const auto tokens = tokenize("'a\\tb\\n\\x41\\u00e9'");
    ASSERT_EQ(tokens[0].kind, TokenKind::String);
    EXPECT_EQ(tokens[0].text, "a\tb\nA\xC3\xA9");
}

TEST(PythonTokenizer, FStringKeepsItsRawBody) {
    const auto tokens = tokenize("f'{x:.2f}'");
    ASSERT_EQ(tokens[0].kind, TokenKind::FString);
    EXPECT_EQ(tokens[0].text, "{x:.2f}");
}

TEST(PythonTokenizer, ThreeCharacterOperatorsWin) {
    const auto tokens = tokenize("a //= 2 ** 3\n");
    EXPECT_EQ(tokens[1].text, "//=");
    EXPECT_EQ(tokens[3].text, "**");
}

TEST(PythonTokenizer, UnclosedBracketNamesItsLine) {
    try {
        tokenize("x = 1\ny = (2,\n");
        FAIL() << "expected a SyntaxError";
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "SyntaxError: '(' was never closed");
        EXPECT_EQ(error.line(), 2);
    }
}

TEST(PythonTokenizer, UnterminatedStringAndBadIndent) {
    try {
        tokenize("s = 'abc\n");
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "SyntaxError: unterminated string literal (detected at line 1)");
    }
    try {
        tokenize("if x:\n        a\n    b\n");
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.type(), "IndentationError");
        EXPECT_EQ(error.line(), 3);
    }
}
