// tokenizer.hpp — Python source text to tokens, with INDENT/DEDENT and CPython 3.11's tokenizer errors.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "python/runtime/errors.hpp"

namespace qkv::python {

enum class TokenKind { Name, Number, String, Bytes, FString, Operator, Newline, Indent, Dedent, End };

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text;  // Name/Number/Operator: as written; String, Bytes: the decoded value; FString: the raw body
    int line = 1;
    int column = 0;
    bool raw = false;  // FString with an r prefix: backslashes are literal
};

// Throws PythonError (SyntaxError or IndentationError, with its line) on malformed input. With `unclosed`, a
// bracket still open at the end is not thrown but kept there: CPython's parser reports an error it meets before
// the end first, since it reads tokens as it goes.
std::vector<Token> tokenize(std::string_view source, std::optional<PythonError>* unclosed = nullptr);

// Appends a code point as UTF-8 (string escapes, chr()).
void append_utf8(std::string& out, std::uint32_t code);

// Decodes backslash escapes of a (non-raw) string literal body as Python does.
std::string decode_string_escapes(std::string_view body, int line);
// A b'...' literal's body as bytes (\xhh is one byte; \u is no escape); SyntaxError for non-ASCII characters.
std::string decode_bytes_literal(std::string_view body, bool raw, int line);

}  // namespace qkv::python
