// pyformat.hpp — text exactly as CPython prints it: floats, round(), tuples, lists, booleans; and a float32's
// shortest text, as `qkv dump` and the heatmaps' CSV export write it.
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

// The fewest digits that read back as the same float32, in std::to_chars's shortest form (fixed or scientific,
// whichever is shorter, fixed on a tie): 0.1, -0.02844, 1e-05, 123456790. std::to_chars where the library has it
// for floats; float32_text_portable elsewhere (Emscripten's libc++), which the unit tests hold equal to it.
std::string float32_text(float value);
std::string float32_text_portable(float value);

}  // namespace qkv
