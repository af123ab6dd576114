// tokenizer.cpp — splits source into tokens; tracks bracket depth and indentation as CPython does.
#include "python/compiler/tokenizer.hpp"

#include <cctype>
#include <cstdint>
#include <cstring>

#include "python/runtime/errors.hpp"

namespace qkv::python {
namespace {

[[noreturn]] void syntax_error(const std::string& message, int line, const char* type = "SyntaxError") {
    throw PythonError(type, message, line);
}

bool is_name_start(unsigned char c) { return std::isalpha(c) || c == '_' || c >= 0x80; }
bool is_name_char(unsigned char c) { return std::isalnum(c) || c == '_' || c >= 0x80; }


class Tokenizer {
public:
    Tokenizer(std::string_view source, std::optional<PythonError>* unclosed) : source_(source), unclosed_(unclosed) {}

    std::vector<Token> run() {
        indents_.push_back(0);
        bool at_line_start = true;
        while (position_ < source_.size()) {
            if (at_line_start && brackets_.empty()) {
                if (!handle_indentation()) continue;  // blank or comment-only line
                at_line_start = false;
            }
            const char c = source_[position_];
            if (c == '\n') {
                ++position_;
                if (brackets_.empty() && !tokens_.empty() && tokens_.back().kind != TokenKind::Newline) {
                    push(TokenKind::Newline, "\n");
                }
                ++line_;
                line_start_ = position_;
                at_line_start = brackets_.empty();  // a line inside brackets continues the logical line
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
                ++position_;
                continue;
            }
            if (c == '#') {
                while (position_ < source_.size() && source_[position_] != '\n') ++position_;
                continue;
            }
            if (c == '\\') {
                if (position_ + 1 < source_.size() && source_[position_ + 1] == '\n') {
                    position_ += 2;
                    ++line_;
                    line_start_ = position_;
                    continue;
                }
                syntax_error("unexpected character after line continuation character", line_);
            }
            read_token();
        }
        if (!brackets_.empty()) {
            const Bracket& open = brackets_.back();
            try {
                syntax_error(std::string("'") + open.symbol + "' was never closed", open.line);
            } catch (const PythonError& error) {
                if (!unclosed_) throw;
                *unclosed_ = error;
            }
        }
        if (!tokens_.empty() && tokens_.back().kind != TokenKind::Newline) push(TokenKind::Newline, "\n");
        while (indents_.size() > 1) {
            indents_.pop_back();
            push(TokenKind::Dedent, "");
        }
        push(TokenKind::End, "");
        return std::move(tokens_);
    }

private:
    struct Bracket {
        char symbol;
        int line;
    };

    void push(TokenKind kind, std::string text, bool raw = false) {
        Token token;
        token.kind = kind;
        token.text = std::move(text);
        token.line = line_;
        token.column = static_cast<int>(token_start_ - line_start_);
        token.raw = raw;
        tokens_.push_back(std::move(token));
    }

    // Measures the indentation of a new logical line; returns false for blank lines (consumed).
    bool handle_indentation() {
        int width = 0;
        std::size_t scan = position_;
        while (scan < source_.size() && (source_[scan] == ' ' || source_[scan] == '\t' || source_[scan] == '\f')) {
            width = source_[scan] == '\t' ? (width / 8 + 1) * 8 : width + 1;
            ++scan;
        }
        if (scan >= source_.size()) {
            position_ = scan;
            return false;
        }
        if (source_[scan] == '\n' || source_[scan] == '#' || source_[scan] == '\r') {
            while (scan < source_.size() && source_[scan] != '\n') ++scan;
            position_ = scan;
            if (position_ < source_.size()) {
                ++position_;
                ++line_;
                line_start_ = position_;
            }
            return false;
        }
        position_ = scan;
        token_start_ = scan;
        if (width > indents_.back()) {
            if (indents_.size() > 100) syntax_error("too many levels of indentation", line_, "IndentationError");
            indents_.push_back(width);
            push(TokenKind::Indent, "");
        } else {
            while (width < indents_.back()) {
                indents_.pop_back();
                push(TokenKind::Dedent, "");
            }
            if (width != indents_.back())
                syntax_error("unindent does not match any outer indentation level", line_, "IndentationError");
        }
        return true;
    }

    void read_token() {
        token_start_ = position_;
        const unsigned char c = static_cast<unsigned char>(source_[position_]);
        if (is_name_start(c)) {
            std::size_t end = position_;
            while (end < source_.size() && is_name_char(static_cast<unsigned char>(source_[end]))) ++end;
            std::string word(source_.substr(position_, end - position_));
            if (end < source_.size() && (source_[end] == '"' || source_[end] == '\'') && is_string_prefix(word)) {
                position_ = end;
                read_string(word);
                return;
            }
            position_ = end;
            push(TokenKind::Name, word);
            return;
        }
        if (std::isdigit(c) || (c == '.' && position_ + 1 < source_.size() && std::isdigit(static_cast<unsigned char>(source_[position_ + 1])))) {
            read_number();
            return;
        }
        if (c == '"' || c == '\'') {
            read_string("");
            return;
        }
        read_operator();
    }

    static bool is_string_prefix(const std::string& word) {
        std::string lower;
        for (char ch : word) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        return lower == "r" || lower == "f" || lower == "b" || lower == "u" || lower == "rf" || lower == "fr" ||
               lower == "br" || lower == "rb";
    }

    void read_number() {
        std::size_t end = position_;
        auto digits = [&](auto accept) {
            while (end < source_.size() && (accept(static_cast<unsigned char>(source_[end])) || source_[end] == '_')) ++end;
        };
        if (source_[end] == '0' && end + 1 < source_.size() && std::strchr("xXoObB", source_[end + 1]) != nullptr) {
            end += 2;
            digits([](unsigned char ch) { return std::isxdigit(ch) != 0; });
        } else {
            digits([](unsigned char ch) { return std::isdigit(ch) != 0; });
            if (end < source_.size() && source_[end] == '.') {
                ++end;
                digits([](unsigned char ch) { return std::isdigit(ch) != 0; });
            }
            if (end < source_.size() && (source_[end] == 'e' || source_[end] == 'E')) {
                std::size_t exponent = end + 1;
                if (exponent < source_.size() && (source_[exponent] == '+' || source_[exponent] == '-')) ++exponent;
                if (exponent < source_.size() && std::isdigit(static_cast<unsigned char>(source_[exponent]))) {
                    end = exponent;
                    digits([](unsigned char ch) { return std::isdigit(ch) != 0; });
                }
            }
            if (end < source_.size() && (source_[end] == 'j' || source_[end] == 'J')) {
                position_ = end + 1;
                raise_unsupported("complex numbers");
            }
        }
        if (end < source_.size() && is_name_char(static_cast<unsigned char>(source_[end])))
            syntax_error("invalid decimal literal", line_);
        push(TokenKind::Number, std::string(source_.substr(position_, end - position_)));
        position_ = end;
    }

    void read_string(const std::string& prefix) {
        bool raw = false, formatted = false, bytes = false;
        for (char ch : prefix) {
            const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            if (lower == 'r') raw = true;
            if (lower == 'f') formatted = true;
            if (lower == 'b') bytes = true;
        }
        const char quote = source_[position_];
        const bool triple = position_ + 2 < source_.size() && source_[position_ + 1] == quote && source_[position_ + 2] == quote;
        const int start_line = line_;
        position_ += triple ? 3 : 1;
        std::string body;
        while (true) {
            if (position_ >= source_.size()) {
                if (triple)
                    syntax_error("unterminated triple-quoted string literal (detected at line " + std::to_string(line_) + ")", start_line);
                syntax_error("unterminated string literal (detected at line " + std::to_string(line_) + ")", start_line);
            }
            const char ch = source_[position_];
            if (ch == '\\' && position_ + 1 < source_.size()) {
                body += ch;
                body += source_[position_ + 1];
                if (source_[position_ + 1] == '\n') {
                    ++line_;
                    line_start_ = position_ + 2;
                }
                position_ += 2;
                continue;
            }
            if (ch == '\n') {
                if (!triple) syntax_error("unterminated string literal (detected at line " + std::to_string(line_) + ")", start_line);
                ++line_;
                line_start_ = position_ + 1;
            }
            if (ch == quote) {
                if (!triple) {
                    ++position_;
                    break;
                }
                if (position_ + 2 < source_.size() && source_[position_ + 1] == quote && source_[position_ + 2] == quote) {
                    position_ += 3;
                    break;
                }
            }
            body += ch;
            ++position_;
        }
        const int end_line = line_;
        line_ = start_line;  // the token belongs to the line it starts on
        if (bytes) {
            push(TokenKind::Bytes, decode_bytes_literal(body, raw, start_line));
        } else if (formatted) {
            push(TokenKind::FString, body, raw);
        } else {
            push(TokenKind::String, raw ? body : decode_string_escapes(body, start_line));
        }
        line_ = end_line;
    }

    void read_operator() {
        static const char* const kThreeChar[] = {"**=", "//=", ">>=", "<<=", "...", nullptr};
        static const char* const kTwoChar[] = {"**", "//", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "@=",
                                               "&=", "|=", "^=", "->", ":=", "<<", ">>", nullptr};
        for (const char* const* op = kThreeChar; *op; ++op) {
            if (source_.substr(position_, 3) == *op) {
                position_ += 3;
                push(TokenKind::Operator, *op);
                return;
            }
        }
        for (const char* const* op = kTwoChar; *op; ++op) {
            if (source_.substr(position_, 2) == *op) {
                position_ += 2;
                push(TokenKind::Operator, *op);
                return;
            }
        }
        const char c = source_[position_];
        if (std::strchr("+-*/%@&|^~<>()[]{},:;.=!", c) == nullptr || c == '\0') {
            const unsigned char uc = static_cast<unsigned char>(c);
            if (c == '$' || c == '?' || c == '`')
                syntax_error("invalid syntax", line_);
            (void)uc;
            syntax_error("invalid character in identifier", line_);
        }
        if (c == '!') syntax_error("invalid syntax", line_);
        if (c == '(' || c == '[' || c == '{') {
            if (brackets_.size() >= 200) syntax_error("too many nested parentheses", line_);
            brackets_.push_back({c, line_});
        }
        if (c == ')' || c == ']' || c == '}') {
            const char expected = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (brackets_.empty()) syntax_error(std::string("unmatched '") + c + "'", line_);
            if (brackets_.back().symbol != expected) {
                const Bracket open = brackets_.back();
                std::string message = std::string("closing parenthesis '") + c + "' does not match opening parenthesis '" + open.symbol + "'";
                if (open.line != line_) message += " on line " + std::to_string(open.line);
                syntax_error(message, line_);
            }
            brackets_.pop_back();
        }
        ++position_;
        push(TokenKind::Operator, std::string(1, c));
    }

    std::string_view source_;
    std::size_t position_ = 0;
    std::size_t line_start_ = 0;
    std::size_t token_start_ = 0;
    int line_ = 1;
    std::vector<int> indents_;
    std::vector<Bracket> brackets_;
    std::optional<PythonError>* unclosed_ = nullptr;
    std::vector<Token> tokens_;
};

}  // namespace

void append_utf8(std::string& out, std::uint32_t code) {
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (code >> 18));
        out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

namespace {

// A literal's escapes. In bytes, \xhh and \ooo give one byte each, and \u, \U are not escapes.
std::string decode_escapes(std::string_view body, int line, bool as_bytes) {
    std::string out;
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (body[i] != '\\' || i + 1 >= body.size()) {
            out += body[i];
            continue;
        }
        const char next = body[++i];
        switch (next) {
            case '\n': break;
            case '\\': out += '\\'; break;
            case '\'': out += '\''; break;
            case '"': out += '"'; break;
            case 'a': out += '\a'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'v': out += '\v'; break;
            case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                std::uint32_t code = 0;
                std::size_t digits = 0;
                --i;
                while (digits < 3 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7') {
                    code = code * 8 + static_cast<std::uint32_t>(body[++i] - '0');
                    ++digits;
                }
                if (as_bytes) out += static_cast<char>(code & 0xFF);
                else append_utf8(out, code);
                break;
            }
            case 'x': case 'u': case 'U': {
                if (as_bytes && next != 'x') {
                    out += '\\';
                    out += next;
                    break;
                }
                const std::size_t count = next == 'x' ? 2 : next == 'u' ? 4 : 8;
                std::uint32_t code = 0;
                for (std::size_t k = 0; k < count; ++k) {
                    if ((i + 1 >= body.size() || !std::isxdigit(static_cast<unsigned char>(body[i + 1]))) && as_bytes)
                        throw PythonError("SyntaxError", "(value error) invalid \\x escape at position " + std::to_string(i - 1 - k), line);
                    if (i + 1 >= body.size() || !std::isxdigit(static_cast<unsigned char>(body[i + 1])))
                        throw PythonError("SyntaxError",
                                          std::string("(unicode error) 'unicodeescape' codec can't decode bytes in position ") +
                                              "0-1: truncated " + (next == 'x' ? "\\xXX" : next == 'u' ? "\\uXXXX" : "\\UXXXXXXXX") + " escape",
                                          line);
                    const char h = body[++i];
                    code = code * 16 + static_cast<std::uint32_t>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (std::tolower(static_cast<unsigned char>(h)) - 'a' + 10));
                }
                if (code > 0x10FFFF) raise_unsupported("this \\U escape");
                if (as_bytes) out += static_cast<char>(code);
                else append_utf8(out, code);
                break;
            }
            default:
                out += '\\';
                out += next;
        }
    }
    return out;
}

}  // namespace

std::string decode_string_escapes(std::string_view body, int line) { return decode_escapes(body, line, false); }

std::string decode_bytes_literal(std::string_view body, bool raw, int line) {
    for (char c : body)
        if (static_cast<unsigned char>(c) >= 0x80) throw PythonError("SyntaxError", "bytes can only contain ASCII literal characters", line);
    return raw ? std::string(body) : decode_escapes(body, line, true);
}

std::vector<Token> tokenize(std::string_view source, std::optional<PythonError>* unclosed) {
    return Tokenizer(source, unclosed).run();
}

}  // namespace qkv::python
