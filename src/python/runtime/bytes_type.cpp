// bytes_type.cpp — Python's bytes, the basics a learner meets through str.encode and b'...' literals: repr,
// len, indexing to ints, slicing, iteration, ==, hashing, + and *, `in`, decode, hex, upper and lower, with
// CPython 3.11's messages. A built-in class whose instances keep their bytes natively; its other methods are
// "not supported".
#include "python/runtime/bytes_type.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/evaluator.hpp"
#include "python/runtime/python_names.hpp"
#include "python/runtime/suggestions.hpp"

namespace qkv::python {

namespace {

struct BytesState : Object {
    std::string data;
};

const std::string& data_of(const Value& value) { return static_cast<const BytesState&>(*object_of<InstanceObject>(value).native).data; }

std::string bytes_repr(const std::string& data) {
    const bool has_single = data.find('\'') != std::string::npos, has_double = data.find('"') != std::string::npos;
    const char quote = has_single && !has_double ? '"' : '\'';
    std::string out = "b";
    out += quote;
    for (unsigned char c : data) {
        if (c == static_cast<unsigned char>(quote) || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\t') out += "\\t";
        else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c < 0x20 || c >= 0x7f) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
            out += buffer;
        } else out += static_cast<char>(c);
    }
    return out + quote;
}

// UTF-8 validation as CPython's decoder reports the first bad byte.
void check_utf8(const std::string& data) {
    for (std::size_t i = 0; i < data.size();) {
        const unsigned char lead = static_cast<unsigned char>(data[i]);
        std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 && lead >= 0xC2 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E && lead <= 0xF4 ? 4 : 0;
        if (length == 0) {
            char buffer[160];
            std::snprintf(buffer, sizeof buffer, "'utf-8' codec can't decode byte 0x%02x in position %zu: invalid start byte", lead, i);
            raise_error("UnicodeDecodeError", buffer);
        }
        for (std::size_t k = 1; k < length; ++k)
            if (i + k >= data.size() || (static_cast<unsigned char>(data[i + k]) & 0xC0) != 0x80)
                raise_unsupported("decoding bytes that are not valid UTF-8 there");
        i += length;
    }
}

bool is_utf8_name(const std::string& encoding) {
    std::string lower;
    for (char c : encoding) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower == "utf-8" || lower == "utf8";
}

std::string encoding_argument(CallArgs& args, std::size_t position) {
    std::optional<Value> encoding = take_keyword(args, "encoding");
    take_keyword(args, "errors");
    if (!encoding && args.positional.size() > position) encoding = args.positional[position];
    if (!encoding) return "utf-8";
    if (encoding->type != Type::Str) raise_error("TypeError", "decode() argument 'encoding' must be str, not " + type_name(*encoding));
    if (!is_utf8_name(str_of(*encoding))) raise_unsupported("the " + str_of(*encoding) + " codec");
    return str_of(*encoding);
}

Value self_method(const std::string& name, NativeFunction function) { return builtin_value(name, std::move(function)); }

const std::string& bytes_operand(const Value& value, const std::string& message) {
    if (!is_bytes(value)) raise_error("TypeError", message);
    return data_of(value);
}

// b[i] (an int) and b[i:j:k] (bytes).
Value bytes_getitem(Runtime& runtime, CallArgs& args) {
    const std::string& data = data_of(args.positional[0]);
    const Value& index = args.positional[1];
    const auto length = static_cast<std::int64_t>(data.size());
    if (index.type == Type::Slice) {
        std::int64_t first, last, step;
        const auto& bounds = items_of(index);
        slice_bounds(bounds[0], bounds[1], bounds[2], length, first, last, step);
        std::string out;
        for (std::int64_t i = first; step > 0 ? i < last : i > last; i += step) out += data[static_cast<std::size_t>(i)];
        return bytes_value(runtime, out);
    }
    if (index.type != Type::Int && index.type != Type::Bool)
        raise_error("TypeError", "byte indices must be integers or slices, not " + type_name(index));
    const std::int64_t position = index.integer < 0 ? index.integer + length : index.integer;
    if (position < 0 || position >= length) raise_error("IndexError", "index out of range");
    return int_value(static_cast<unsigned char>(data[static_cast<std::size_t>(position)]));
}

// The operators and protocols: repr, len, ==, <, +, *, in, indexing, iteration.
void add_bytes_operators(Scope& members) {
    members.set("__repr__", self_method("__repr__", [](Runtime&, CallArgs& args) { return str_value(bytes_repr(data_of(args.positional[0]))); }));
    members.set("__len__", self_method("__len__", [](Runtime&, CallArgs& args) {
        return int_value(static_cast<std::int64_t>(data_of(args.positional[0]).size()));
    }));
    members.set("__eq__", self_method("__eq__", [](Runtime&, CallArgs& args) {
        return bool_value(is_bytes(args.positional[1]) && data_of(args.positional[0]) == data_of(args.positional[1]));
    }));
    members.set("__lt__", self_method("__lt__", [](Runtime&, CallArgs& args) {
        return bool_value(data_of(args.positional[0]) < bytes_operand(args.positional[1], "'<' not supported between instances of 'bytes' and '" + type_name(args.positional[1]) + "'"));
    }));
    members.set("__add__", self_method("__add__", [](Runtime& runtime, CallArgs& args) {
        return bytes_value(runtime, data_of(args.positional[0]) + bytes_operand(args.positional[1], "can't concat " + type_name(args.positional[1]) + " to bytes"));
    }));
    members.set("__mul__", self_method("__mul__", [](Runtime& runtime, CallArgs& args) {
        const Value& count = args.positional[1];
        if (count.type != Type::Int && count.type != Type::Bool)
            raise_error("TypeError", "can't multiply sequence by non-int of type '" + type_name(count) + "'");
        std::string out;
        for (std::int64_t i = 0; i < count.integer; ++i) out += data_of(args.positional[0]);
        return bytes_value(runtime, out);
    }));
    members.set("__contains__", self_method("__contains__", [](Runtime&, CallArgs& args) {
        const std::string& data = data_of(args.positional[0]);
        const Value& needle = args.positional[1];
        if (needle.type == Type::Int || needle.type == Type::Bool) {
            if (needle.integer < 0 || needle.integer > 255) raise_error("ValueError", "byte must be in range(0, 256)");
            return bool_value(data.find(static_cast<char>(needle.integer)) != std::string::npos);
        }
        return bool_value(data.find(bytes_operand(needle, "a bytes-like object is required, not '" + type_name(needle) + "'")) != std::string::npos);
    }));
    members.set("__getitem__", self_method("__getitem__", bytes_getitem));
    members.set("__iter__", self_method("__iter__", [](Runtime& runtime, CallArgs& args) {
        std::vector<Value> items;
        for (unsigned char c : data_of(args.positional[0])) items.push_back(int_value(c));
        return iterator_over(runtime, "bytes_iterator", std::move(items));
    }));
}

// The named methods: decode, hex, upper, lower; any other name CPython's bytes has is refused as unsupported.
void add_bytes_methods(Scope& members) {
    members.set("decode", self_method("decode", [](Runtime&, CallArgs& args) {
        const std::string& data = data_of(args.positional[0]);
        args.positional.erase(args.positional.begin());
        encoding_argument(args, 0);
        reject_keywords(args, "decode");
        check_utf8(data);
        return str_value(data);
    }));
    members.set("hex", self_method("hex", [](Runtime&, CallArgs& args) {
        std::string out;
        for (unsigned char c : data_of(args.positional[0])) {
            char buffer[4];
            std::snprintf(buffer, sizeof buffer, "%02x", c);
            out += buffer;
        }
        return str_value(out);
    }));
    for (const char* name : {"upper", "lower"})
        members.set(name, self_method(name, [name](Runtime& runtime, CallArgs& args) {
            std::string out = data_of(args.positional[0]);
            for (char& c : out) c = static_cast<char>(name[0] == 'u' ? std::toupper(static_cast<unsigned char>(c)) : std::tolower(static_cast<unsigned char>(c)));
            return bytes_value(runtime, out);
        }));
    members.set("__getattr__", self_method("__getattr__", [](Runtime&, CallArgs& args) -> Value {
        const std::string& name = str_of(args.positional[1]);
        const std::vector<std::string>& names = real_names("bytes");
        if (std::find(names.begin(), names.end(), name) != names.end()) raise_unsupported("bytes." + name);
        raise_error_suggesting("AttributeError", "'bytes' object has no attribute '" + name + "'", suggest_similar_name(name, names));
    }));
}

Scope bytes_members() {
    Scope members;
    add_bytes_operators(members);
    add_bytes_methods(members);
    return members;
}

// bytes(), bytes(3), bytes([65, 66]), bytes("text", "utf-8"), bytes(b"..."): the new object's bytes.
std::string bytes_data(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "bytes");
    if (args.positional.empty()) return "";
    const Value& source = args.positional[0];
    if (source.type == Type::Str) {
        if (args.positional.size() < 2) raise_error("TypeError", "string argument without an encoding");
        CallArgs rest;
        rest.positional.assign(args.positional.begin() + 1, args.positional.end());
        encoding_argument(rest, 0);
        return str_of(source);
    }
    if (args.positional.size() > 1) raise_error("TypeError", "encoding without a string argument");
    if (source.type == Type::Int || source.type == Type::Bool) {
        if (source.integer < 0) raise_error("ValueError", "negative count");
        return std::string(static_cast<std::size_t>(source.integer), '\0');
    }
    if (is_bytes(source)) return data_of(source);
    std::string data;
    for (const Value& item : iterate(runtime, source)) {
        const std::int64_t byte = integer_argument(item);
        if (byte < 0 || byte > 255) raise_error("ValueError", "bytes must be in range(0, 256)");
        data += static_cast<char>(byte);
    }
    return data;
}

}  // namespace

const Value& bytes_class() {
    static const Value cls = [] {
        Value made = make_class("bytes", "builtins", {}, bytes_members());
        object_of<ClassObject>(made).on_create = [](Runtime& runtime, const Value& instance, CallArgs& args) {
            auto state = std::make_shared<BytesState>();
            state->data = bytes_data(runtime, args);
            object_of<InstanceObject>(instance).native = std::move(state);
        };
        return made;
    }();
    return cls;
}

bool is_bytes(const Value& value) { return value.type == Type::Instance && &class_of_instance(value) == &class_of(bytes_class()); }

Value bytes_value(Runtime& runtime, const std::string& data) {
    CallArgs none;
    Value made = instantiate(runtime, bytes_class(), none);
    static_cast<BytesState&>(*object_of<InstanceObject>(made).native).data = data;
    return made;
}

Value encode_str(Runtime& runtime, const std::string& text, CallArgs& args) {
    expect_arguments_between(args, "encode", 0, 2);
    encoding_argument(args, 0);
    reject_keywords(args, "encode");
    return bytes_value(runtime, text);
}

}  // namespace qkv::python
