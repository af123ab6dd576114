// pyformat.hpp — text exactly as CPython prints it: floats, round(), tuples, lists, booleans.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace qkv {

std::string py_float_repr(double value);            // repr(float): shortest round-trip, e.g. 0.1, 1e-05, -0.0
double py_round(double value, int ndigits);          // round(value, ndigits), correctly rounded
std::string py_bool(bool value);                     // True / False
std::string py_int_tuple(const std::vector<std::int64_t>& items);   // (1, 4, 128), (5,)
std::string py_float_list(const std::vector<double>& items);        // [-0.03, 0.66]

}  // namespace qkv
