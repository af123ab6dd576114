// operators.hpp — Python's operators on playground values: arithmetic, comparison, truth, membership.
#pragma once

#include <string>

#include "python/runtime/value.hpp"

namespace qkv::python {

bool truthy(const Value& value);
Value binary_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right);
Value unary_operation(Runtime& runtime, const std::string& op, const Value& operand);
bool compare(const std::string& op, const Value& left, const Value& right);  // ==, !=, <, <=, >, >=, in, not in, is, is not
// One comparison as an expression computes it: a bool tensor when a tensor is compared, else compare()'s bool.
Value rich_compare(Runtime& runtime, const std::string& op, const Value& left, const Value& right);
bool values_equal(const Value& left, const Value& right);

// a ** b on two floats as CPython's float_pow computes it with the C library's pow, special cases left to it.
double power_of(double a, double b);
// Python's int // and % (floor semantics), checked for zero divisors.
// a // b and a % b of two floats, as CPython computes them (b must not be 0).
struct FloatDivmod {
    double quotient, remainder;
};
FloatDivmod float_divmod(double a, double b);

std::int64_t floor_divide(std::int64_t a, std::int64_t b);
std::int64_t floor_modulo(std::int64_t a, std::int64_t b);

}  // namespace qkv::python
