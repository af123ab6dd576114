// json_module.cpp — `json.dumps` and `json.loads` as CPython 3.11's json package (its C accelerator and the
// Python encoder it uses when indent= is given): the same text, the same TypeError, ValueError and JSONDecodeError
// messages, positions counted in characters. dump and load write and read files, which a run here has none of.
#include "python/modules/json_module.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "python/modules/stdlib_modules.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/stack_guard.hpp"

namespace qkv::python {

namespace {

// ---- UTF-8 -------------------------------------------------------------------------------------------------------

std::vector<char32_t> code_points(const std::string& text) {
    std::vector<char32_t> points;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char lead = static_cast<unsigned char>(text[i]);
        const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t point = length == 1 ? lead : length == 2 ? lead & 0x1F : length == 3 ? lead & 0x0F : lead & 0x07;
        for (int k = 1; k < length && i + k < text.size(); ++k) point = (point << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        points.push_back(point);
        i += length;
    }
    return points;
}

void append_utf8(std::string& out, char32_t point) {
    if (point < 0x80) {
        out += static_cast<char>(point);
    } else if (point < 0x800) {
        out += static_cast<char>(0xC0 | (point >> 6));
        out += static_cast<char>(0x80 | (point & 0x3F));
    } else if (point < 0x10000) {
        out += static_cast<char>(0xE0 | (point >> 12));
        out += static_cast<char>(0x80 | ((point >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (point & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (point >> 18));
        out += static_cast<char>(0x80 | ((point >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((point >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (point & 0x3F));
    }
}

// ---- dumps -------------------------------------------------------------------------------------------------------

void append_unicode_escape(std::string& out, char32_t unit) {
    static const char digits[] = "0123456789abcdef";
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out += digits[(unit >> shift) & 0xF];
}

// A str as JSON writes it: quotes, the short escapes, \u00XX for other control characters, and with ensure_ascii
// every character past '~' as \uXXXX (a surrogate pair above U+FFFF).
std::string quoted(const std::string& text, bool ensure_ascii) {
    std::string out = "\"";
    for (char32_t c : code_points(text)) {
        switch (c) {
            case '"': out += "\\\""; continue;
            case '\\': out += "\\\\"; continue;
            case '\b': out += "\\b"; continue;
            case '\f': out += "\\f"; continue;
            case '\n': out += "\\n"; continue;
            case '\r': out += "\\r"; continue;
            case '\t': out += "\\t"; continue;
            default: break;
        }
        if (c < 0x20 || (ensure_ascii && c > '~')) {
            if (c >= 0x10000) {
                append_unicode_escape(out, 0xD800 + ((c - 0x10000) >> 10));
                append_unicode_escape(out, 0xDC00 + ((c - 0x10000) & 0x3FF));
            } else {
                append_unicode_escape(out, c);
            }
        } else {
            append_utf8(out, c);
        }
    }
    return out + "\"";
}

struct Encoder {
    explicit Encoder(Runtime& running) : runtime(running) {}
    Runtime& runtime;
    bool indented = false;
    std::string indent;
    std::string item_separator = ", ", key_separator = ": ";
    bool skip_keys = false, ensure_ascii = true, check_circular = true, allow_nan = true, sort_keys = false;
    Value default_function;  // None: unserializable objects raise TypeError
    std::vector<const Object*> active;  // containers being written, for "Circular reference detected"
    std::string out;

    std::string float_text(double value) const {
        if (std::isfinite(value)) return repr(float_value(value));
        if (!allow_nan) raise_error("ValueError", "Out of range float values are not JSON compliant");
        return std::isnan(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
    }
    void enter(const Value& container) {
        if (!check_circular) return;
        if (std::find(active.begin(), active.end(), container.object.get()) != active.end())
            raise_error("ValueError", "Circular reference detected");
        active.push_back(container.object.get());
    }
    void leave() {
        if (check_circular) active.pop_back();
    }
    void newline(int level) {
        out += '\n';
        for (int k = 0; k < level; ++k) out += indent;
    }

    void encode(const Value& value, int level);
    void encode_list(const Value& list, int level);
    void encode_dict(const Value& dict, int level);
    void encode_other(const Value& value, int level);
    std::optional<std::string> key_text(const Value& key) const;
};

void Encoder::encode(const Value& value, int level) {
    switch (value.type) {
        case Type::None: out += "null"; return;
        case Type::Bool: out += value.boolean ? "true" : "false"; return;
        case Type::Int:
        case Type::BigInt: out += repr(value); return;
        case Type::Float: out += float_text(value.real); return;
        case Type::Str: out += quoted(str_of(value), ensure_ascii); return;
        case Type::List:
        case Type::Tuple: encode_list(value, level); return;
        case Type::Dict: encode_dict(value, level); return;
        default: encode_other(value, level);
    }
}

// Each container nested in another counts a level against the recursion limit, as in CPython 3.11: its C encoder
// enters one per container, its Python encoder (with an indent) a generator's frame, called from C.
const char* nesting_place(bool indented) { return indented ? " while calling a Python object" : " while encoding a JSON object"; }

void Encoder::encode_list(const Value& list, int level) {
    const std::vector<Value> items = items_of(list);
    if (items.empty()) {
        out += "[]";
        return;
    }
    const RecursionLevel nesting(runtime, nesting_place(indented));
    enter(list);
    out += '[';
    if (indented) newline(level + 1);
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            out += item_separator;
            if (indented) newline(level + 1);
        }
        encode(items[i], level + 1);
    }
    if (indented) newline(level);
    out += ']';
    leave();
}

std::optional<std::string> Encoder::key_text(const Value& key) const {
    switch (key.type) {
        case Type::Str: return str_of(key);
        case Type::Float: return float_text(key.real);
        case Type::Bool: return std::string(key.boolean ? "true" : "false");
        case Type::None: return std::string("null");
        case Type::Int:
        case Type::BigInt: return repr(key);
        default: break;
    }
    if (skip_keys) return std::nullopt;
    raise_error("TypeError", "keys must be str, int, float, bool or None, not " + type_name(key));
}

void Encoder::encode_dict(const Value& dict, int level) {
    std::vector<Value> keys = dict_of(dict).keys();
    if (keys.empty()) {
        out += "{}";
        return;
    }
    const RecursionLevel nesting(runtime, nesting_place(indented));
    enter(dict);
    if (sort_keys) {
        CallArgs no_options;
        sort_values(runtime, keys, no_options, "sort");
    }
    out += '{';
    if (indented) newline(level + 1);
    bool first = true;
    for (const Value& key : keys) {
        const std::optional<std::string> text = key_text(key);
        if (!text) continue;
        if (!first) {
            out += item_separator;
            if (indented) newline(level + 1);
        }
        first = false;
        out += quoted(*text, ensure_ascii) + key_separator;
        encode(*dict_of(dict).find(key), level + 1);
    }
    if (indented) newline(level);
    out += '}';
    leave();
}

void Encoder::encode_other(const Value& value, int level) {
    if (default_function.type == Type::None)
        raise_error("TypeError", "Object of type " + type_name(value) + " is not JSON serializable");
    enter(value);
    CallArgs argument;
    argument.positional = {value};
    encode(runtime.call(default_function, argument), level);
    leave();
}

void configure_layout(Encoder& encoder, CallArgs& args) {
    const std::optional<Value> indent = take_keyword(args, "indent");
    if (indent && indent->type != Type::None) {
        encoder.indented = true;
        encoder.item_separator = ",";
        if (indent->type == Type::Str) encoder.indent = str_of(*indent);
        else if (indent->type == Type::Int || indent->type == Type::Bool)
            encoder.indent = std::string(static_cast<std::size_t>(std::max<std::int64_t>(0, indent->integer)), ' ');
        else raise_unsupported("json.dumps with indent=" + repr(*indent));
    }
    const std::optional<Value> separators = take_keyword(args, "separators");
    if (separators && separators->type != Type::None) {
        const bool pair = (separators->type == Type::Tuple || separators->type == Type::List) && items_of(*separators).size() == 2 &&
                          items_of(*separators)[0].type == Type::Str && items_of(*separators)[1].type == Type::Str;
        if (!pair) raise_unsupported("json.dumps with separators=" + repr(*separators));
        encoder.item_separator = str_of(items_of(*separators)[0]);
        encoder.key_separator = str_of(items_of(*separators)[1]);
    }
}

bool flag(CallArgs& args, const char* name, bool fallback) {
    const std::optional<Value> value = take_keyword(args, name);
    return value ? truthy(*value) : fallback;
}

// The levels CPython 3.11 is deeper by when its encoder meets the first container, measured against its recursion
// limit: json.dumps, JSONEncoder.encode and iterencode are Python frames, and the encoder is called from C.
struct FramesAbove {
    Runtime& runtime;
    int count = 0;
    FramesAbove(Runtime& running, int levels) : runtime(running) {
        for (; count < levels; ++count) {
            check_recursion_room(runtime, "");
            ++runtime.call_depth;
        }
    }
    ~FramesAbove() { runtime.call_depth -= count; }
    FramesAbove(const FramesAbove&) = delete;
    FramesAbove& operator=(const FramesAbove&) = delete;
};

Value dumps(Runtime& runtime, CallArgs& args) {
    if (args.positional.size() != 1)
        raise_error("TypeError", args.positional.empty() ? "dumps() missing 1 required positional argument: 'obj'"
                                                         : "dumps() takes 1 positional argument but " +
                                                               std::to_string(args.positional.size()) + " were given");
    Encoder encoder(runtime);
    configure_layout(encoder, args);
    encoder.skip_keys = flag(args, "skipkeys", false);
    encoder.ensure_ascii = flag(args, "ensure_ascii", true);
    encoder.check_circular = flag(args, "check_circular", true);
    encoder.allow_nan = flag(args, "allow_nan", true);
    encoder.sort_keys = flag(args, "sort_keys", false);
    if (const std::optional<Value> function = take_keyword(args, "default")) encoder.default_function = *function;
    const std::optional<Value> cls = take_keyword(args, "cls");
    if (cls && cls->type != Type::None) raise_unsupported("json.dumps with cls=");
    if (!args.keywords.empty())
        raise_error("TypeError", "JSONEncoder.__init__() got an unexpected keyword argument '" + args.keywords[0].first + "'");
    const FramesAbove frames(runtime, encoder.indented ? 4 : 5);
    encoder.encode(args.positional[0], 0);
    return str_value(std::move(encoder.out));
}

// ---- loads -------------------------------------------------------------------------------------------------------

const Value& decode_error_class() {
    static const Value cls = make_class("JSONDecodeError", "json.decoder", {exception_class("ValueError")}, Scope());
    return cls;
}

struct Decoder {
    Runtime& runtime;
    std::vector<char32_t> text;
    std::string original;

    [[noreturn]] void fail(const std::string& message, std::size_t position) const {
        std::size_t line = 1, line_start = 0;
        for (std::size_t i = 0; i < position && i < text.size(); ++i)
            if (text[i] == '\n') ++line, line_start = i + 1;
        const std::size_t column = position - line_start + 1;
        const std::string formatted = message + ": line " + std::to_string(line) + " column " + std::to_string(column) +
                                      " (char " + std::to_string(position) + ")";
        CallArgs arguments;
        arguments.positional = {str_value(formatted)};
        Value error = instantiate(runtime, decode_error_class(), arguments);
        Scope& attributes = object_of<InstanceObject>(error).attributes;
        attributes.set("msg", str_value(message));
        attributes.set("doc", str_value(original));
        attributes.set("pos", int_value(static_cast<std::int64_t>(position)));
        attributes.set("lineno", int_value(static_cast<std::int64_t>(line)));
        attributes.set("colno", int_value(static_cast<std::int64_t>(column)));
        raise_exception(runtime, error);
    }
    bool at(std::size_t position, char c) const { return position < text.size() && text[position] == static_cast<char32_t>(c); }
    bool matches(std::size_t position, const char* word) const {
        for (std::size_t k = 0; word[k]; ++k)
            if (!at(position + k, word[k])) return false;
        return true;
    }
    std::size_t skip_space(std::size_t position) const {
        while (position < text.size() && (text[position] == ' ' || text[position] == '\t' || text[position] == '\n' || text[position] == '\r'))
            ++position;
        return position;
    }

    // The value starting at `position`, or nullopt where none starts (the caller says "Expecting value").
    std::optional<Value> value(std::size_t& position);
    std::optional<Value> number(std::size_t& position) const;
    Value string(std::size_t& position) const;
    char32_t hex_unit(std::size_t start, std::size_t error_position) const;
    Value object(std::size_t& position);
    Value array(std::size_t& position);
    Value required_value(std::size_t& position) {
        std::optional<Value> found = value(position);
        if (!found) fail("Expecting value", position);
        return *found;
    }
};

std::optional<Value> Decoder::value(std::size_t& position) {
    runtime.charge(1);
    if (position >= text.size()) return std::nullopt;
    const char32_t c = text[position];
    const std::pair<const char*, Value> literals[] = {
        {"null", none_value()},  {"true", bool_value(true)},           {"false", bool_value(false)},
        {"NaN", float_value(NAN)}, {"Infinity", float_value(INFINITY)}, {"-Infinity", float_value(-INFINITY)},
    };
    if (c == '"') {
        ++position;
        return string(position);
    }
    if (c == '{') {  // a container counts a level against the recursion limit, as CPython's C scanner enters one
        const RecursionLevel nesting(runtime, " while decoding a JSON object from a unicode string");
        return object(++position);
    }
    if (c == '[') {
        const RecursionLevel nesting(runtime, " while decoding a JSON array from a unicode string");
        return array(++position);
    }
    for (const auto& [word, literal] : literals) {
        if (matches(position, word)) {
            position += std::char_traits<char>::length(word);
            return literal;
        }
    }
    return number(position);
}

std::optional<Value> Decoder::number(std::size_t& position) const {
    std::size_t end = position;
    if (at(end, '-')) ++end;
    auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
    if (at(end, '0')) ++end;
    else if (digit(end)) while (digit(end)) ++end;
    else return std::nullopt;
    bool is_float = false;
    if (at(end, '.') && digit(end + 1)) {
        end += 2;
        while (digit(end)) ++end;
        is_float = true;
    }
    if (at(end, 'e') || at(end, 'E')) {
        std::size_t exponent = end + 1;
        if (at(exponent, '+') || at(exponent, '-')) ++exponent;
        if (digit(exponent)) {
            while (digit(exponent)) ++exponent;
            end = exponent;
            is_float = true;
        }
    }
    const std::string digits(text.begin() + position, text.begin() + end);
    position = end;
    if (is_float) return float_value(std::strtod(digits.c_str(), nullptr));
    return int_value(*BigInteger::parse(digits, 10));
}

char32_t Decoder::hex_unit(std::size_t start, std::size_t error_position) const {
    char32_t unit = 0;
    for (std::size_t i = start; i < start + 4; ++i) {
        const char32_t c = text[i];
        const int digit = c >= '0' && c <= '9' ? int(c - '0') : c >= 'a' && c <= 'f' ? int(c - 'a' + 10) : c >= 'A' && c <= 'F' ? int(c - 'A' + 10) : -1;
        if (digit < 0) fail("Invalid \\uXXXX escape", error_position);
        unit = unit * 16 + digit;
    }
    return unit;
}

Value Decoder::string(std::size_t& position) const {
    const std::size_t begin = position - 1;
    std::string out;
    for (;;) {
        std::size_t next = position;
        while (next < text.size() && text[next] != '"' && text[next] != '\\') {
            if (text[next] < 0x20) fail("Invalid control character at", next);
            append_utf8(out, text[next++]);
        }
        if (next >= text.size()) fail("Unterminated string starting at", begin);
        if (text[next] == '"') {
            position = next + 1;
            return str_value(std::move(out));
        }
        if (++next >= text.size()) fail("Unterminated string starting at", begin);
        const char32_t c = text[next];
        if (c != 'u') {
            static const std::string escapes = "\"\\/bfnrt", meanings = "\"\\/\b\f\n\r\t";
            const std::size_t found = c < 0x80 ? escapes.find(static_cast<char>(c)) : std::string::npos;
            if (found == std::string::npos) fail("Invalid \\escape", next - 1);
            out += meanings[found];
            position = next + 1;
            continue;
        }
        if (next + 5 >= text.size()) fail("Invalid \\uXXXX escape", next);
        char32_t point = hex_unit(next + 1, next);
        position = next + 5;
        if (point >= 0xD800 && point < 0xDC00 && position + 6 < text.size() && at(position, '\\') && at(position + 1, 'u')) {
            const char32_t low = hex_unit(position + 2, position + 1);
            if (low >= 0xDC00 && low < 0xE000) {
                point = 0x10000 + ((point - 0xD800) << 10) + (low - 0xDC00);
                position += 6;
            }
        }
        if (point >= 0xD800 && point < 0xE000) raise_unsupported("json.loads of a lone surrogate (\\ud800 to \\udfff)");
        append_utf8(out, point);
    }
}

Value Decoder::object(std::size_t& position) {
    Value result = dict_value();
    position = skip_space(position);
    if (at(position, '}')) {
        ++position;
        return result;
    }
    for (;;) {
        if (!at(position, '"')) fail("Expecting property name enclosed in double quotes", position);
        ++position;
        const Value key = string(position);
        position = skip_space(position);
        if (!at(position, ':')) fail("Expecting ':' delimiter", position);
        position = skip_space(position + 1);
        const Value item = required_value(position);
        runtime.track_container(result, item);
        dict_of(result).set(key, item);
        position = skip_space(position);
        if (at(position, '}')) break;
        if (!at(position, ',')) fail("Expecting ',' delimiter", position);
        position = skip_space(position + 1);
    }
    ++position;
    return result;
}

Value Decoder::array(std::size_t& position) {
    std::vector<Value> items;
    position = skip_space(position);
    if (at(position, ']')) {
        ++position;
        return list_value(std::move(items));
    }
    for (;;) {
        items.push_back(required_value(position));
        position = skip_space(position);
        if (at(position, ']')) break;
        if (!at(position, ',')) fail("Expecting ',' delimiter", position);
        position = skip_space(position + 1);
    }
    ++position;
    Value result = list_value(std::move(items));
    runtime.track_container(result);
    return result;
}

Value loads(Runtime& runtime, CallArgs& args) {
    if (!args.keywords.empty()) raise_unsupported("json.loads with " + args.keywords[0].first + "=");
    if (args.positional.size() != 1)
        raise_error("TypeError", args.positional.empty() ? "loads() missing 1 required positional argument: 's'"
                                                         : "loads() takes 1 positional argument but " +
                                                               std::to_string(args.positional.size()) + " were given");
    const Value& source = args.positional[0];
    if (source.type != Type::Str) {
        if (source.type == Type::Native || type_name(source) == "bytes") raise_unsupported("json.loads of " + type_name(source));
        raise_error("TypeError", "the JSON object must be str, bytes or bytearray, not " + type_name(source));
    }
    Decoder decoder{runtime, code_points(str_of(source)), str_of(source)};
    const FramesAbove frames(runtime, 4);  // json.loads, JSONDecoder.decode and raw_decode, and the scanner's call
    std::size_t position = decoder.skip_space(0);
    Value result = decoder.required_value(position);
    position = decoder.skip_space(position);
    if (position != decoder.text.size()) decoder.fail("Extra data", position);
    return result;
}

Value refuse_files(Runtime&, CallArgs&, const char* name) {
    raise_unsupported(std::string("json.") + name + " (a run here has no files: use json." + name + "s)");
}

}  // namespace

Value make_json_module() {
    return module_value("json", false,
                        {{"dumps", builtin_value("dumps", dumps)},
                         {"loads", builtin_value("loads", loads)},
                         {"dump", builtin_value("dump", [](Runtime& runtime, CallArgs& args) { return refuse_files(runtime, args, "dump"); })},
                         {"load", builtin_value("load", [](Runtime& runtime, CallArgs& args) { return refuse_files(runtime, args, "load"); })},
                         {"JSONDecodeError", decode_error_class()}});
}

}  // namespace qkv::python
