// torch_arguments.hpp — reading the arguments of torch functions and tensor methods: parameters by position or
// keyword, sizes, dims and dtypes, with torch 1.13.1's TypeErrors for the common mistakes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

// The arguments matched to `parameters` in order: positional first, then keywords by name. A missing one is
// nullopt; extra positional arguments and unknown keywords raise TypeError.
std::vector<std::optional<Value>> bind_arguments(CallArgs& args, const std::string& function, const std::vector<std::string>& parameters);

const Tensor& tensor_argument(const Value& value, const std::string& function, const std::string& parameter, int position);
// Sizes as torch.zeros/randn accept them: f(2, 3), f((2, 3)), f([2, 3]) or f(x.shape).
Shape size_arguments(const std::vector<Value>& items, const std::string& function);
// dtype=torch.long ...; TypeError for anything that is not a dtype.
DType dtype_argument(const Value& value, const std::string& function);
// An int dim wrapped into [0, rank) with torch's IndexError.
std::int64_t dim_argument(const Value& value, std::size_t rank);
// Removes dtype= and requires_grad= (torch's factory keywords) from args.
struct FactoryOptions {
    std::optional<DType> dtype;
    bool requires_grad = false;
};
FactoryOptions factory_options(CallArgs& args, const std::string& function);

}  // namespace qkv::python
