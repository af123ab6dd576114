// math_module.cpp — Python's `math` module: the C library's functions behind CPython's own checks (domain and
// range errors, its special cases of pow), and CPython's algorithms where it has its own (fsum, isclose).
#include "python/modules/math_module.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

#include "core/libm.hpp"
#include "core/pyformat.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {
namespace {

using Unary = double (*)(double);

// The call as the learner wrote it, for the message when this build cannot round it as CPython does.
std::string call_text(const std::string& name, double x) { return "math." + name + "(" + py_float_repr(x) + ")"; }

// A float argument as CPython's PyFloat_AsDouble takes it: ints, bools, floats and one-element tensors.
double real_argument(const Value& value) {
    if (value.type == Type::Int || value.type == Type::Bool) return static_cast<double>(value.integer);
    if (value.type == Type::BigInt) return big_of(value).to_double();
    if (value.type == Type::Float) return value.real;
    if (value.type == Type::Native && native_type_of(value).to_float) return native_type_of(value).to_float(value);  // __float__
    raise_error("TypeError", "must be real number, not " + type_name(value));
}

double one_real(CallArgs& args, const std::string& name) {
    reject_keywords(args, "math." + name);
    expect_argument_count(args, "math." + name, 1, 1);
    return real_argument(args.positional[0]);
}

// CPython's math_1: a NaN from a number is a domain error; an infinity from a finite number is a range error
// for the functions that can overflow, a domain error for the others.
Value checked_unary(const char* name, double x, libm::Unary function, bool can_overflow) {
    const double result = certain(function(x), [&] { return call_text(name, x); });
    if (std::isnan(result) && !std::isnan(x)) raise_error("ValueError", "math domain error");
    if (std::isinf(result) && std::isfinite(x)) {
        if (can_overflow) raise_error("OverflowError", "math range error");
        raise_error("ValueError", "math domain error");
    }
    return float_value(result);
}

double checked_log(const char* name, double x, libm::Unary function) {
    if (std::isnan(x) || (std::isinf(x) && x > 0)) return x;
    if (x <= 0) raise_error("ValueError", "math domain error");
    return certain(function(x), [&] { return call_text(name, x); });
}

Value math_log(CallArgs& args) {
    reject_keywords(args, "math.log");
    if (args.positional.empty() || args.positional.size() > 2) raise_error("TypeError", "math.log requires 1 to 2 arguments");
    const double number = checked_log("log", real_argument(args.positional[0]), libm::log);
    if (args.positional.size() == 1) return float_value(number);
    const double base = checked_log("log", real_argument(args.positional[1]), libm::log);
    if (base == 0.0) raise_error("ZeroDivisionError", "float division by zero");
    return float_value(number / base);
}

// CPython's math.pow: IEEE special values handled first, the C library for finite ** finite.
Value math_pow(CallArgs& args) {
    reject_keywords(args, "math.pow");
    if (args.positional.size() != 2) raise_error("TypeError", "pow expected 2 arguments, got " + std::to_string(args.positional.size()));
    const double x = real_argument(args.positional[0]), y = real_argument(args.positional[1]);
    if (!std::isfinite(x) || !std::isfinite(y)) {
        if (std::isnan(x)) return float_value(y == 0.0 ? 1.0 : x);
        if (std::isnan(y)) return float_value(x == 1.0 ? 1.0 : y);
        if (std::isinf(x)) {
            const bool odd_y = std::isfinite(y) && std::fmod(std::fabs(y), 2.0) == 1.0;
            if (y > 0.0) return float_value(odd_y ? x : std::fabs(x));
            if (y == 0.0) return float_value(1.0);
            return float_value(odd_y ? std::copysign(0.0, x) : 0.0);
        }
        if (std::fabs(x) == 1.0) return float_value(1.0);
        if (y > 0.0 && std::fabs(x) > 1.0) return float_value(y);
        if (y < 0.0 && std::fabs(x) < 1.0) return float_value(-y);
        return float_value(0.0);
    }
    const double result = certain(libm::pow(x, y), [&] { return "math.pow(" + py_float_repr(x) + ", " + py_float_repr(y) + ")"; });
    if (std::isnan(result)) raise_error("ValueError", "math domain error");
    if (std::isinf(result)) {
        if (x == 0.0) raise_error("ValueError", "math domain error");
        raise_error("OverflowError", "math range error");
    }
    return float_value(result);
}

// floor(), ceil(), trunc(): an int stays itself; a float becomes the int it rounds to.
Value math_round_to_int(CallArgs& args, const std::string& name, Unary rounding) {
    reject_keywords(args, "math." + name);
    expect_argument_count(args, "math." + name, 1, 1);
    const Value& value = args.positional[0];
    if (value.type == Type::Int || value.type == Type::BigInt) return value;
    if (value.type == Type::Bool) return int_value(value.integer);
    const double rounded = rounding(real_argument(value));
    if (std::isnan(rounded)) raise_error("ValueError", "cannot convert float NaN to integer");
    if (std::isinf(rounded)) raise_error("OverflowError", "cannot convert float infinity to integer");
    if (std::fabs(rounded) >= 9.2233720368547758e18) return int_value(BigInteger::from_double(rounded));
    return int_value(static_cast<std::int64_t>(rounded));
}

// CPython's math.fsum: Shewchuk's exact partial sums, then a correctly rounded total.
Value math_fsum(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "math.fsum");
    expect_argument_count(args, "math.fsum", 1, 1);
    std::vector<double> partials;
    double special_sum = 0.0, infinity_sum = 0.0;
    for (const Value& item : iterate(runtime, args.positional[0])) {
        double x = real_argument(item);
        const double original = x;
        std::size_t kept = 0;
        for (double y : partials) {
            if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
            const double high = x + y;
            const double low = y - (high - x);
            if (low != 0.0) partials[kept++] = low;
            x = high;
        }
        partials.resize(kept);
        if (x == 0.0) continue;
        if (std::isfinite(x)) {
            partials.push_back(x);
            continue;
        }
        if (std::isfinite(original)) raise_error("OverflowError", "intermediate overflow in fsum");
        if (std::isinf(original)) infinity_sum += original;
        special_sum += original;
        partials.clear();
    }
    if (special_sum != 0.0) {
        if (std::isnan(infinity_sum)) raise_error("ValueError", "-inf + inf in fsum");
        return float_value(special_sum);
    }
    double high = 0.0, low = 0.0;
    std::size_t n = partials.size();
    if (n > 0) {
        high = partials[--n];
        while (n > 0) {
            const double x = high, y = partials[--n];
            high = x + y;
            low = y - (high - x);
            if (low != 0.0) break;
        }
        // Round half-even across the partials the loop did not reach.
        if (n > 0 && ((low < 0.0 && partials[n - 1] < 0.0) || (low > 0.0 && partials[n - 1] > 0.0))) {
            const double y = low * 2.0;
            const double x = high + y;
            if (y == x - high) high = x;
        }
    }
    return float_value(high);
}

Value math_isclose(CallArgs& args) {
    const std::optional<Value> relative = take_keyword(args, "rel_tol");
    const std::optional<Value> absolute = take_keyword(args, "abs_tol");
    for (const auto& keyword : args.keywords) raise_error("TypeError", "'" + keyword.first + "' is an invalid keyword argument for isclose()");
    if (args.positional.size() > 2)
        raise_error("TypeError", "isclose() takes exactly 2 positional arguments (" + std::to_string(args.positional.size()) + " given)");
    if (args.positional.size() < 2)
        raise_error("TypeError", std::string("isclose() missing required argument '") + (args.positional.empty() ? "a' (pos 1)" : "b' (pos 2)"));
    const double a = real_argument(args.positional[0]), b = real_argument(args.positional[1]);
    const double rel_tol = relative ? real_argument(*relative) : 1e-09, abs_tol = absolute ? real_argument(*absolute) : 0.0;
    if (rel_tol < 0.0 || abs_tol < 0.0) raise_error("ValueError", "tolerances must be non-negative");
    if (a == b) return bool_value(true);
    if (std::isinf(a) || std::isinf(b)) return bool_value(false);
    const double difference = std::fabs(b - a);
    return bool_value(difference <= std::fabs(rel_tol * b) || difference <= std::fabs(rel_tol * a) || difference <= abs_tol);
}

Value math_prod(Runtime& runtime, CallArgs& args) {
    const std::optional<Value> start = take_keyword(args, "start");
    for (const auto& keyword : args.keywords) raise_error("TypeError", "'" + keyword.first + "' is an invalid keyword argument for prod()");
    if (args.positional.size() != 1)
        raise_error("TypeError", "prod() takes exactly 1 positional argument (" + std::to_string(args.positional.size()) + " given)");
    Value product = start ? *start : int_value(1);
    for (const Value& item : iterate(runtime, args.positional[0])) product = binary_operation(runtime, "*", product, item);
    return product;
}

std::int64_t checked_product(std::int64_t a, std::int64_t b) {
    std::int64_t result;
    if (__builtin_mul_overflow(a, b, &result)) raise_unsupported("integers beyond 64 bits");
    return result;
}

Value math_factorial(CallArgs& args) {
    reject_keywords(args, "math.factorial");
    expect_argument_count(args, "math.factorial", 1, 1);
    const std::int64_t n = integer_argument(args.positional[0]);
    if (n < 0) raise_error("ValueError", "factorial() not defined for negative values");
    if (n > 20000) raise_error("MemoryError", "this integer is too large for the playground");
    BigInteger result(1);
    for (std::int64_t i = 2; i <= n; ++i) result = result * BigInteger(i);
    return int_value(result);
}

// gcd(*integers) and lcm(*integers).
Value math_gcd_lcm(CallArgs& args, bool lcm) {
    reject_keywords(args, lcm ? "math.lcm" : "math.gcd");
    std::int64_t result = lcm ? 1 : 0;
    for (const Value& value : args.positional) {
        const std::int64_t n = integer_argument(value);
        if (n == std::numeric_limits<std::int64_t>::min()) raise_unsupported("integers beyond 64 bits");
        const std::int64_t magnitude = n < 0 ? -n : n;
        if (!lcm) result = std::gcd(result, magnitude);
        else result = (result == 0 || magnitude == 0) ? 0 : checked_product(result / std::gcd(result, magnitude), magnitude);
    }
    return int_value(result);
}

// comb(n, k) and perm(n, k), computed exactly while they fit in 64 bits.
Value math_comb_perm(CallArgs& args, bool combinations) {
    const char* name = combinations ? "comb" : "perm";
    reject_keywords(args, std::string("math.") + name);
    if (args.positional.size() != 2 && (combinations || args.positional.size() != 1))
        raise_error("TypeError", std::string(name) + " expected 2 arguments, got " + std::to_string(args.positional.size()));
    const std::int64_t n = integer_argument(args.positional[0]);
    const std::int64_t k = args.positional.size() > 1 ? integer_argument(args.positional[1]) : n;
    if (n < 0) raise_error("ValueError", "n must be a non-negative integer");
    if (k < 0) raise_error("ValueError", "k must be a non-negative integer");
    if (k > n) return int_value(0);
    std::int64_t result = 1;
    const std::int64_t steps = combinations ? std::min(k, n - k) : k;
    for (std::int64_t i = 1; i <= steps; ++i) {
        result = checked_product(result, n - steps + i);
        if (combinations) result /= i;
    }
    return int_value(result);
}

Value math_isqrt(CallArgs& args) {
    reject_keywords(args, "math.isqrt");
    expect_argument_count(args, "math.isqrt", 1, 1);
    const std::int64_t n = integer_argument(args.positional[0]);
    if (n < 0) raise_error("ValueError", "isqrt() argument must be nonnegative");
    std::int64_t root = static_cast<std::int64_t>(std::sqrt(static_cast<double>(n)));
    while (root > 0 && root > n / root) --root;
    while ((root + 1) <= n / (root + 1)) ++root;
    return int_value(root);
}

std::optional<double> to_degrees(double x) { return x * (180.0 / M_PI); }
std::optional<double> to_radians(double x) { return x * (M_PI / 180.0); }
std::optional<double> square_root(double x) { return std::sqrt(x); }
std::optional<double> absolute(double x) { return std::fabs(x); }

struct UnaryEntry {
    const char* name;
    libm::Unary function;
    bool can_overflow;
};

const UnaryEntry kUnaryFunctions[] = {
    {"sqrt", square_root, false},  {"exp", libm::exp, true},       {"exp2", libm::exp2, true},   {"expm1", libm::expm1, true},
    {"sin", libm::sin, false},     {"cos", libm::cos, false},      {"tan", libm::tan, false},    {"asin", libm::asin, false},
    {"acos", libm::acos, false},   {"atan", libm::atan, false},    {"sinh", libm::sinh, true},   {"cosh", libm::cosh, true},
    {"tanh", libm::tanh, false},   {"asinh", libm::asinh, false},  {"acosh", libm::acosh, false}, {"atanh", libm::atanh, false},
    {"fabs", absolute, false},     {"erf", libm::erf, false},      {"erfc", libm::erfc, false},  {"cbrt", libm::cbrt, false},
    {"degrees", to_degrees, false}, {"radians", to_radians, false},
};

Value binary_real(CallArgs& args, const std::string& name, std::optional<double> (*function)(double, double)) {
    reject_keywords(args, "math." + name);
    if (args.positional.size() != 2)
        raise_error("TypeError", name + " expected 2 arguments, got " + std::to_string(args.positional.size()));
    const double x = real_argument(args.positional[0]), y = real_argument(args.positional[1]);
    const double result = certain(function(x, y), [&] { return "math." + name + "(" + py_float_repr(x) + ", " + py_float_repr(y) + ")"; });
    if (std::isnan(result) && !std::isnan(x) && !std::isnan(y)) raise_error("ValueError", "math domain error");
    return float_value(result);
}

// A double-length number hi + lo, for the exact steps of CPython's vector_norm.
struct DoubleLength {
    double hi, lo;
};

// a + b exactly, when |a| >= |b|.
DoubleLength exact_sum(double a, double b) {
    const double sum = a + b;
    return {sum, (a - sum) + b};
}

// x * y exactly, by Dekker's products of halves (Veltkamp's split at 2^27 + 1), as CPython 3.11 computes it.
DoubleLength exact_product(double x, double y) {
    auto split = [](double v) {
        const double t = v * 134217729.0;
        const double hi = t - (t - v);
        return DoubleLength{hi, v - hi};
    };
    const DoubleLength a = split(x), b = split(y);
    const double p = a.hi * b.hi;
    const double q = a.hi * b.lo + a.lo * b.hi;
    const double z = p + q;
    return {z, p - z + q + a.lo * b.lo};
}

// CPython 3.11's vector_norm: the coordinates (absolute values, `largest` the largest) scaled by a power of two
// so that the largest is in [0.5, 1), their squares summed with compensation, the root corrected once.
double vector_norm(std::vector<double> coordinates, double largest, bool found_nan) {
    if (std::isinf(largest)) return largest;
    if (found_nan) return std::numeric_limits<double>::quiet_NaN();
    if (largest == 0.0 || coordinates.size() <= 1) return largest;
    int exponent = 0;
    std::frexp(largest, &exponent);
    if (exponent < -1023) {  // subnormal: scaling by 2^-exponent would overflow
        for (double& x : coordinates) x /= std::numeric_limits<double>::min();
        return std::numeric_limits<double>::min() * vector_norm(coordinates, largest / std::numeric_limits<double>::min(), false);
    }
    const double scale = std::ldexp(1.0, -exponent);
    double sum = 1.0, product_errors = 0.0, sum_errors = 0.0;
    auto add_product = [&](double x, double y) {
        const DoubleLength product = exact_product(x, y);
        const DoubleLength total = exact_sum(sum, product.hi);
        sum = total.hi;
        product_errors += product.lo;
        sum_errors += total.lo;
    };
    for (double x : coordinates) add_product(x * scale, x * scale);
    double root = std::sqrt(sum - 1.0 + (product_errors + sum_errors));
    add_product(-root, root);
    root += (sum - 1.0 + (product_errors + sum_errors)) / (2.0 * root);
    return root / scale;
}

Value math_hypot(Runtime&, CallArgs& args) {
    if (!args.keywords.empty()) raise_error("TypeError", "hypot() takes no keyword arguments");
    std::vector<double> coordinates;
    double largest = 0.0;
    bool found_nan = false;
    for (const Value& argument : args.positional) {
        const double x = std::fabs(real_argument(argument));
        found_nan = found_nan || std::isnan(x);
        if (x > largest) largest = x;
        coordinates.push_back(x);
    }
    return float_value(vector_norm(std::move(coordinates), largest, found_nan));
}

// dist(p, q): the hypotenuse of the coordinates' differences, as CPython computes hypot.
Value math_dist(Runtime& runtime, CallArgs& args) {
    if (!args.keywords.empty()) raise_error("TypeError", "dist() takes no keyword arguments");
    if (args.positional.size() != 2) raise_error("TypeError", "dist expected 2 arguments, got " + std::to_string(args.positional.size()));
    const std::vector<Value> p = iterate(runtime, args.positional[0]), q = iterate(runtime, args.positional[1]);
    if (p.size() != q.size()) raise_error("ValueError", "both points must have the same number of dimensions");
    std::vector<double> differences;
    double largest = 0.0;
    bool found_nan = false;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const double x = std::fabs(real_argument(p[i]) - real_argument(q[i]));
        found_nan = found_nan || std::isnan(x);
        if (x > largest) largest = x;
        differences.push_back(x);
    }
    return float_value(vector_norm(std::move(differences), largest, found_nan));
}

// modf(x) -> (fraction, whole), frexp(x) -> (mantissa, exponent), ldexp(x, i) -> x * 2**i.
void add_decompositions(std::vector<std::pair<std::string, Value>>& members) {
    auto add = [&](const std::string& name, NativeFunction function) { members.emplace_back(name, builtin_value(name, std::move(function))); };
    add("modf", [](Runtime&, CallArgs& args) {
        double whole;
        const double fraction = std::modf(one_real(args, "modf"), &whole);
        return tuple_value({float_value(fraction), float_value(whole)});
    });
    add("frexp", [](Runtime&, CallArgs& args) {
        int exponent = 0;
        const double mantissa = std::frexp(one_real(args, "frexp"), &exponent);
        return tuple_value({float_value(mantissa), int_value(exponent)});
    });
    add("ldexp", [](Runtime&, CallArgs& args) {
        reject_keywords(args, "math.ldexp");
        if (args.positional.size() != 2) raise_error("TypeError", "ldexp expected 2 arguments, got " + std::to_string(args.positional.size()));
        const double x = real_argument(args.positional[0]);
        const std::int64_t exponent = integer_argument(args.positional[1]);
        const double result = std::ldexp(x, static_cast<int>(std::max<std::int64_t>(-100000, std::min<std::int64_t>(100000, exponent))));
        if (std::isinf(result) && std::isfinite(x)) raise_error("OverflowError", "math range error");
        return float_value(result);
    });
}

void add_checks_and_tests(std::vector<std::pair<std::string, Value>>& members) {
    auto add = [&](const std::string& name, NativeFunction function) { members.emplace_back(name, builtin_value(name, std::move(function))); };
    auto add_test = [&](const std::string& name, bool (*test)(double)) {
        add(name, [name, test](Runtime&, CallArgs& args) { return bool_value(test(one_real(args, name))); });
    };
    add_test("isnan", [](double x) { return std::isnan(x); });
    add_test("isinf", [](double x) { return std::isinf(x); });
    add_test("isfinite", [](double x) { return std::isfinite(x); });
    add("isclose", [](Runtime&, CallArgs& args) { return math_isclose(args); });
}

}  // namespace

Value make_math_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "math";
    module->built_in = true;
    auto& members = module->members;
    auto add = [&](const std::string& name, NativeFunction function) { members.emplace_back(name, builtin_value(name, std::move(function))); };
    for (const UnaryEntry& entry : kUnaryFunctions) {
        add(entry.name, [entry](Runtime&, CallArgs& args) { return checked_unary(entry.name, one_real(args, entry.name), entry.function, entry.can_overflow); });
    }
    add("log", [](Runtime&, CallArgs& args) { return math_log(args); });
    add("log2", [](Runtime&, CallArgs& args) { return float_value(checked_log("log2", one_real(args, "log2"), libm::log2)); });
    add("log10", [](Runtime&, CallArgs& args) { return float_value(checked_log("log10", one_real(args, "log10"), libm::log10)); });
    add("log1p", [](Runtime&, CallArgs& args) { return checked_unary("log1p", one_real(args, "log1p"), libm::log1p, false); });
    add("pow", [](Runtime&, CallArgs& args) { return math_pow(args); });
    add("floor", [](Runtime&, CallArgs& args) { return math_round_to_int(args, "floor", std::floor); });
    add("ceil", [](Runtime&, CallArgs& args) { return math_round_to_int(args, "ceil", std::ceil); });
    add("trunc", [](Runtime&, CallArgs& args) { return math_round_to_int(args, "trunc", std::trunc); });
    add("atan2", [](Runtime&, CallArgs& args) { return binary_real(args, "atan2", libm::atan2); });
    add("copysign", [](Runtime&, CallArgs& args) { return binary_real(args, "copysign", [](double x, double y) -> std::optional<double> { return std::copysign(x, y); }); });
    add("fmod", [](Runtime&, CallArgs& args) { return binary_real(args, "fmod", [](double x, double y) -> std::optional<double> { return std::fmod(x, y); }); });
    add("fsum", math_fsum);
    add("hypot", math_hypot);
    add("dist", math_dist);
    add("prod", math_prod);
    add("factorial", [](Runtime&, CallArgs& args) { return math_factorial(args); });
    add("gcd", [](Runtime&, CallArgs& args) { return math_gcd_lcm(args, false); });
    add("lcm", [](Runtime&, CallArgs& args) { return math_gcd_lcm(args, true); });
    add("comb", [](Runtime&, CallArgs& args) { return math_comb_perm(args, true); });
    add("perm", [](Runtime&, CallArgs& args) { return math_comb_perm(args, false); });
    add("isqrt", [](Runtime&, CallArgs& args) { return math_isqrt(args); });
    add_checks_and_tests(members);
    add_decompositions(members);
    members.emplace_back("pi", float_value(M_PI));
    members.emplace_back("e", float_value(M_E));
    members.emplace_back("tau", float_value(2 * M_PI));
    members.emplace_back("inf", float_value(std::numeric_limits<double>::infinity()));
    members.emplace_back("nan", float_value(std::numeric_limits<double>::quiet_NaN()));
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

}  // namespace qkv::python
