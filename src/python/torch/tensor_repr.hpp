// tensor_repr.hpp — repr(tensor) exactly as torch 1.13.1 prints it (torch/_tensor_str.py, default print options).
//
// One formatter per tensor picks integer mode, fixed 4 decimals or scientific notation from the nonzero finite
// values; rows wrap at 80 columns; past 1000 elements only the first and last 3 items of each dimension show.
#pragma once

#include <string>

#include "python/torch/tensor.hpp"

namespace qkv::python {

std::string tensor_repr(const Tensor& tensor);

// Python's '{:.Nf}' / '{:.Ne}' of a double (nan and inf spelled as Python does).
std::string format_fixed(double value, int precision);
std::string format_scientific(double value, int precision);

}  // namespace qkv::python
