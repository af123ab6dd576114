// builtins.cpp — print, len, round, range, abs, min, max, sum, zip, enumerate, isinstance, sorted, any, all,
// hash, repr and the types int, float, str, bool, list, tuple, dict, set.
#include "python/runtime/builtins.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/bytes_type.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <set>

#include "core/pyformat.hpp"
#include "python/compiler/tokenizer.hpp"
#include "python/runtime/attributes.hpp"
#include "python/runtime/format_spec.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/percent_format.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/stack_guard.hpp"

namespace qkv::python {
namespace {

constexpr std::int64_t kMaxMaterializedItems = 10'000'000;

std::string trim(const std::string& text) {
    const std::size_t first = text.find_first_not_of(" \t\n\r\f\v");
    if (first == std::string::npos) return "";
    const std::size_t last = text.find_last_not_of(" \t\n\r\f\v");
    return text.substr(first, last - first + 1);
}

Value builtin_print(Runtime& runtime, CallArgs& args) {
    const std::optional<Value> sep = take_keyword(args, "sep");
    const std::optional<Value> end = take_keyword(args, "end");
    take_keyword(args, "flush");
    if (const std::optional<Value> file = take_keyword(args, "file"))  // sys.stdout, or None, is where print writes anyway
        if (file->type != Type::None && !(file->type == Type::Instance && class_of_instance(*file).name == "TextIOWrapper"))
            raise_unsupported("print(file=...)");
    for (const auto& keyword : args.keywords)
        raise_error("TypeError", "'" + keyword.first + "' is an invalid keyword argument for print()");
    auto text_of = [](const std::optional<Value>& value, const char* fallback, const char* what) -> std::string {
        if (!value || value->type == Type::None) return fallback;
        if (value->type != Type::Str) raise_error("TypeError", std::string(what) + " must be None or a string, not " + type_name(*value));
        return str_of(*value);
    };
    const std::string separator = text_of(sep, " ", "sep");
    const std::string terminator = text_of(end, "\n", "end");
    std::string line;
    for (std::size_t i = 0; i < args.positional.size(); ++i) {
        if (i) line += separator;
        line += str(args.positional[i]);
    }
    runtime.charge(1 + static_cast<std::int64_t>(line.size()) / 256);
    runtime.output += line + terminator;
    if (runtime.output.size() > (16u << 20)) raise_error("MemoryError", "the program printed more than 16 MB");
    return none_value();
}

Value builtin_len(Runtime&, CallArgs& args) {
    reject_keywords(args, "len");
    if (args.positional.size() != 1)
        raise_error("TypeError", "len() takes exactly one argument (" + std::to_string(args.positional.size()) + " given)");
    const Value& value = args.positional[0];
    switch (value.type) {
        case Type::Str: return int_value(str_length(value));
        case Type::List: case Type::Tuple: return int_value(static_cast<std::int64_t>(items_of(value).size()));
        case Type::Range: return int_value(range_of(value).length());
        case Type::Dict: return int_value(static_cast<std::int64_t>(dict_of(value).size));
        case Type::Set: return int_value(static_cast<std::int64_t>(set_of(value).used));
        case Type::DictView: return int_value(static_cast<std::int64_t>(dict_of(dict_view_of(value).dict).size));
        case Type::Native:
            if (native_type_of(value).length) return int_value(native_type_of(value).length(value));
            raise_error("TypeError", "object of type '" + type_name(value) + "' has no len()");
        case Type::Instance:
            if (std::optional<Value> length = call_special(value, "__len__", {})) {
                if (length->type != Type::Int && length->type != Type::Bool)
                    raise_error("TypeError", "'" + type_name(*length) + "' object cannot be interpreted as an integer");
                if (length->integer < 0) raise_error("ValueError", "__len__() should return >= 0");
                return int_value(length->integer);
            }
            raise_error("TypeError", "object of type '" + type_name(value) + "' has no len()");
        default: raise_error("TypeError", "object of type '" + type_name(value) + "' has no len()");
    }
}

Value builtin_abs(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "abs");
    if (args.positional.size() != 1)
        raise_error("TypeError", "abs() takes exactly one argument (" + std::to_string(args.positional.size()) + " given)");
    const Value& value = args.positional[0];
    if (value.type == Type::Int || value.type == Type::Bool) {
        if (value.integer == std::numeric_limits<std::int64_t>::min()) return int_value(-BigInteger(value.integer));
        return int_value(value.integer < 0 ? -value.integer : value.integer);
    }
    if (value.type == Type::Float) return float_value(std::fabs(value.real));
    if (value.type == Type::BigInt) return big_of(value).negative() ? int_value(-big_of(value)) : value;
    if (value.type == Type::Native && native_type_of(value).unary) return native_type_of(value).unary(runtime, "abs", value);
    if (value.type == Type::Instance)
        if (std::optional<Value> result = call_special(value, "__abs__", {})) return *result;
    (void)runtime;
    raise_error("TypeError", "bad operand type for abs(): '" + type_name(value) + "'");
}

// divmod(a, b): (a // b, a % b) for ints, bools and floats, with divmod's own messages.
Value builtin_divmod(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "divmod");
    if (args.positional.size() != 2)
        raise_error("TypeError", "divmod expected 2 arguments, got " + std::to_string(args.positional.size()));
    const Value& a = args.positional[0];
    const Value& b = args.positional[1];
    const auto is_integer = [](const Value& value) { return value.type == Type::Int || value.type == Type::Bool; };
    const auto is_number = [&](const Value& value) { return is_integer(value) || value.type == Type::Float; };
    for (const Value& operand : {a, b})  // a tensor's divmod is its own operator's (refused as not supported)
        if (operand.type == Type::Native && native_type_of(operand).binary) return native_type_of(operand).binary(runtime, "divmod", a, b);
    if ((a.type == Type::BigInt && (is_integer(b) || b.type == Type::BigInt)) || (b.type == Type::BigInt && is_integer(a))) {
        BigInteger quotient, remainder;
        BigInteger::floor_divmod(as_big(a), as_big(b), quotient, remainder);
        return tuple_value({int_value(quotient), int_value(remainder)});
    }
    if (!is_number(a) || !is_number(b))
        raise_error("TypeError", "unsupported operand type(s) for divmod(): '" + type_name(a) + "' and '" + type_name(b) + "'");
    if (is_integer(a) && is_integer(b))
        return tuple_value({int_value(floor_divide(a.integer, b.integer)), int_value(floor_modulo(a.integer, b.integer))});
    const auto as_double = [&](const Value& value) { return is_integer(value) ? double(value.integer) : value.real; };
    const double divisor = as_double(b);
    if (divisor == 0.0) raise_error("ZeroDivisionError", "float divmod()");
    const FloatDivmod result = float_divmod(as_double(a), divisor);
    return tuple_value({float_value(result.quotient), float_value(result.remainder)});
}

Value builtin_round(Runtime&, CallArgs& args) {
    const std::optional<Value> ndigits_keyword = take_keyword(args, "ndigits");
    reject_keywords(args, "round");
    if (args.positional.empty() || args.positional.size() + (ndigits_keyword ? 1 : 0) > 2) {
        if (args.positional.empty()) raise_error("TypeError", "round() missing required argument 'number' (pos 1)");
        raise_error("TypeError", "round() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
    }
    const Value& number = args.positional[0];
    const std::optional<Value> ndigits = args.positional.size() > 1 ? std::optional<Value>(args.positional[1]) : ndigits_keyword;
    const bool has_digits = ndigits && ndigits->type != Type::None;
    const std::int64_t digits = has_digits ? integer_argument(*ndigits) : 0;
    if (number.type == Type::Int || number.type == Type::Bool) {
        if (!has_digits || digits >= 0) return int_value(number.integer);
        if (digits < -18) return int_value(0);
        std::int64_t scale = 1;
        for (std::int64_t i = 0; i < -digits; ++i) scale *= 10;
        // Round half to even on the integer.
        const std::int64_t quotient = floor_divide(number.integer, scale);
        const std::int64_t remainder = number.integer - quotient * scale;
        std::int64_t rounded = quotient;
        if (remainder * 2 > scale || (remainder * 2 == scale && (quotient & 1))) ++rounded;
        return int_value(rounded * scale);
    }
    if (number.type == Type::Float) {
        if (!has_digits) {
            if (std::isnan(number.real)) raise_error("ValueError", "cannot convert float NaN to integer");
            if (std::isinf(number.real)) raise_error("OverflowError", "cannot convert float infinity to integer");
            const double rounded = std::nearbyint(number.real);  // ties to even in the default rounding mode
            if (std::fabs(rounded) >= 9.2233720368547758e18) return int_value(BigInteger::from_double(rounded));
            return int_value(static_cast<std::int64_t>(rounded));
        }
        const int clamped = static_cast<int>(std::max<std::int64_t>(-400, std::min<std::int64_t>(400, digits)));
        return float_value(qkv::py_round(number.real, clamped));
    }
    if (number.type == Type::BigInt && (!has_digits || digits >= 0)) return number;
    if (number.type == Type::Native && native_type_of(number).construct_name)  // named by its class: "type Tensor"
        raise_error("TypeError", "type " + std::string(native_type_of(number).construct_name) + " doesn't define __round__ method");
    raise_error("TypeError", "type " + type_name(number) + " doesn't define __round__ method");
}

Value builtin_range(Runtime&, CallArgs& args) {
    reject_keywords(args, "range");
    const std::size_t count = args.positional.size();
    if (count == 0) raise_error("TypeError", "range expected at least 1 argument, got 0");
    if (count > 3) raise_error("TypeError", "range expected at most 3 arguments, got " + std::to_string(count));
    std::int64_t start = 0, stop, step = 1;
    if (count == 1) {
        stop = integer_argument(args.positional[0]);
    } else {
        start = integer_argument(args.positional[0]);
        stop = integer_argument(args.positional[1]);
        if (count == 3) step = integer_argument(args.positional[2]);
    }
    if (step == 0) raise_error("ValueError", "range() arg 3 must not be zero");
    return range_value(start, stop, step);
}

// min() and max(): the first item that no later one beats with `op` (on key(item) when a key is given).
Value extreme(Runtime& runtime, CallArgs& args, const char* name, const char* op) {
    const std::optional<Value> default_value = take_keyword(args, "default");
    std::optional<Value> key = take_keyword(args, "key");
    for (const auto& keyword : args.keywords)
        raise_error("TypeError", "'" + keyword.first + "' is an invalid keyword argument for " + name + "()");
    if (args.positional.empty()) raise_error("TypeError", std::string(name) + " expected at least 1 argument, got 0");
    if (args.positional.size() > 1 && default_value)
        raise_error("TypeError", std::string("Cannot specify a default for ") + name + "() with multiple positional arguments");
    if (key && key->type == Type::None) key.reset();
    std::vector<Value> items = args.positional.size() == 1 ? iterate(runtime, args.positional[0]) : args.positional;
    if (items.empty()) {
        if (default_value) return *default_value;
        raise_error("ValueError", std::string(name) + "() arg is an empty sequence");
    }
    auto key_of = [&](const Value& item) {
        if (!key) return item;
        CallArgs key_args;
        key_args.positional.push_back(item);
        return runtime.call(*key, key_args);
    };
    Value best = items[0];
    Value best_key = key_of(best);
    for (std::size_t i = 1; i < items.size(); ++i) {
        Value item_key = key_of(items[i]);
        if (compare(op, item_key, best_key)) {
            best = items[i];
            best_key = std::move(item_key);
        }
    }
    return best;
}

Value builtin_sum(Runtime& runtime, CallArgs& args) {
    const std::optional<Value> start_keyword = take_keyword(args, "start");
    reject_keywords(args, "sum");
    if (args.positional.empty() || args.positional.size() > 2)
        raise_error("TypeError", "sum() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
    Value total = args.positional.size() > 1 ? args.positional[1] : (start_keyword ? *start_keyword : int_value(0));
    if (total.type == Type::Str) raise_error("TypeError", "sum() can't sum strings [use ''.join(seq) instead]");
    for (const Value& item : iterate(runtime, args.positional[0])) {
        runtime.charge(1);
        total = binary_operation(runtime, "+", total, item);
    }
    return total;
}

// zip over a generator or iterator pulls from each in turn, stopping at the first one exhausted, as CPython does.
Value lazy_zip(Runtime& runtime, const std::vector<Value>& iterables) {
    std::vector<Value> iterators;
    for (const Value& iterable : iterables) iterators.push_back(iterator_of(runtime, iterable));
    return lazy_iterator(runtime, "zip", [&runtime, iterators]() -> std::optional<Value> {
        std::vector<Value> row;
        for (const Value& iterator : iterators) {
            std::optional<Value> item = next_item(runtime, iterator);
            if (!item) return std::nullopt;
            row.push_back(*item);
        }
        return tuple_value(std::move(row));
    });
}

Value builtin_zip(Runtime& runtime, CallArgs& args) {
    if (take_keyword(args, "strict")) raise_unsupported("zip(strict=...)");
    reject_keywords(args, "zip");
    if (std::any_of(args.positional.begin(), args.positional.end(), [](const Value& v) { return v.type == Type::Instance; }))
        return lazy_zip(runtime, args.positional);
    std::vector<std::vector<Value>> columns;
    for (const Value& iterable : args.positional) columns.push_back(iterate(runtime, iterable));
    std::vector<Value> rows;
    if (columns.empty()) return list_value(rows);
    std::size_t length = columns[0].size();
    for (const auto& column : columns) length = std::min(length, column.size());
    for (std::size_t i = 0; i < length; ++i) {
        std::vector<Value> row;
        for (const auto& column : columns) row.push_back(column[i]);
        rows.push_back(tuple_value(row));
    }
    return list_value(rows);
}

Value builtin_enumerate(Runtime& runtime, CallArgs& args) {
    const std::optional<Value> start_keyword = take_keyword(args, "start");
    reject_keywords(args, "enumerate");
    if (args.positional.empty()) raise_error("TypeError", "enumerate() missing required argument 'iterable' (pos 1)");
    if (args.positional.size() > 2)
        raise_error("TypeError", "enumerate() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
    std::int64_t index = args.positional.size() > 1 ? integer_argument(args.positional[1]) : start_keyword ? integer_argument(*start_keyword) : 0;
    if (args.positional[0].type == Type::Instance) {  // a generator or iterator: pulled as the loop goes
        const Value iterator = iterator_of(runtime, args.positional[0]);
        return lazy_iterator(runtime, "enumerate", [&runtime, iterator, index]() mutable -> std::optional<Value> {
            std::optional<Value> item = next_item(runtime, iterator);
            if (!item) return std::nullopt;
            return tuple_value({int_value(index++), *item});
        });
    }
    std::vector<Value> pairs;
    for (const Value& item : iterate(runtime, args.positional[0])) pairs.push_back(tuple_value({int_value(index++), item}));
    return list_value(pairs);
}

bool instance_of(const Value& value, const Value& type) {
    if (type.type == Type::Tuple) {
        for (const Value& option : items_of(type))
            if (instance_of(value, option)) return true;
        return false;
    }
    if (type.type == Type::Class) {
        if (type.object == object_class().object) return true;
        if (value.type == Type::Instance) return is_subclass(class_of_instance(value), class_of(type));
        return false;
    }
    if (type.type != Type::TypeObject)
        raise_error("TypeError", "isinstance() arg 2 must be a type, a tuple of types, or a union");
    const Type wanted = object_of<TypeObject>(type).instances;
    if (object_of<TypeObject>(type).accepts) return object_of<TypeObject>(type).accepts(value);
    if (wanted == Type::Set && value.type == Type::Set) return (object_of<TypeObject>(type).name == "frozenset") == set_of(value).frozen;
    if (wanted == Type::Native)  // an extension's class: its own objects only (torch.finfo is not torch.dtype)
        return value.type == Type::Native && native_type_of(value).name == object_of<TypeObject>(type).name;
    if (wanted == value.type) return true;
    if (wanted == Type::Int && (value.type == Type::Bool || value.type == Type::BigInt)) return true;  // bool is a subclass of int
    return false;
}

Value builtin_isinstance(Runtime&, CallArgs& args) {
    reject_keywords(args, "isinstance");
    if (args.positional.size() != 2)
        raise_error("TypeError", "isinstance expected 2 arguments, got " + std::to_string(args.positional.size()));
    return bool_value(instance_of(args.positional[0], args.positional[1]));
}

Value builtin_sorted(Runtime& runtime, CallArgs& args) {
    if (args.positional.size() != 1)
        raise_error("TypeError", "sorted expected 1 argument, got " + std::to_string(args.positional.size()));
    std::vector<Value> items = iterate(runtime, args.positional[0]);
    sort_values(runtime, items, args, "sort");
    return list_value(items);
}

Value builtin_any_all(Runtime& runtime, CallArgs& args, bool want_all) {
    const char* name = want_all ? "all" : "any";
    reject_keywords(args, name);
    if (args.positional.size() != 1)
        raise_error("TypeError", std::string(name) + "() takes exactly one argument (" + std::to_string(args.positional.size()) + " given)");
    if (args.positional[0].type == Type::Instance) {  // a generator: pulled only until the answer is known
        const Value iterator = iterator_of(runtime, args.positional[0]);
        while (std::optional<Value> item = next_item(runtime, iterator))
            if (truthy(*item) != want_all) return bool_value(!want_all);
        return bool_value(want_all);
    }
    for (const Value& item : iterate(runtime, args.positional[0]))
        if (truthy(item) != want_all) return bool_value(!want_all);
    return bool_value(want_all);
}

// int(text, base): the 0x / 0o / 0b prefix its base allows is taken off `digits` (after any sign); base 0 takes
// the base from the prefix, and is 10 without one (where leading zeros are not allowed: "" is returned invalid).
int strip_base_prefix(std::string& digits, int base) {
    const std::size_t start = !digits.empty() && (digits[0] == '+' || digits[0] == '-') ? 1 : 0;
    auto has_prefix = [&](char letter) {
        return digits.size() > start + 2 && digits[start] == '0' && std::tolower(static_cast<unsigned char>(digits[start + 1])) == letter;
    };
    if (base == 0) {
        base = has_prefix('x') ? 16 : has_prefix('o') ? 8 : has_prefix('b') ? 2 : 10;
        const bool leading_zero = base == 10 && digits.size() > start + 1 && digits[start] == '0';
        if (leading_zero && digits.find_first_not_of('0', start) != std::string::npos) digits.clear();
    }
    if ((base == 16 && has_prefix('x')) || (base == 8 && has_prefix('o')) || (base == 2 && has_prefix('b'))) digits.erase(start, 2);
    return base;
}

Value construct_int(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "int");
    if (args.positional.size() > 2)
        raise_error("TypeError", "int() takes at most 2 arguments (" + std::to_string(args.positional.size()) + " given)");
    if (args.positional.empty()) return int_value(0);
    const Value& value = args.positional[0];
    if (args.positional.size() == 2 && value.type != Type::Str)
        raise_error("TypeError", "int() can't convert non-string with explicit base");
    switch (value.type) {
        case Type::Bool: case Type::Int: return int_value(value.integer);
        case Type::BigInt: return value;
        case Type::Float: {
            if (std::isnan(value.real)) raise_error("ValueError", "cannot convert float NaN to integer");
            if (std::isinf(value.real)) raise_error("OverflowError", "cannot convert float infinity to integer");
            if (std::fabs(value.real) >= 9.2233720368547758e18) return int_value(BigInteger::from_double(value.real));
            return int_value(static_cast<std::int64_t>(value.real));
        }
        case Type::Str: {
            const int given_base = args.positional.size() == 2 ? static_cast<int>(integer_argument(args.positional[1])) : 10;
            if (given_base != 0 && (given_base < 2 || given_base > 36)) raise_error("ValueError", "int() base must be >= 2 and <= 36, or 0");
            std::string digits;
            for (char c : trim(str_of(value)))
                if (c != '_') digits += c;
            const int base = strip_base_prefix(digits, given_base);
            errno = 0;
            char* end = nullptr;
            const long long parsed = digits.empty() ? 0 : std::strtoll(digits.c_str(), &end, base);
            const bool bad_text = digits.empty() || *end != '\0' || digits.find_first_of(" \t") != std::string::npos ||
                                  str_of(value).find("__") != std::string::npos;
            if (bad_text) {
                raise_error("ValueError", "invalid literal for int() with base " + std::to_string(given_base) + ": " + repr(value));
            }
            if (errno == ERANGE) return int_value(*BigInteger::parse(digits, base));
            return int_value(parsed);
        }
        case Type::Native:
            if (native_type_of(value).to_int) {
                const Value number = native_type_of(value).to_int(value);
                if (number.type != Type::Float) return number;
                CallArgs inner;
                inner.positional.push_back(number);
                return construct_int(runtime, inner);
            }
            raise_error("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" + type_name(value) + "'");
        case Type::Instance:
            if (std::optional<Value> converted = call_special(value, "__int__", {})) {
                if (converted->type != Type::Int && converted->type != Type::BigInt && converted->type != Type::Bool)
                    raise_error("TypeError", "__int__ returned non-int (type " + type_name(*converted) + ")");
                return *converted;
            }
            [[fallthrough]];
        default:
            raise_error("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" + type_name(value) + "'");
    }
}

Value construct_float(Runtime&, CallArgs& args) {
    reject_keywords(args, "float");
    if (args.positional.size() > 1)
        raise_error("TypeError", "float expected at most 1 argument, got " + std::to_string(args.positional.size()));
    if (args.positional.empty()) return float_value(0.0);
    const Value& value = args.positional[0];
    switch (value.type) {
        case Type::Bool: case Type::Int: return float_value(static_cast<double>(value.integer));
        case Type::BigInt: return float_value(big_of(value).to_double());
        case Type::Float: return value;
        case Type::Str: {
            std::string text = trim(str_of(value));
            std::string lower;
            for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            std::string unsigned_part = lower;
            double sign = 1.0;
            if (!unsigned_part.empty() && (unsigned_part[0] == '+' || unsigned_part[0] == '-')) {
                if (unsigned_part[0] == '-') sign = -1.0;
                unsigned_part.erase(0, 1);
            }
            if (unsigned_part == "inf" || unsigned_part == "infinity") return float_value(sign * std::numeric_limits<double>::infinity());
            if (unsigned_part == "nan") return float_value(std::copysign(std::numeric_limits<double>::quiet_NaN(), sign));
            const bool plain = !unsigned_part.empty() && unsigned_part.find_first_not_of("0123456789._e+-") == std::string::npos &&
                               unsigned_part.find("__") == std::string::npos && unsigned_part.front() != '_' && unsigned_part.back() != '_';
            std::string digits;
            for (char c : text)
                if (c != '_') digits += c;
            char* end = nullptr;
            const double parsed = plain ? std::strtod(digits.c_str(), &end) : 0.0;
            if (!plain || *end != '\0') raise_error("ValueError", "could not convert string to float: " + repr(value));
            return float_value(parsed);
        }
        case Type::Native:
            if (native_type_of(value).to_float) return float_value(native_type_of(value).to_float(value));
            raise_error("TypeError", "float() argument must be a string or a real number, not '" + type_name(value) + "'");
        case Type::Instance:
            if (std::optional<Value> converted = call_special(value, "__float__", {})) {
                if (converted->type != Type::Float)
                    raise_error("TypeError", class_of_instance(value).name + ".__float__ returned non-float (type " + type_name(*converted) + ")");
                return *converted;
            }
            [[fallthrough]];
        default:
            raise_error("TypeError", "float() argument must be a string or a real number, not '" + type_name(value) + "'");
    }
}

// str(object) and str(bytes, encoding[, errors]), which is bytes.decode(encoding[, errors]).
Value construct_str(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "str");
    if (args.positional.size() <= 1) return str_value(args.positional.empty() ? "" : str(args.positional[0]));
    if (args.positional.size() > 3) raise_error("TypeError", "str() takes at most 3 arguments (" + std::to_string(args.positional.size()) + " given)");
    const Value source = args.positional[0];
    if (source.type == Type::Str) raise_error("TypeError", "decoding str is not supported");
    if (!is_bytes(source)) raise_error("TypeError", "decoding to str: need a bytes-like object, " + type_name(source) + " found");
    CallArgs decode_args;
    decode_args.positional = args.positional;  // the bytes first, as the unbound bytes.decode takes them
    return runtime.call(*find_member(class_of_instance(source), "decode"), decode_args);
}

Value construct_bool(Runtime&, CallArgs& args) {
    reject_keywords(args, "bool");
    if (args.positional.size() > 1)
        raise_error("TypeError", "bool expected at most 1 argument, got " + std::to_string(args.positional.size()));
    return bool_value(!args.positional.empty() && truthy(args.positional[0]));
}

Value construct_sequence(Runtime& runtime, CallArgs& args, bool make_list) {
    const char* name = make_list ? "list" : "tuple";
    reject_keywords(args, name);
    if (args.positional.size() > 1)
        raise_error("TypeError", std::string(name) + " expected at most 1 argument, got " + std::to_string(args.positional.size()));
    std::vector<Value> items = args.positional.empty() ? std::vector<Value>{} : iterate(runtime, args.positional[0]);
    return make_list ? list_value(std::move(items)) : tuple_value(std::move(items));
}

// iter(iterable): an iterator over the items, a built-in class's instance with __iter__ and __next__.
struct IteratorState : Object {
    std::vector<Value> items;
    std::size_t position = 0;
    std::function<std::optional<Value>()> pull;  // a lazy iterator's next item (a generator's), instead of items
    std::function<std::optional<Value>(const Value& sent)> send;  // a generator's send()
};

const Value& iterator_class(const std::string& name) {
    static std::map<std::string, Value> classes;
    auto found = classes.find(name);
    if (found != classes.end()) return found->second;
    Scope members;
    members.set("__iter__", builtin_value("__iter__", [](Runtime&, CallArgs& args) { return args.positional[0]; }));
    members.set("__next__", builtin_value("__next__", [](Runtime&, CallArgs& args) {
        IteratorState& state = static_cast<IteratorState&>(*object_of<InstanceObject>(args.positional[0]).native);
        if (state.pull) {
            if (std::optional<Value> item = state.pull()) return *item;
            raise_error("StopIteration", "");
        }
        if (state.position >= state.items.size()) raise_error("StopIteration", "");
        return state.items[state.position++];
    }));
    if (name == "generator") {
        members.set("send", builtin_value("send", [](Runtime&, CallArgs& args) {
            if (args.positional.size() != 2 || !args.keywords.empty())
                raise_error("TypeError", "generator.send() takes exactly one argument (" + std::to_string(args.positional.size() - 1 + args.keywords.size()) + " given)");
            IteratorState& state = static_cast<IteratorState&>(*object_of<InstanceObject>(args.positional[0]).native);
            if (!state.send) raise_unsupported("generator.send");
            if (std::optional<Value> item = state.send(args.positional[1])) return *item;
            raise_error("StopIteration", "");
        }));
        for (const char* method : {"throw", "close"})  // beyond what the playground's generators do
            members.set(method, builtin_value(method, [method](Runtime&, CallArgs&) -> Value { raise_unsupported(std::string("generator.") + method); }));
    }
    return classes[name] = make_class(name, "builtins", {}, std::move(members));
}

Value make_iterator(Runtime& runtime, const std::string& kind, std::shared_ptr<IteratorState> state) {
    CallArgs none;
    Value iterator = instantiate(runtime, iterator_class(kind), none);
    object_of<InstanceObject>(iterator).native = std::move(state);
    return iterator;
}

Value builtin_iter(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "iter");
    expect_argument_count(args, "iter", 1, 1);
    const Value& iterable = args.positional[0];
    if (iterable.type == Type::Instance) {
        if (std::optional<Value> iterator = call_special(iterable, "__iter__", {})) {
            if (iterator->type != Type::Instance)  // a __iter__ that forgot to return (None), or returned a list
                raise_error("TypeError", "iter() returned non-iterator of type '" + type_name(*iterator) + "'");
            return *iterator;
        }
    }
    const std::string kind = iterable.type == Type::Dict ? "dict_keyiterator" : iterable.type == Type::Str ? "str_ascii_iterator"
                                                                                                           : type_name(iterable) + "_iterator";
    return iterator_over(runtime, kind, iterate(runtime, iterable));
}

}  // namespace

// map(), filter() and reversed() give one.
Value iterator_over(Runtime& runtime, const std::string& kind, std::vector<Value> items) {
    auto state = std::make_shared<IteratorState>();
    state->items = std::move(items);
    return make_iterator(runtime, kind, std::move(state));
}

Value lazy_iterator(Runtime& runtime, const std::string& kind, std::function<std::optional<Value>()> pull,
                    std::function<std::optional<Value>(const Value& sent)> send) {
    auto state = std::make_shared<IteratorState>();
    state->pull = std::move(pull);
    state->send = std::move(send);
    return make_iterator(runtime, kind, std::move(state));
}

Value iterator_of(Runtime& runtime, const Value& iterable) {
    CallArgs args;
    args.positional.push_back(iterable);
    return builtin_iter(runtime, args);
}

std::optional<Value> next_item(Runtime& runtime, const Value& iterator) {
    runtime.charge(1);
    std::optional<Value> item;
    try {
        item = call_special(iterator, "__next__", {});
    } catch (const PythonError& error) {
        if (error.type() != "StopIteration") throw;
        return std::nullopt;
    }
    if (!item) raise_error("TypeError", "'" + type_name(iterator) + "' object is not an iterator");
    return item;
}

namespace {

// map and filter over an iterator (a generator, itertools.count()): each item is computed when it is asked for.
Value lazy_map_filter(Runtime& runtime, const Value& function, const std::vector<Value>& iterables, bool is_map) {
    const Value rows = lazy_zip(runtime, iterables);
    return lazy_iterator(runtime, is_map ? "map" : "filter", [&runtime, function, rows, is_map]() -> std::optional<Value> {
        while (std::optional<Value> row = next_item(runtime, rows)) {
            CallArgs call_args;
            call_args.positional = items_of(*row);
            if (is_map) return runtime.call(function, call_args);
            const Value item = call_args.positional[0];
            if (function.type == Type::None ? truthy(item) : truthy(runtime.call(function, call_args))) return item;
        }
        return std::nullopt;
    });
}

Value builtin_map_filter(Runtime& runtime, CallArgs& args, bool is_map) {
    const char* name = is_map ? "map" : "filter";
    reject_keywords(args, name);
    if (is_map && args.positional.size() < 2) raise_error("TypeError", "map() must have at least two arguments.");
    if (!is_map && args.positional.size() != 2)
        raise_error("TypeError", "filter expected 2 arguments, got " + std::to_string(args.positional.size()));
    const std::vector<Value> iterables(args.positional.begin() + 1, args.positional.end());
    if (std::any_of(iterables.begin(), iterables.end(), [](const Value& v) { return v.type == Type::Instance; }))
        return lazy_map_filter(runtime, args.positional[0], iterables, is_map);
    std::vector<std::vector<Value>> columns;
    for (std::size_t i = 1; i < args.positional.size(); ++i) columns.push_back(iterate(runtime, args.positional[i]));
    std::size_t length = columns[0].size();
    for (const auto& column : columns) length = std::min(length, column.size());
    std::vector<Value> out;
    for (std::size_t i = 0; i < length; ++i) {
        CallArgs call_args;
        for (const auto& column : columns) call_args.positional.push_back(column[i]);
        if (!is_map && args.positional[0].type == Type::None) {
            if (truthy(columns[0][i])) out.push_back(columns[0][i]);
            continue;
        }
        const Value result = runtime.call(args.positional[0], call_args);
        if (is_map) out.push_back(result);
        else if (truthy(result)) out.push_back(columns[0][i]);
    }
    return iterator_over(runtime, name, std::move(out));
}

Value builtin_reversed(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "reversed");
    expect_argument_count(args, "reversed", 1, 1);
    const Value& sequence = args.positional[0];
    if (sequence.type == Type::Set || sequence.type == Type::Instance)
        raise_error("TypeError", "'" + type_name(sequence) + "' object is not reversible");
    std::vector<Value> items = iterate(runtime, sequence);
    std::reverse(items.begin(), items.end());
    const std::string kind = sequence.type == Type::List ? "list_reverseiterator" : sequence.type == Type::Range ? "range_iterator"
                             : sequence.type == Type::Dict ? "dict_reversekeyiterator" : "reversed";
    return iterator_over(runtime, kind, std::move(items));
}

// pow(base, exp) is base ** exp; pow(base, exp, mod) is computed modulo mod, for ints.
Value builtin_pow(Runtime& runtime, CallArgs& args) {
    std::optional<Value> modulus = take_keyword(args, "mod");
    std::optional<Value> base = take_keyword(args, "base"), exponent = take_keyword(args, "exp");
    reject_keywords(args, "pow");
    if (!base && !args.positional.empty()) base = args.positional[0];
    if (!exponent && args.positional.size() > 1) exponent = args.positional[1];
    if (!modulus && args.positional.size() > 2) modulus = args.positional[2];
    if (args.positional.size() > 3) raise_error("TypeError", "pow() takes at most 3 arguments (" + std::to_string(args.positional.size()) + " given)");
    if (!base) raise_error("TypeError", "pow() missing required argument 'base' (pos 1)");
    if (!exponent) raise_error("TypeError", "pow() missing required argument 'exp' (pos 2)");
    if (!modulus || modulus->type == Type::None) return binary_operation(runtime, "**", *base, *exponent);
    const auto integral = [](const Value& v) { return v.type == Type::Int || v.type == Type::Bool || v.type == Type::BigInt; };
    if (!integral(*base) || !integral(*exponent) || !integral(*modulus))
        raise_error("TypeError", "pow() 3rd argument not allowed unless all arguments are integers");
    const BigInteger m = as_big(*modulus);
    if (m.is_zero()) raise_error("ValueError", "pow() 3rd argument cannot be 0");
    if (as_big(*exponent).negative()) raise_unsupported("pow() with a negative exponent and a modulus");
    BigInteger result(1), square, quotient, remainder;
    BigInteger::floor_divmod(as_big(*base), m, quotient, square);
    for (BigInteger rest = as_big(*exponent); !rest.is_zero(); rest = rest.shifted_right(1)) {
        if (rest.is_odd()) BigInteger::floor_divmod(result * square, m, quotient, result);
        BigInteger::floor_divmod(square * square, m, quotient, square);
    }
    BigInteger::floor_divmod(result, m, quotient, remainder);
    return int_value(remainder);
}

// ord('a') and chr(97), over UTF-8 text.
Value builtin_ord(Runtime&, CallArgs& args) {
    reject_keywords(args, "ord");
    expect_argument_count(args, "ord", 1, 1);
    const Value& value = args.positional[0];
    if (value.type != Type::Str) raise_error("TypeError", "ord() expected string of length 1, but " + type_name(value) + " found");
    const std::string& text = str_of(value);
    std::size_t characters = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++characters;
    if (characters != 1)
        raise_error("TypeError", "ord() expected a character, but string of length " + std::to_string(characters) + " found");
    const unsigned char lead = static_cast<unsigned char>(text[0]);
    std::uint32_t code = text.size() == 1 ? lead : lead & (text.size() == 2 ? 0x1F : text.size() == 3 ? 0x0F : 0x07);
    for (std::size_t i = 1; i < text.size(); ++i) code = (code << 6) | (static_cast<unsigned char>(text[i]) & 0x3F);
    return int_value(code);
}

Value builtin_chr(Runtime&, CallArgs& args) {
    reject_keywords(args, "chr");
    expect_argument_count(args, "chr", 1, 1);
    const std::int64_t code = integer_argument(args.positional[0]);
    if (code < 0 || code > 0x10FFFF) raise_error("ValueError", "chr() arg not in range(0x110000)");
    std::string text;
    append_utf8(text, static_cast<std::uint32_t>(code));
    return str_value(text);
}

Value builtin_next(Runtime&, CallArgs& args) {
    reject_keywords(args, "next");
    expect_arguments_between(args, "next", 1, 2);
    const Value& iterator = args.positional[0];
    if (iterator.type != Type::Instance || !find_member(class_of_instance(iterator), "__next__"))
        raise_error("TypeError", "'" + type_name(iterator) + "' object is not an iterator");
    try {
        return *call_special(iterator, "__next__", {});
    } catch (const PythonError& error) {
        if (error.type() != "StopIteration" || args.positional.size() < 2) throw;
        return args.positional[1];
    }
}

}  // namespace

namespace {

// CPython's sort of fewer than 64 items, comparison for comparison: the leading run (reversed if strictly
// descending), then binary insertion of the rest. The order of the comparisons decides which TypeError a
// list of mixed types raises.
void small_sort(std::vector<Value>& keys, std::vector<Value>& items) {
    auto less = [&](std::size_t a, std::size_t b) { return compare("<", keys[a], keys[b]); };
    const std::size_t count = keys.size();
    if (count < 2) return;
    std::size_t run = 2;
    if (less(1, 0)) {
        while (run < count && less(run, run - 1)) ++run;
        std::reverse(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(run));
        std::reverse(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(run));
    } else {
        while (run < count && !less(run, run - 1)) ++run;
    }
    for (std::size_t start = run; start < count; ++start) {
        std::size_t low = 0, high = start;
        while (low < high) {
            const std::size_t middle = low + ((high - low) >> 1);
            if (compare("<", keys[start], keys[middle])) high = middle;
            else low = middle + 1;
        }
        std::rotate(keys.begin() + static_cast<std::ptrdiff_t>(low), keys.begin() + static_cast<std::ptrdiff_t>(start),
                    keys.begin() + static_cast<std::ptrdiff_t>(start + 1));
        std::rotate(items.begin() + static_cast<std::ptrdiff_t>(low), items.begin() + static_cast<std::ptrdiff_t>(start),
                    items.begin() + static_cast<std::ptrdiff_t>(start + 1));
    }
}

}  // namespace

void sort_values(Runtime& runtime, std::vector<Value>& items, CallArgs& args, const std::string& function) {
    std::optional<Value> key = take_keyword(args, "key");
    const std::optional<Value> reverse_value = take_keyword(args, "reverse");
    for (const auto& keyword : args.keywords)
        raise_error("TypeError", "'" + keyword.first + "' is an invalid keyword argument for " + function + "()");
    if (key && key->type == Type::None) key.reset();
    const bool reverse = reverse_value && truthy(*reverse_value);
    runtime.charge(static_cast<std::int64_t>(items.size()));
    // As CPython: keys first, in order; a reverse sort reverses, sorts stably, and reverses back.
    std::vector<Value> keys;
    keys.reserve(items.size());
    for (const Value& item : items) {
        if (!key) {
            keys.push_back(item);
            continue;
        }
        CallArgs key_args;
        key_args.positional.push_back(item);
        keys.push_back(runtime.call(*key, key_args));
    }
    if (reverse) {
        std::reverse(keys.begin(), keys.end());
        std::reverse(items.begin(), items.end());
    }
    if (items.size() < 64) {
        small_sort(keys, items);
    } else {
        std::vector<std::size_t> order(items.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return compare("<", keys[a], keys[b]); });
        std::vector<Value> sorted;
        sorted.reserve(items.size());
        for (std::size_t index : order) sorted.push_back(items[index]);
        items = std::move(sorted);
    }
    if (reverse) std::reverse(items.begin(), items.end());
}

std::int64_t integer_argument(const Value& value) {
    if (value.type == Type::Int || value.type == Type::Bool) return value.integer;
    if (value.type == Type::Native && native_type_of(value).index) return native_type_of(value).index(value);  // __index__
    if (value.type == Type::BigInt) raise_error("OverflowError", "Python int too large to convert to C ssize_t");
    raise_error("TypeError", "'" + type_name(value) + "' object cannot be interpreted as an integer");
}

void expect_arguments_between(const CallArgs& args, const std::string& function, std::size_t minimum, std::size_t maximum) {
    const std::size_t given = args.positional.size();
    if (given < minimum)
        raise_error("TypeError", function + " expected at least " + std::to_string(minimum) + " argument" + (minimum == 1 ? "" : "s") +
                                     ", got " + std::to_string(given));
    if (given > maximum)
        raise_error("TypeError", function + " expected at most " + std::to_string(maximum) + " argument" + (maximum == 1 ? "" : "s") +
                                     ", got " + std::to_string(given));
}

void expect_argument_count(const CallArgs& args, const std::string& function, std::size_t minimum, std::size_t maximum) {
    const std::size_t given = args.positional.size();
    if (given >= minimum && given <= maximum) return;
    if (minimum == maximum) {
        if (minimum == 0) raise_error("TypeError", function + "() takes no arguments (" + std::to_string(given) + " given)");
        if (minimum == 1) raise_error("TypeError", function + "() takes exactly one argument (" + std::to_string(given) + " given)");
        raise_error("TypeError", function + "() takes exactly " + std::to_string(minimum) + " arguments (" + std::to_string(given) + " given)");
    }
    if (given < minimum)
        raise_error("TypeError", function + "() takes at least " + std::to_string(minimum) + " arguments (" + std::to_string(given) + " given)");
    raise_error("TypeError", function + "() takes at most " + std::to_string(maximum) + " arguments (" + std::to_string(given) + " given)");
}

std::optional<Value> take_keyword(CallArgs& args, const std::string& name) {
    for (auto it = args.keywords.begin(); it != args.keywords.end(); ++it) {
        if (it->first == name) {
            Value value = it->second;
            args.keywords.erase(it);
            return value;
        }
    }
    return std::nullopt;
}

void reject_keywords(const CallArgs& args, const std::string& function) {
    if (!args.keywords.empty())
        raise_error("TypeError", function + "() takes no keyword arguments");
}

std::vector<Value> iterate(Runtime& runtime, const Value& iterable) {
    switch (iterable.type) {
        case Type::List: case Type::Tuple: return items_of(iterable);
        case Type::Dict: return dict_of(iterable).keys();
        case Type::Set: return set_of(iterable).items();
        case Type::DictView: return dict_view_items(iterable);
        case Type::Str: {
            std::vector<Value> characters;
            const std::string& text = str_of(iterable);
            for (std::size_t i = 0; i < text.size();) {
                std::size_t length = 1;
                while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) ++length;
                characters.push_back(str_value(text.substr(i, length)));
                i += length;
            }
            return characters;
        }
        case Type::Range: {
            const RangeObject& range = range_of(iterable);
            if (range.length() > kMaxMaterializedItems) raise_error("MemoryError", "this range is too long to turn into a list in the playground");
            runtime.charge(range.length() / 16);
            std::vector<Value> numbers;
            for (std::int64_t i = 0; i < range.length(); ++i) numbers.push_back(int_value(range.start + i * range.step));
            return numbers;
        }
        case Type::Native:
            if (native_type_of(iterable).iterate) return native_type_of(iterable).iterate(runtime, iterable);
            raise_error("TypeError", "'" + type_name(iterable) + "' object is not iterable");
        case Type::Instance:
            if (std::optional<std::vector<Value>> items = iterate_instance(iterable)) return *items;
            raise_error("TypeError", "'" + type_name(iterable) + "' object is not iterable");
        default: raise_error("TypeError", "'" + type_name(iterable) + "' object is not iterable");
    }
}

namespace {

Value builtin_format(Runtime&, CallArgs& args) {
    reject_keywords(args, "format");
    expect_arguments_between(args, "format", 1, 2);
    if (args.positional.size() == 2 && args.positional[1].type != Type::Str)
        raise_error("TypeError", "format() argument 2 must be str, not " + type_name(args.positional[1]));
    return str_value(format_with_spec(args.positional[0], args.positional.size() == 2 ? str_of(args.positional[1]) : ""));
}

Value builtin_issubclass(Runtime&, CallArgs& args) {
    reject_keywords(args, "issubclass");
    if (args.positional.size() != 2) raise_error("TypeError", "issubclass expected 2 arguments, got " + std::to_string(args.positional.size()));
    if (args.positional[0].type != Type::Class) raise_error("TypeError", "issubclass() arg 1 must be a class");
    if (args.positional[1].type != Type::Class) raise_unsupported("issubclass() of a built-in type");
    return bool_value(is_subclass(class_of(args.positional[0]), class_of(args.positional[1])));
}

Value builtin_callable(Runtime&, CallArgs& args) {
    expect_argument_count(args, "callable", 1, 1);
    const Value& value = args.positional[0];
    const bool instance_callable = value.type == Type::Instance && find_member(class_of_instance(value), "__call__");
    const bool callable = value.type == Type::Function || value.type == Type::Builtin || value.type == Type::TypeObject ||
                          value.type == Type::Class || value.type == Type::BoundMethod;
    return bool_value(callable || instance_callable);
}

Value builtin_getattr(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "getattr");
    expect_arguments_between(args, "getattr", 2, 3);
    if (args.positional[1].type != Type::Str) raise_error("TypeError", "attribute name must be string, not '" + type_name(args.positional[1]) + "'");
    try {
        return get_attribute(runtime, args.positional[0], str_of(args.positional[1]));
    } catch (const PythonError& error) {
        if (error.type() != "AttributeError" || args.positional.size() < 3) throw;
        return args.positional[2];
    }
}

Value builtin_vars(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "vars");
    if (args.positional.empty()) raise_unsupported("vars() without an argument");
    expect_arguments_between(args, "vars", 1, 1);
    const Value& object = args.positional[0];
    if (object.type == Type::Instance && object_of<InstanceObject>(object).native)
        raise_unsupported("vars() of an instance of a built-in class (such as nn.Module)");
    if (object.type == Type::Instance && !instances_have_dict(class_of_instance(object)))
        raise_error("TypeError", "vars() argument must have __dict__ attribute");
    if (object.type == Type::Instance) return get_attribute(runtime, object, "__dict__");
    static const std::set<Type> without_dict = {Type::None, Type::Bool, Type::Int, Type::BigInt, Type::Float, Type::Str,
                                                Type::List, Type::Tuple, Type::Dict, Type::Set, Type::Range};
    if (without_dict.count(object.type)) raise_error("TypeError", "vars() argument must have __dict__ attribute");
    raise_unsupported("vars() of a " + type_name(object));
}

Value builtin_hasattr(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "hasattr");
    if (args.positional.size() != 2) raise_error("TypeError", "hasattr expected 2 arguments, got " + std::to_string(args.positional.size()));
    if (args.positional[1].type != Type::Str) raise_error("TypeError", "attribute name must be string, not '" + type_name(args.positional[1]) + "'");
    try {
        get_attribute(runtime, args.positional[0], str_of(args.positional[1]));
        return bool_value(true);
    } catch (const PythonError& error) {
        if (error.type() != "AttributeError") throw;
        return bool_value(false);
    }
}

Value builtin_setattr(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "setattr");
    if (args.positional.size() != 3) raise_error("TypeError", "setattr expected 3 arguments, got " + std::to_string(args.positional.size()));
    if (args.positional[1].type != Type::Str) raise_error("TypeError", "attribute name must be string, not '" + type_name(args.positional[1]) + "'");
    set_attribute(runtime, args.positional[0], str_of(args.positional[1]), args.positional[2]);
    return none_value();
}

Value builtin_hash(Runtime&, CallArgs& args) {
    reject_keywords(args, "hash");
    expect_argument_count(args, "hash", 1, 1);
    return int_value(python_hash(args.positional[0]));
}

Value builtin_ascii(Runtime&, CallArgs& args) {
    reject_keywords(args, "ascii");
    expect_argument_count(args, "ascii", 1, 1);
    return str_value(ascii_repr(args.positional[0]));
}

// The call of repr counts a level of recursion, and so does the repr itself (an instance's __repr__ counts it where
// it is called, classes.cpp), as in CPython 3.11.
Value builtin_repr(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "repr");
    expect_argument_count(args, "repr", 1, 1);
    const RecursionLevel call(runtime, " while calling a Python object");
    if (args.positional[0].type != Type::Instance) check_recursion_room(runtime, " while getting the repr of an object");
    return str_value(repr(args.positional[0]));
}

// bin, oct and hex: the integer's digits in base 2, 8 or 16 after CPython's 0b, 0o or 0x.
NativeFunction builtin_integer_digits(const char* name) {
    return [name](Runtime&, CallArgs& args) {
        reject_keywords(args, name);
        expect_argument_count(args, name, 1, 1);
        const Value& value = args.positional[0];
        const char letter = name[0] == 'b' ? 'b' : name[0] == 'o' ? 'o' : 'x';
        if (value.type == Type::BigInt) {
            const BigInteger& big = big_of(value);
            const std::string digits = big.magnitude_digits(letter == 'b' ? 1 : letter == 'o' ? 3 : 4);
            return str_value(std::string(big.negative() ? "-0" : "0") + letter + digits);
        }
        if (value.type != Type::Int && value.type != Type::Bool)
            raise_error("TypeError", "'" + type_name(value) + "' object cannot be interpreted as an integer");
        const std::string spec = std::string("#") + letter;
        return str_value(format_with_spec(int_value(value.integer), spec));
    };
}

}  // namespace

std::vector<std::pair<std::string, Value>> make_builtins() {
    std::vector<std::pair<std::string, Value>> table;
    auto add = [&](const std::string& name, NativeFunction function) { table.emplace_back(name, builtin_value(name, std::move(function))); };
    add("print", builtin_print);
    add("len", builtin_len);
    add("format", builtin_format);
    add("abs", builtin_abs);
    add("round", builtin_round);
    add("divmod", builtin_divmod);
    add("min", [](Runtime& runtime, CallArgs& args) { return extreme(runtime, args, "min", "<"); });
    add("max", [](Runtime& runtime, CallArgs& args) { return extreme(runtime, args, "max", ">"); });
    add("sum", builtin_sum);
    add("zip", builtin_zip);
    add("enumerate", builtin_enumerate);
    add("isinstance", builtin_isinstance);
    add("sorted", builtin_sorted);
    add("any", [](Runtime& runtime, CallArgs& args) { return builtin_any_all(runtime, args, false); });
    add("all", [](Runtime& runtime, CallArgs& args) { return builtin_any_all(runtime, args, true); });
    add("issubclass", builtin_issubclass);
    add("callable", builtin_callable);
    add("getattr", builtin_getattr);
    add("vars", builtin_vars);
    add("hasattr", builtin_hasattr);
    add("setattr", builtin_setattr);
    add("iter", builtin_iter);
    add("ord", builtin_ord);
    add("chr", builtin_chr);
    for (const char* name : {"bin", "oct", "hex"}) add(name, builtin_integer_digits(name));
    add("map", [](Runtime& runtime, CallArgs& args) { return builtin_map_filter(runtime, args, true); });
    add("filter", [](Runtime& runtime, CallArgs& args) { return builtin_map_filter(runtime, args, false); });
    add("reversed", builtin_reversed);
    add("pow", builtin_pow);
    add("next", builtin_next);
    add("hash", builtin_hash);
    add("ascii", builtin_ascii);
    add("repr", builtin_repr);
    table.emplace_back("range", type_value("range", Type::Range, builtin_range));
    table.emplace_back("slice", type_value("slice", Type::Slice, [](Runtime&, CallArgs& args) {
        if (!args.keywords.empty()) raise_error("TypeError", "slice() takes no keyword arguments");
        expect_arguments_between(args, "slice", 1, 3);
        std::vector<Value> bounds = args.positional;
        if (bounds.size() == 1) bounds.insert(bounds.begin(), none_value());
        bounds.resize(3, none_value());
        Value slice = tuple_value(std::move(bounds));
        slice.type = Type::Slice;  // start, stop, step, as a subscript's a:b:c builds it
        return slice;
    }));
    table.emplace_back("int", type_value("int", Type::Int, construct_int));
    table.emplace_back("float", type_value("float", Type::Float, construct_float));
    table.emplace_back("str", type_value("str", Type::Str, construct_str));
    table.emplace_back("bool", type_value("bool", Type::Bool, construct_bool));
    table.emplace_back("list", type_value("list", Type::List, [](Runtime& runtime, CallArgs& args) { return construct_sequence(runtime, args, true); }));
    table.emplace_back("tuple", type_value("tuple", Type::Tuple, [](Runtime& runtime, CallArgs& args) { return construct_sequence(runtime, args, false); }));
    table.emplace_back("dict", type_value("dict", Type::Dict, construct_dict));
    table.emplace_back("set", type_value("set", Type::Set, construct_set));
    table.emplace_back("frozenset", type_value("frozenset", Type::Set, construct_frozenset));
    table.emplace_back("bytes", bytes_class());
    return table;
}

}  // namespace qkv::python
