// dtype_object.hpp — torch.dtype as a native type of the interpreter: one object per dtype (torch.float32 is
// torch.float32), printed as torch prints it.
#pragma once

#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

Value dtype_value(DType dtype);  // torch.float32 ...
bool is_dtype(const Value& value);
DType dtype_of(const Value& value);  // a value is_dtype accepts

}  // namespace qkv::python
