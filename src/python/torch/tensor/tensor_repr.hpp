// tensor_repr.hpp — repr(tensor) exactly as torch 1.13.1 prints it (torch/_tensor_str.py, default print options).
//
// One formatter per tensor picks integer mode, fixed 4 decimals or scientific notation from the nonzero finite
// values; rows wrap at 80 columns; past 1000 elements only the first and last 3 items of each dimension show.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "python/torch/tensor/tensor.hpp"

namespace qkv::python {

// torch.set_printoptions: the defaults are torch's; a run starts from them.
struct PrintOptions {
    int precision = 4;
    std::int64_t threshold = 1000;  // more elements than this are summarized
    std::int64_t edge_items = 3;
    int line_width = 80;
    std::optional<bool> sci_mode;   // unset: chosen per tensor
};
PrintOptions& print_options();

std::string tensor_repr(const Tensor& tensor);

// Python's '{:.Nf}' / '{:.Ne}' of a double (nan and inf spelled as Python does).
std::string format_fixed(double value, int precision);
std::string format_scientific(double value, int precision);

}  // namespace qkv::python
