// operators.cpp — arithmetic and comparisons with CPython 3.11's results and error messages.
#include "python/runtime/operators.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/libm.hpp"
#include "core/pyformat.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/modules/collections_module.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/percent_format.hpp"

namespace qkv::python {

double power_of(double a, double b) {
    return certain(libm::pow(a, b), [&] { return py_float_repr(a) + " ** " + py_float_repr(b); });
}

namespace {

// dict.keys() and dict.items() are set-like (they take |, &, - and ^); dict.values() is not.
bool is_set_like_view(const Value& value) {
    return value.type == Type::DictView && dict_view_of(value).kind != DictViewKind::Values;
}

// A 64-bit result that overflows is computed again beyond 64 bits.
Value big_result(const std::string& op, std::int64_t a, std::int64_t b) { return big_arithmetic(op, BigInteger(a), BigInteger(b)); }

[[noreturn]] void raise_unsupported_operands(const std::string& op, const Value& left, const Value& right) {
    const std::string named = op == "**" ? "** or pow()" : op;  // as CPython names the power operator
    raise_error("TypeError", "unsupported operand type(s) for " + named + ": '" + type_name(left) + "' and '" + type_name(right) + "'");
}

// The extension type whose slot serves an operation on two operands: the left one's, else the right one's, as
// CPython tries a reflected operation after the left operand's own.
template <typename Slot>
const NativeType* serving_type(const Value& left, const Value& right, Slot NativeType::*slot) {
    if (left.type == Type::Native && native_type_of(left).*slot) return &native_type_of(left);
    if (right.type == Type::Native && native_type_of(right).*slot) return &native_type_of(right);
    return nullptr;
}

bool is_sequence(const Value& value) {
    return value.type == Type::List || value.type == Type::Tuple;
}

bool is_integral(const Value& value) { return value.type == Type::Int || value.type == Type::Bool; }
bool is_number_or_big(const Value& value) { return is_number(value) || value.type == Type::BigInt; }

Value float_arithmetic(const std::string& op, double a, double b) {
    if (op == "+") return float_value(a + b);
    if (op == "-") return float_value(a - b);
    if (op == "*") return float_value(a * b);
    if (op == "/") {
        if (b == 0.0) raise_error("ZeroDivisionError", "float division by zero");
        return float_value(a / b);
    }
    if (op == "//" || op == "%") {
        if (b == 0.0) raise_error("ZeroDivisionError", op == "//" ? "float floor division by zero" : "float modulo");
        const FloatDivmod result = float_divmod(a, b);
        return float_value(op == "//" ? result.quotient : result.remainder);
    }
    if (op == "**") {
        if (a == 0.0 && b < 0.0) raise_error("ZeroDivisionError", "0.0 cannot be raised to a negative power");
        if (a < 0.0 && std::isfinite(b) && b != std::floor(b)) raise_unsupported("complex numbers");
        const double result = power_of(a, b);
        if (std::isinf(result) && std::isfinite(a) && std::isfinite(b))
            raise_error("OverflowError", "(34, 'Numerical result out of range')");
        return float_value(result);
    }
    return Value{};
}

Value int_power(std::int64_t base, std::int64_t exponent) {
    if (exponent < 0) {
        if (base == 0) raise_error("ZeroDivisionError", "0.0 cannot be raised to a negative power");
        return float_value(power_of(static_cast<double>(base), static_cast<double>(exponent)));
    }
    std::int64_t result = 1, square = base;
    for (std::int64_t rest = exponent; rest > 0;) {
        if ((rest & 1) && __builtin_mul_overflow(result, square, &result)) return big_result("**", base, exponent);
        rest >>= 1;
        if (rest > 0 && __builtin_mul_overflow(square, square, &square)) return big_result("**", base, exponent);
    }
    return int_value(result);
}

Value int_arithmetic(const std::string& op, std::int64_t a, std::int64_t b) {
    std::int64_t result;
    if (op == "+") return __builtin_add_overflow(a, b, &result) ? big_result(op, a, b) : int_value(result);
    if (op == "-") return __builtin_sub_overflow(a, b, &result) ? big_result(op, a, b) : int_value(result);
    if (op == "*") return __builtin_mul_overflow(a, b, &result) ? big_result(op, a, b) : int_value(result);
    if (op == "/") {
        if (b == 0) raise_error("ZeroDivisionError", "division by zero");
        return float_value(static_cast<double>(a) / static_cast<double>(b));
    }
    if ((op == "//" || op == "%") && a == std::numeric_limits<std::int64_t>::min() && b == -1) return big_result(op, a, b);
    if (op == "//") return int_value(floor_divide(a, b));
    if (op == "%") return int_value(floor_modulo(a, b));
    if (op == "**") return int_power(a, b);
    if (op == "&") return int_value(a & b);
    if (op == "|") return int_value(a | b);
    if (op == "^") return int_value(a ^ b);
    if (op == "<<" || op == ">>") {
        if (b < 0) raise_error("ValueError", "negative shift count");
        if (op == ">>") return int_value(b >= 63 ? (a < 0 ? -1 : 0) : (a >> b));
        if (a == 0) return int_value(0);
        if (b >= 63 || (a > 0 ? a > (std::numeric_limits<std::int64_t>::max() >> b) : a < (std::numeric_limits<std::int64_t>::min() >> b)))
            return big_result(op, a, b);
        return int_value(static_cast<std::int64_t>(static_cast<std::uint64_t>(a) << b));
    }
    return Value{};
}

// int / int beyond 64 bits, rounded once as CPython rounds it: 55 or more quotient bits plus a sticky bit.
double big_true_divide(const BigInteger& a, const BigInteger& b) {
    if (b.is_zero()) raise_error("ZeroDivisionError", "division by zero");
    const BigInteger numerator = a.negative() ? -a : a, denominator = b.negative() ? -b : b;
    const std::int64_t shift = std::max<std::int64_t>(0, 55 + static_cast<std::int64_t>(denominator.bit_length()) -
                                                             static_cast<std::int64_t>(numerator.bit_length()));
    BigInteger quotient, remainder;
    BigInteger::floor_divmod(numerator.shifted_left(static_cast<std::size_t>(shift) + 1), denominator, quotient, remainder);
    if (!remainder.is_zero() && !quotient.is_odd()) quotient = quotient + BigInteger(1);  // a sticky last bit
    const double magnitude = std::ldexp(quotient.to_double(), static_cast<int>(-shift - 1));
    return a.negative() != b.negative() ? -magnitude : magnitude;
}

// Arithmetic where an operand is an int beyond 64 bits.
Value big_operation(const std::string& op, const Value& left, const Value& right) {
    const bool integers = (is_integral(left) || left.type == Type::BigInt) && (is_integral(right) || right.type == Type::BigInt);
    if (integers) {
        if (op == "/") return float_value(big_true_divide(as_big(left), as_big(right)));
        const Value result = big_arithmetic(op, as_big(left), as_big(right));
        if (result.type != Type::None) return result;
        raise_unsupported_operands(op, left, right);
    }
    if ((left.type == Type::Float || left.type == Type::BigInt) && (right.type == Type::Float || right.type == Type::BigInt)) {
        const auto as_double = [](const Value& value) { return value.type == Type::Float ? value.real : big_of(value).to_double(); };
        const Value result = float_arithmetic(op, as_double(left), as_double(right));
        if (result.type != Type::None) return result;
    }
    if (op == "*" && (left.type == Type::Str || is_sequence(left) || right.type == Type::Str || is_sequence(right)))
        raise_error("OverflowError", "cannot fit 'int' into an index-sized integer");
    raise_unsupported_operands(op, left, right);
}

Value repeat(const Value& sequence, std::int64_t count) {
    if (count < 0) count = 0;
    if (sequence.type == Type::Str) {
        const std::string& text = str_of(sequence);
        if (!text.empty() && static_cast<std::uint64_t>(count) > (64u << 20) / text.size())
            raise_error("MemoryError", "this string would be too long for the playground");
        std::string out;
        for (std::int64_t i = 0; i < count; ++i) out += text;
        return str_value(out);
    }
    const std::vector<Value>& items = items_of(sequence);
    if (!items.empty() && static_cast<std::uint64_t>(count) > (8u << 20) / items.size())
        raise_error("MemoryError", "this list would be too long for the playground");
    std::vector<Value> out;
    for (std::int64_t i = 0; i < count; ++i) out.insert(out.end(), items.begin(), items.end());
    return sequence.type == Type::List ? list_value(out) : tuple_value(out);
}

int compare_numbers(const Value& left, const Value& right) {
    if (left.type == Type::BigInt) return compare_big(left, right);
    if (right.type == Type::BigInt) return -compare_big(right, left);
    // Exact comparison of int and float: long double holds every int64 and every double exactly.
    const long double a = left.type == Type::Float ? static_cast<long double>(left.real) : static_cast<long double>(left.integer);
    const long double b = right.type == Type::Float ? static_cast<long double>(right.real) : static_cast<long double>(right.integer);
    if (a < b) return -1;
    if (a > b) return 1;
    return 0;
}


// Held while two containers are compared item by item: containers nested deeper than CPython's recursion limit
// lets a module-level comparison go (999 levels) raise its RecursionError.
class NestedComparison {
public:
    NestedComparison() {
        if (++depth() > 999) {
            --depth();
            raise_error("RecursionError", "maximum recursion depth exceeded in comparison");
        }
    }
    ~NestedComparison() { --depth(); }
    NestedComparison(const NestedComparison&) = delete;
    NestedComparison& operator=(const NestedComparison&) = delete;

private:
    static int& depth() {
        static thread_local int containers = 0;
        return containers;
    }
};

// -1, 0, 1 for orderable pairs; raises TypeError otherwise. NaN never compares (handled by callers).
bool order(const std::string& op, const Value& left, const Value& right) {
    if (is_number_or_big(left) && is_number_or_big(right)) {
        const double a = number_of(left), b = number_of(right);
        if ((left.type == Type::Float && std::isnan(a)) || (right.type == Type::Float && std::isnan(b))) return false;
        const int c = compare_numbers(left, right);
        if (op == "<") return c < 0;
        if (op == "<=") return c <= 0;
        if (op == ">") return c > 0;
        return c >= 0;
    }
    if (left.type == Type::Str && right.type == Type::Str) {
        const int c = str_of(left).compare(str_of(right));
        if (op == "<") return c < 0;
        if (op == "<=") return c <= 0;
        if (op == ">") return c > 0;
        return c >= 0;
    }
    if ((left.type == Type::List && right.type == Type::List) || (left.type == Type::Tuple && right.type == Type::Tuple)) {
        const NestedComparison nested;
        const auto& a = items_of(left);
        const auto& b = items_of(right);
        std::size_t i = 0;
        while (i < a.size() && i < b.size() && values_equal(a[i], b[i])) ++i;
        if (i < a.size() && i < b.size()) return order(op, a[i], b[i]);
        const int c = a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
        if (op == "<") return c < 0;
        if (op == "<=") return c <= 0;
        if (op == ">") return c > 0;
        return c >= 0;
    }
    if (const NativeType* type = serving_type(left, right, &NativeType::order)) return type->order(op, left, right);
    if (left.type == Type::Set && right.type == Type::Set) return set_order(op, left, right);
    raise_error("TypeError", "'" + op + "' not supported between instances of '" + type_name(left) + "' and '" + type_name(right) + "'");
}

bool contains(const Value& container, const Value& item) {
    if (container.type == Type::Instance) {
        if (std::optional<Value> result = call_special(container, "__contains__", {item})) return truthy(*result);
        const std::optional<Value> iterator = call_special(container, "__iter__", {});
        if (iterator && iterator->type == Type::Instance) {  // pulled only until the item is found, as CPython does
            while (true) {
                std::optional<Value> element;
                try {
                    element = call_special(*iterator, "__next__", {});
                } catch (const PythonError& error) {
                    if (error.type() != "StopIteration") throw;
                    return false;
                }
                if (!element) raise_error("TypeError", "iter() returned non-iterator of type '" + type_name(*iterator) + "'");
                if (values_equal(*element, item)) return true;
            }
        }
        if (std::optional<std::vector<Value>> items = iterate_instance(container)) {
            for (const Value& element : *items)
                if (values_equal(element, item)) return true;
            return false;
        }
    }
    switch (container.type) {
        case Type::Str:
            if (item.type != Type::Str)
                raise_error("TypeError", "'in <string>' requires string as left operand, not " + type_name(item));
            return str_of(container).find(str_of(item)) != std::string::npos;
        case Type::List: case Type::Tuple:
            for (const Value& element : items_of(container))
                if (values_equal(element, item)) return true;
            return false;
        case Type::Range: {
            if (!is_integral(item)) return false;
            const RangeObject& range = range_of(container);
            const std::int64_t v = item.integer;
            if (range.step > 0 ? (v < range.start || v >= range.stop) : (v > range.start || v <= range.stop)) return false;
            return (v - range.start) % range.step == 0;
        }
        case Type::Dict: return dict_of(container).find(item) != nullptr;
        case Type::Set: return set_of(container).contains(item);
        case Type::DictView: {
            const DictViewObject& view = dict_view_of(container);
            if (view.kind == DictViewKind::Keys) return dict_of(view.dict).find(item) != nullptr;
            for (const Value& element : dict_view_items(container))
                if (values_equal(element, item)) return true;
            return false;
        }
        case Type::Native:
            if (native_type_of(container).contains) return native_type_of(container).contains(container, item);
            [[fallthrough]];
        default:
            raise_error("TypeError", "argument of type '" + type_name(container) + "' is not iterable");
    }
}

bool dicts_equal(const Value& left, const Value& right) {
    DictObject& a = dict_of(left);
    DictObject& b = dict_of(right);
    if (a.size != b.size) return false;
    const NestedComparison nested;
    for (const DictObject::Entry* entry : a.live_entries()) {
        const Value* other = b.find(entry->key);
        if (!other || !values_equal(entry->value, *other)) return false;
    }
    return true;
}

}  // namespace

// CPython's float divmod: the remainder takes the divisor's sign, the quotient is floored and exact.
FloatDivmod float_divmod(double a, double b) {
    double mod = std::fmod(a, b);
    double div = (a - mod) / b;
    if (mod != 0.0) {
        if ((b < 0) != (mod < 0)) {
            mod += b;
            div -= 1.0;
        }
    } else {
        mod = std::copysign(0.0, b);
    }
    double floor_div;
    if (div != 0.0) {
        floor_div = std::floor(div);
        if (div - floor_div > 0.5) floor_div += 1.0;
    } else {
        floor_div = std::copysign(0.0, a / b);
    }
    return {floor_div, mod};
}

std::int64_t floor_divide(std::int64_t a, std::int64_t b) {
    if (b == 0) raise_error("ZeroDivisionError", "integer division or modulo by zero");
    std::int64_t quotient = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --quotient;
    return quotient;
}

std::int64_t floor_modulo(std::int64_t a, std::int64_t b) {
    if (b == 0) raise_error("ZeroDivisionError", "integer modulo by zero");
    if (b == -1) return 0;
    std::int64_t remainder = a % b;
    if (remainder != 0 && ((remainder < 0) != (b < 0))) remainder += b;
    return remainder;
}

bool truthy(const Value& value) {
    if (value.type == Type::Instance) {
        if (std::optional<Value> result = call_special(value, "__bool__", {})) return truthy(*result);
        if (std::optional<Value> length = call_special(value, "__len__", {})) return truthy(*length);
        return true;
    }
    switch (value.type) {
        case Type::None: return false;
        case Type::Bool: return value.boolean;
        case Type::Int: return value.integer != 0;
        case Type::Float: return value.real != 0.0;
        case Type::Str: return !str_of(value).empty();
        case Type::List: case Type::Tuple: return !items_of(value).empty();
        case Type::Range: return range_of(value).length() > 0;
        case Type::Dict: return dict_of(value).size > 0;
        case Type::Set: return set_of(value).used > 0;
        case Type::DictView: return dict_of(dict_view_of(value).dict).size > 0;
        case Type::Native: return native_truth(value);
        default: return true;
    }
}

Value binary_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    const bool string_format = left.type == Type::Str && op == "%";
    if ((left.type == Type::BigInt || right.type == Type::BigInt) && !string_format) {
        // Work grows with the limbs: charged so that an int growing without end stops at the step budget.
        const auto limbs = [](const Value& value) { return value.type == Type::BigInt ? big_of(value).limb_count() : std::size_t{0}; };
        runtime.charge(1 + static_cast<std::int64_t>(2 * (limbs(left) + limbs(right))));
        return big_operation(op, left, right);
    }
    if (left.type == Type::Instance || right.type == Type::Instance) {
        if (std::optional<Value> result = instance_binary(op, left, right)) return *result;
        // "text" + object and [1] * object fail with the str's or list's own message below
        const bool sequence_message = (op == "+" || op == "*") && (left.type == Type::Str || is_sequence(left));
        if (!sequence_message) raise_unsupported_operands(op, left, right);
    }
    if (string_format) return str_value(percent_format(str_of(left), right));  // before a tensor's __rmod__
    if (const NativeType* type = serving_type(left, right, &NativeType::binary)) return type->binary(runtime, op, left, right);
    if (is_integral(left) && is_integral(right)) {
        if ((op == "&" || op == "|" || op == "^") && left.type == Type::Bool && right.type == Type::Bool) {
            const Value result = int_arithmetic(op, left.integer, right.integer);
            return bool_value(result.integer != 0);
        }
        const Value result = int_arithmetic(op, left.integer, right.integer);
        if (result.type != Type::None) return result;
        raise_unsupported_operands(op, left, right);
    }
    if (is_number(left) && is_number(right)) {
        const Value result = float_arithmetic(op, number_of(left), number_of(right));
        if (result.type != Type::None) return result;
        raise_unsupported_operands(op, left, right);
    }
    if (op == "+") {
        if (left.type == Type::Str) {
            if (right.type != Type::Str)
                raise_error("TypeError", "can only concatenate str (not \"" + type_name(right) + "\") to str");
            return str_value(str_of(left) + str_of(right));
        }
        if (left.type == Type::List || left.type == Type::Tuple) {
            const bool compatible = right.type == left.type;
            if (!compatible)
                raise_error("TypeError", "can only concatenate " + std::string(left.type == Type::List ? "list" : "tuple") + " (not \"" +
                                             type_name(right) + "\") to " + (left.type == Type::List ? "list" : "tuple"));
            std::vector<Value> items = items_of(left);
            const auto& more = items_of(right);
            items.insert(items.end(), more.begin(), more.end());
            if (const NativeType* subclass = tuple_subclass_of(left)) return subclass->from_items(items);  // torch.Size.__add__
            return left.type == Type::List ? list_value(items) : tuple_value(items);
        }
    }
    if (op == "*") {
        const bool left_sequence = left.type == Type::Str || is_sequence(left);
        const bool right_sequence = right.type == Type::Str || is_sequence(right);
        if (left_sequence || right_sequence) {
            const Value& sequence = left_sequence ? left : right;
            const Value& count = left_sequence ? right : left;
            if (!is_integral(count)) raise_error("TypeError", "can't multiply sequence by non-int of type '" + type_name(count) + "'");
            const NativeType* subclass = tuple_subclass_of(sequence);
            if (!subclass) return repeat(sequence, count.integer);
            return subclass->from_items(items_of(repeat(tuple_value(items_of(sequence)), count.integer)));
        }
    }
    if (left.type == Type::Set && right.type == Type::Set && (op == "|" || op == "&" || op == "-" || op == "^"))
        return set_operation(runtime, op, left, right);
    if ((is_set_like_view(left) || is_set_like_view(right)) && (op == "|" || op == "&" || op == "-" || op == "^")) {
        const auto iterable = [](const Value& v) { return v.type == Type::Set || v.type == Type::DictView || is_sequence(v); };
        if (iterable(left) && iterable(right)) {  // d.keys() - {...}: a set, as CPython's dict views make
            return dict_view_set_operation(runtime, op, left, right);
        }
    }
    if (left.type == Type::Dict && right.type == Type::Dict)
        if (std::optional<Value> counted = counter_operation(runtime, op, left, right)) return *counted;
    if (op == "|" && left.type == Type::Dict && right.type == Type::Dict) {
        Value merged = dict_value();
        for (const Value& source : {left, right})
            for (const DictObject::Entry* entry : dict_of(source).live_entries()) dict_of(merged).set(entry->key, entry->value);
        return merged;
    }
    raise_unsupported_operands(op, left, right);
}

Value unary_operation(Runtime& runtime, const std::string& op, const Value& operand) {
    if (op == "not") return bool_value(!truthy(operand));
    if (operand.type == Type::Native && native_type_of(operand).unary) return native_type_of(operand).unary(runtime, op, operand);
    if (is_integral(operand)) {
        if (op == "-") return int_arithmetic("-", 0, operand.integer);
        if (op == "+") return int_value(operand.integer);
        return int_value(~operand.integer);
    }
    if (operand.type == Type::BigInt) {
        if (op == "~") return int_value(-big_of(operand) - BigInteger(1));  // ~x == -x - 1
        return op == "-" ? int_value(-big_of(operand)) : operand;
    }
    if (operand.type == Type::Float && op != "~") return float_value(op == "-" ? -operand.real : operand.real);
    raise_error("TypeError", "bad operand type for unary " + op + ": '" + type_name(operand) + "'");
}

bool values_equal(const Value& left, const Value& right) {
    // An instance's own __eq__ (or the other side's reflected one) decides, as PyObject_RichCompare lets it.
    if (left.type == Type::Instance || right.type == Type::Instance)
        if (std::optional<bool> result = instance_compare("==", left, right)) return *result;
    if (is_number_or_big(left) && is_number_or_big(right)) {
        if (left.type == Type::Float && std::isnan(left.real)) return false;
        if (right.type == Type::Float && std::isnan(right.real)) return false;
        return compare_numbers(left, right) == 0;
    }
    if (left.type == Type::Str && right.type == Type::Str) return str_of(left) == str_of(right);
    const bool both_slices = left.type == Type::Slice && right.type == Type::Slice;
    if ((left.type == Type::List && right.type == Type::List) || (left.type == Type::Tuple && right.type == Type::Tuple) || both_slices) {
        const auto& a = items_of(left);
        const auto& b = items_of(right);
        if (a.size() != b.size()) return false;
        const NestedComparison nested;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!(a[i].object == b[i].object && a[i].object) && !values_equal(a[i], b[i])) return false;
        return true;
    }
    if (left.type == Type::Native) return native_equal(left, right);
    if (right.type == Type::Native) return native_equal(right, left);
    if (left.type == Type::Dict && right.type == Type::Dict) return dicts_equal(left, right);
    if (left.type == Type::Set && right.type == Type::Set) return set_of(left).used == set_of(right).used && set_order("<=", left, right);
    if (left.type == Type::Range && right.type == Type::Range) {
        const RangeObject& a = range_of(left);
        const RangeObject& b = range_of(right);
        if (a.length() != b.length()) return false;
        if (a.length() == 0) return true;
        return a.start == b.start && (a.length() == 1 || a.step == b.step);
    }
    if (left.type != right.type) return false;
    if (left.type == Type::None) return true;
    return left.object == right.object;
}

Value rich_compare(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    const bool ordering_or_equality = op != "in" && op != "not in" && op != "is" && op != "is not";
    if (ordering_or_equality)
        if (const NativeType* type = serving_type(left, right, &NativeType::rich_compare)) return type->rich_compare(runtime, op, left, right);
    return bool_value(compare(op, left, right));
}

bool compare(const std::string& op, const Value& left, const Value& right) {
    if ((left.type == Type::Instance || right.type == Type::Instance) && op != "is" && op != "is not" && op != "in" && op != "not in") {
        if (std::optional<bool> result = instance_compare(op, left, right)) return *result;
    }
    if (op == "==") return values_equal(left, right);
    if (op == "!=") return !values_equal(left, right);
    if (op == "in") return contains(right, left);
    if (op == "not in") return !contains(right, left);
    if (op == "is" || op == "is not") {
        bool same;
        if (left.type != right.type) same = false;
        else if (left.type == Type::None) same = true;
        else if (left.type == Type::Bool) same = left.boolean == right.boolean;
        else if (left.type == Type::Int) same = left.integer == right.integer && left.integer >= -5 && left.integer <= 256;
        else if (left.type == Type::Float) same = false;
        else if (left.type == Type::Native) same = native_identity(left) == native_identity(right);
        else same = left.object == right.object;
        return op == "is" ? same : !same;
    }
    return order(op, left, right);
}

}  // namespace qkv::python
