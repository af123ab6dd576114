// numpy_repr.hpp — how NumPy 1.24 prints the array that Tensor.numpy() returns (str and repr): float32 values in
// their shortest round-trip digits, padded to a common layout, rows wrapped at 75 columns.
#pragma once

#include <string>

#include "python/torch/tensor/tensor.hpp"

namespace qkv::python {

std::string ndarray_str(const Tensor& array);   // print(a)
// NumPy's name of the dtype: "float32", "int64", "bool" ...
const char* numpy_dtype_name(DType dtype);
std::string ndarray_repr(const Tensor& array);  // repr(a): array([...], dtype=float32)

}  // namespace qkv::python
