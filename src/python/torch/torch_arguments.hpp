// torch_arguments.hpp — reading the arguments of torch functions and tensor methods: parameters by position or
// keyword, sizes, dims and dtypes, with torch 1.13.1's TypeErrors for the common mistakes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "python/runtime/signature.hpp"
#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

// The arguments matched to `parameters` in order: positional first, then keywords by name. A missing one is
// nullopt; extra positional arguments and unknown keywords raise TypeError.
std::vector<std::optional<Value>> bind_arguments(CallArgs& args, const std::string& function, const ParameterNames& parameters);

// torch's TypeError for arguments that match none of a function's signatures: "softmax() received an invalid
// combination of arguments - got (float), but expected one of:" and a line per signature ("(int dim, torch.dtype
// dtype)", which may go on with torch's "didn't match because ..." note).
[[noreturn]] void raise_invalid_combination(const std::string& function, const CallArgs& args, const std::vector<std::string>& signature_lines);
// A call of a function with one signature that leaves out required positional arguments, as torch words it (its
// plural is "arguments" for one and "argument" for more).
[[noreturn]] void raise_missing_arguments(const std::string& function, const ParameterNames& names);
// A double as torch's C++ messages print one (a stream's default: six significant digits, "%g"): "-1", "1.5", "1e-08".
std::string stream_number_text(double value);

const Tensor& tensor_argument(const Value& value, const std::string& function, const std::string& parameter, int position);
// An int as torch's argument parser takes one for a size or dim: a Python int (not a bool) or an integer 0-dim tensor.
bool is_index(const Value& value);
// The size of a factory (zeros, ones, empty, full, randn, rand) called as f(2, 3), f((2, 3)), f([2, 3]) or f(x.shape),
// with the TypeErrors torch's argument parser gives for anything else. `args` are the call's arguments, keywords
// included (they decide which signature torch blames); `size_arguments_after` counts the positional arguments that
// follow the size (1 for full's fill_value).
Shape factory_size(const CallArgs& args, const std::string& function, std::size_t size_arguments_after = 0);
// A size given as one tuple, list or torch.Size (randint's size, at position `position`, or 0 for size=).
Shape size_argument(const Value& value, const std::string& function, int position);
// dtype=torch.long ...; TypeError for anything that is not a dtype.
DType dtype_argument(const Value& value, const std::string& function);
// An int dim wrapped into [0, rank) with torch's IndexError.
std::int64_t dim_argument(const Value& value, std::size_t rank);
// Removes dtype= and requires_grad= (torch's factory keywords) from args.
struct FactoryOptions {
    std::optional<DType> dtype;
    bool requires_grad = false;
    std::optional<Value> generator;  // generator= of the factories that draw (tensor/generator.hpp picks the engine)
};
FactoryOptions factory_options(CallArgs& args, const std::string& function);

}  // namespace qkv::python
