// str_methods.cpp — the str methods beyond the basic ones in attributes.cpp: case tests and changes, searching,
// counting, padding, splitting and partitioning, with CPython's results for ASCII text (case changes also cover
// Latin-1 letters; other non-ASCII letters are not classified here).
#include "python/runtime/str_methods.hpp"

#include <algorithm>
#include <cctype>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"

namespace qkv::python {
namespace {

Value method(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

bool ascii(const std::string& text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

std::size_t length_of(const std::string& text) {
    std::size_t count = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++count;
    return count;
}

// str.istitle: every cased run starts upper case after an uncased character, and there is at least one.
bool is_title(const std::string& text) {
    bool any_cased = false, previous_cased = false;
    for (char c : text) {
        const auto ch = static_cast<unsigned char>(c);
        if (std::isupper(ch)) {
            if (previous_cased) return false;
            previous_cased = any_cased = true;
        } else if (std::islower(ch)) {
            if (!previous_cased) return false;
            previous_cased = any_cased = true;
        } else {
            previous_cased = false;
        }
    }
    return any_cased;
}

std::optional<Value> predicate(const std::string& text, const std::string& name) {
    if (name == "istitle")
        return method(name, [text](Runtime&, CallArgs& args) {
            expect_argument_count(args, "str.istitle", 0, 0);
            if (!ascii(text)) raise_unsupported("str.istitle of non-ASCII text");
            return bool_value(is_title(text));
        });
    using Test = int (*)(int);
    Test test = nullptr;
    if (name == "isdigit" || name == "isdecimal" || name == "isnumeric") test = std::isdigit;
    else if (name == "isalpha") test = std::isalpha;
    else if (name == "isalnum") test = std::isalnum;
    else if (name == "isspace") test = std::isspace;
    const bool cased = name == "islower" || name == "isupper";
    if (!test && !cased) return std::nullopt;
    return method(name, [text, name, test, cased](Runtime&, CallArgs& args) {
        expect_argument_count(args, "str." + name, 0, 0);
        if (!ascii(text)) raise_unsupported("str." + name + " of non-ASCII text");
        if (!cased) return bool_value(!text.empty() && std::all_of(text.begin(), text.end(), [test](char c) { return test(c) != 0; }));
        const bool want_lower = name == "islower";
        bool any_cased = false;
        for (char c : text) {
            if (!std::isalpha(static_cast<unsigned char>(c))) continue;
            any_cased = true;
            if ((std::islower(static_cast<unsigned char>(c)) != 0) != want_lower) return bool_value(false);
        }
        return bool_value(any_cased);
    });
}

// One code point's case for str.upper / lower and the rest: ASCII and Latin-1 as Unicode defines them (ß upper
// is "SS", ÿ upper is Ÿ, µ upper is Greek Μ); letters of other cased scripts (Latin Extended, Greek, Cyrillic ...)
// are not supported; uncased characters (CJK, emoji, symbols) stay as they are.
struct CodePointCase {
    bool lower = false, upper = false;
    std::uint32_t to_upper = 0, to_lower = 0;
    const char* upper_text = nullptr;  // a multi-character upper case (ß)
};

CodePointCase case_of(std::uint32_t code) {
    CodePointCase result{false, false, code, code, nullptr};
    if (code < 0x80) {
        result.lower = std::islower(static_cast<int>(code)) != 0;
        result.upper = std::isupper(static_cast<int>(code)) != 0;
        result.to_upper = static_cast<std::uint32_t>(std::toupper(static_cast<int>(code)));
        result.to_lower = static_cast<std::uint32_t>(std::tolower(static_cast<int>(code)));
    } else if ((code >= 0xE0 && code <= 0xFE && code != 0xF7) || code == 0xFF || code == 0xB5 || code == 0xDF) {
        result.lower = true;
        result.to_upper = code == 0xFF ? 0x178 : code == 0xB5 ? 0x39C : code == 0xDF ? code : code - 0x20;
        if (code == 0xDF) result.upper_text = "SS";
    } else if (code >= 0xC0 && code <= 0xDE && code != 0xD7) {
        result.upper = true;
        result.to_lower = code + 0x20;
    } else if ((code >= 0x100 && code < 0x3000) || (code >= 0xA640 && code < 0xAC00) || (code >= 0xFF00 && code < 0xFFF0) ||
               (code >= 0x10400 && code < 0x1EA00)) {
        raise_unsupported("changing the case of non-Latin-1 letters");
    }
    return result;
}

void append_code_point(std::string& out, std::uint32_t code) {
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

// upper, lower, swapcase, capitalize or title of UTF-8 text.
std::string change_case(const std::string& text, const std::string& name) {
    std::string out;
    bool previous_cased = false;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        std::uint32_t code = lead;
        if (length > 1) {
            code = lead & (0x7Fu >> length);
            for (std::size_t k = 1; k < length && i + k < text.size(); ++k) code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3Fu);
        }
        const CodePointCase cases = case_of(code);
        const bool want_upper = name == "upper" || (name == "swapcase" && cases.lower) ||
                                ((name == "capitalize" && i == 0) || (name == "title" && !previous_cased));
        const bool want_lower = name == "lower" || (name == "swapcase" && cases.upper) || (name == "capitalize" && i > 0) ||
                                (name == "title" && previous_cased);
        if (want_upper && cases.upper_text) {
            out += name == "upper" || name == "swapcase" ? cases.upper_text : "Ss";
        } else if (want_upper && cases.lower) {
            append_code_point(out, cases.to_upper);
        } else if (want_lower && cases.upper) {
            append_code_point(out, cases.to_lower);
        } else {
            out.append(text, i, length);
        }
        previous_cased = cases.lower || cases.upper;
        i += length;
    }
    return out;
}

std::optional<Value> case_change(const std::string& text, const std::string& name) {
    if (name != "upper" && name != "lower" && name != "title" && name != "capitalize" && name != "swapcase") return std::nullopt;
    return method(name, [text, name](Runtime&, CallArgs& args) {
        expect_argument_count(args, "str." + name, 0, 0);
        return str_value(change_case(text, name));
    });
}

// The byte offsets a (start, end) pair of character positions selects, clamped as slices are.
std::pair<std::size_t, std::size_t> search_range(const std::string& text, const CallArgs& args) {
    if (!ascii(text) && args.positional.size() > 1) raise_unsupported("start and end positions in non-ASCII text");
    const std::int64_t size = static_cast<std::int64_t>(text.size());
    auto position = [&](std::size_t index, std::int64_t fallback) {
        if (args.positional.size() <= index || args.positional[index].type == Type::None) return fallback;
        std::int64_t value = integer_argument(args.positional[index]);
        if (value < 0) value = std::max<std::int64_t>(0, value + size);
        return std::min(value, size);
    };
    return {static_cast<std::size_t>(position(1, 0)), static_cast<std::size_t>(position(2, size))};
}

std::size_t character_index(const std::string& text, std::size_t byte) { return length_of(text.substr(0, byte)); }

std::optional<Value> search(const std::string& text, const std::string& name) {
    if (name != "count" && name != "find" && name != "rfind" && name != "index" && name != "rindex") return std::nullopt;
    return method(name, [text, name](Runtime&, CallArgs& args) {
        reject_keywords(args, "str." + name);
        expect_arguments_between(args, name, 1, 3);
        if (args.positional[0].type != Type::Str)
            raise_error("TypeError", "must be str, not " + type_name(args.positional[0]));
        const std::string& needle = str_of(args.positional[0]);
        const auto [start, end] = search_range(text, args);
        const bool start_past_end = args.positional.size() > 1 && args.positional[1].type != Type::None &&
                                    integer_argument(args.positional[1]) > static_cast<std::int64_t>(text.size());
        if (start > end || start_past_end) {
            if (name.find("index") != std::string::npos) raise_error("ValueError", "substring not found");
            return int_value(name == "count" ? 0 : -1);
        }
        const std::string window = text.substr(start, end - start);
        if (name == "count") {
            if (needle.empty()) return int_value(static_cast<std::int64_t>(length_of(window)) + 1);
            std::int64_t count = 0;
            for (std::size_t at = window.find(needle); at != std::string::npos; at = window.find(needle, at + needle.size())) ++count;
            return int_value(count);
        }
        const bool reverse = name[0] == 'r';
        const std::size_t at = reverse ? window.rfind(needle) : window.find(needle);
        if (at == std::string::npos) {
            if (name.find("index") != std::string::npos) raise_error("ValueError", "substring not found");
            return int_value(-1);
        }
        return int_value(static_cast<std::int64_t>(character_index(text, start + at)));
    });
}

std::optional<Value> padding(const std::string& text, const std::string& name) {
    if (name != "zfill" && name != "center" && name != "ljust" && name != "rjust") return std::nullopt;
    return method(name, [text, name](Runtime&, CallArgs& args) {
        reject_keywords(args, "str." + name);
        if (name == "zfill") expect_argument_count(args, "str.zfill", 1, 1);
        else expect_arguments_between(args, name, 1, 2);
        const std::int64_t width = integer_argument(args.positional[0]);
        std::string fill = " ";
        if (args.positional.size() > 1) {
            if (args.positional[1].type != Type::Str || length_of(str_of(args.positional[1])) != 1)
                raise_error("TypeError", "The fill character must be exactly one character long");
            fill = str_of(args.positional[1]);
        }
        const std::int64_t length = static_cast<std::int64_t>(length_of(text));
        if (width <= length) return str_value(text);
        const std::int64_t pad = width - length;
        auto repeat = [&](std::int64_t count, const std::string& piece) {
            std::string out;
            for (std::int64_t i = 0; i < count; ++i) out += piece;
            return out;
        };
        if (name == "zfill") {
            const bool signed_text = !text.empty() && (text[0] == '+' || text[0] == '-');
            return str_value(signed_text ? text.substr(0, 1) + repeat(pad, "0") + text.substr(1) : repeat(pad, "0") + text);
        }
        if (name == "ljust") return str_value(text + repeat(pad, fill));
        if (name == "rjust") return str_value(repeat(pad, fill) + text);
        const std::int64_t left = pad / 2 + (pad & width & 1);  // CPython's centring
        return str_value(repeat(left, fill) + text + repeat(pad - left, fill));
    });
}

// --- split, rsplit, partition, rpartition --------------------------------------------------------------------
bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Runs of whitespace separate; after `limit` splits the rest is one part (its far end's whitespace kept).
std::vector<std::string> split_on_whitespace(const std::string& text, std::int64_t limit, bool from_right) {
    std::vector<std::string> parts;
    if (!from_right) {
        std::size_t i = 0;
        while (true) {
            while (i < text.size() && is_space(text[i])) ++i;
            if (i >= text.size()) break;
            if (limit >= 0 && static_cast<std::int64_t>(parts.size()) == limit) {
                parts.push_back(text.substr(i));
                break;
            }
            std::size_t j = i;
            while (j < text.size() && !is_space(text[j])) ++j;
            parts.push_back(text.substr(i, j - i));
            i = j;
        }
        return parts;
    }
    std::size_t end = text.size();
    while (true) {
        while (end > 0 && is_space(text[end - 1])) --end;
        if (end == 0) break;
        if (limit >= 0 && static_cast<std::int64_t>(parts.size()) == limit) {
            parts.push_back(text.substr(0, end));
            break;
        }
        std::size_t begin = end;
        while (begin > 0 && !is_space(text[begin - 1])) --begin;
        parts.push_back(text.substr(begin, end - begin));
        end = begin;
    }
    std::reverse(parts.begin(), parts.end());
    return parts;
}

std::vector<std::string> split_on(const std::string& text, const std::string& separator, std::int64_t limit, bool from_right) {
    std::vector<std::string> parts;
    if (!from_right) {
        std::size_t start = 0, found;
        while ((limit < 0 || static_cast<std::int64_t>(parts.size()) < limit) && (found = text.find(separator, start)) != std::string::npos) {
            parts.push_back(text.substr(start, found - start));
            start = found + separator.size();
        }
        parts.push_back(text.substr(start));
        return parts;
    }
    std::size_t end = text.size();
    while ((limit < 0 || static_cast<std::int64_t>(parts.size()) < limit) && end >= separator.size()) {
        const std::size_t found = text.rfind(separator, end - separator.size());
        if (found == std::string::npos) break;
        parts.push_back(text.substr(found + separator.size(), end - found - separator.size()));
        end = found;
    }
    parts.push_back(text.substr(0, end));
    std::reverse(parts.begin(), parts.end());
    return parts;
}

std::optional<Value> splitting(const std::string& text, const std::string& name) {
    if (name != "split" && name != "rsplit") return std::nullopt;
    return method(name, [text, name](Runtime&, CallArgs& args) {
        if (args.positional.size() > 2)
            raise_error("TypeError", name + "() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
        std::optional<Value> separator, limit;
        if (!args.positional.empty()) separator = args.positional[0];
        if (args.positional.size() > 1) limit = args.positional[1];
        for (const auto& keyword : args.keywords) {
            if (keyword.first == "sep") separator = keyword.second;
            else if (keyword.first == "maxsplit") limit = keyword.second;
            else raise_error("TypeError", "'" + keyword.first + "' is an invalid keyword argument for " + name + "()");
        }
        const std::int64_t most = limit ? integer_argument(*limit) : -1;
        std::vector<std::string> parts;
        if (!separator || separator->type == Type::None) {
            parts = split_on_whitespace(text, most, name == "rsplit");
        } else {
            if (separator->type != Type::Str) raise_error("TypeError", "must be str or None, not " + type_name(*separator));
            if (str_of(*separator).empty()) raise_error("ValueError", "empty separator");
            parts = split_on(text, str_of(*separator), most, name == "rsplit");
        }
        std::vector<Value> items;
        for (const std::string& part : parts) items.push_back(str_value(part));
        return list_value(items);
    });
}

std::optional<Value> partitioning(const std::string& text, const std::string& name) {
    if (name != "partition" && name != "rpartition") return std::nullopt;
    return method(name, [text, name](Runtime&, CallArgs& args) {
        reject_keywords(args, "str." + name);
        expect_argument_count(args, name, 1, 1);
        if (args.positional[0].type != Type::Str) raise_error("TypeError", "must be str, not " + type_name(args.positional[0]));
        const std::string& separator = str_of(args.positional[0]);
        if (separator.empty()) raise_error("ValueError", "empty separator");
        const std::size_t found = name == "partition" ? text.find(separator) : text.rfind(separator);
        if (found == std::string::npos) {
            const Value whole = str_value(text), empty = str_value("");
            return tuple_value(name == "partition" ? std::vector<Value>{whole, empty, empty} : std::vector<Value>{empty, empty, whole});
        }
        return tuple_value({str_value(text.substr(0, found)), str_value(separator), str_value(text.substr(found + separator.size()))});
    });
}

}  // namespace

std::optional<Value> more_str_attribute(const std::string& text, const std::string& name) {
    if (auto found = predicate(text, name)) return found;
    if (auto found = case_change(text, name)) return found;
    if (auto found = search(text, name)) return found;
    if (auto found = padding(text, name)) return found;
    if (auto found = splitting(text, name)) return found;
    if (auto found = partitioning(text, name)) return found;
    if (name == "splitlines") {
        return method(name, [text](Runtime&, CallArgs& args) {
            reject_keywords(args, "str.splitlines");
            expect_argument_count(args, "str.splitlines", 0, 0);
            std::vector<Value> lines;
            std::size_t start = 0;
            for (std::size_t i = 0; i < text.size(); ++i) {
                if (text[i] != '\n' && text[i] != '\r') continue;
                lines.push_back(str_value(text.substr(start, i - start)));
                if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
                start = i + 1;
            }
            if (start < text.size()) lines.push_back(str_value(text.substr(start)));
            return list_value(lines);
        });
    }
    return std::nullopt;
}

}  // namespace qkv::python
