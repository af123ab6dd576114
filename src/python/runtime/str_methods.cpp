// str_methods.cpp — the str methods beyond the basic ones in attributes.cpp: case tests and changes, searching,
// counting and padding, with CPython's results for ASCII text (non-ASCII letters are not classified here).
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

std::optional<Value> predicate(const std::string& text, const std::string& name) {
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

std::optional<Value> case_change(const std::string& text, const std::string& name) {
    if (name != "title" && name != "capitalize" && name != "swapcase") return std::nullopt;
    return method(name, [text, name](Runtime&, CallArgs& args) {
        expect_argument_count(args, "str." + name, 0, 0);
        std::string out = text;
        bool previous_cased = false;
        for (std::size_t i = 0; i < out.size(); ++i) {
            const unsigned char c = static_cast<unsigned char>(out[i]);
            const bool letter = std::isalpha(c) != 0;
            if (name == "swapcase") out[i] = static_cast<char>(std::islower(c) ? std::toupper(c) : std::tolower(c));
            else if (name == "capitalize") out[i] = static_cast<char>(i == 0 ? std::toupper(c) : std::tolower(c));
            else out[i] = static_cast<char>(previous_cased ? std::tolower(c) : std::toupper(c));
            previous_cased = letter;
        }
        return str_value(out);
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

}  // namespace

std::optional<Value> more_str_attribute(const std::string& text, const std::string& name) {
    if (auto found = predicate(text, name)) return found;
    if (auto found = case_change(text, name)) return found;
    if (auto found = search(text, name)) return found;
    if (auto found = padding(text, name)) return found;
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
