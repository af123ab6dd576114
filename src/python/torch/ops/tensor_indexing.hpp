// tensor_indexing.hpp — t[index] and t[index] = value as torch does them: ints, slices with steps, None, ...,
// bool masks, and int tensors or lists (advanced indexing), with torch 1.13.1's messages and grad_fn names.
#pragma once

#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

Value tensor_subscript(Runtime& runtime, const Value& tensor, const Value& index);
// Writes `value` (a number or a tensor that broadcasts to the indexed shape) into the tensor's own storage, so
// every name bound to it sees the change.
void tensor_assign_item(Runtime& runtime, const Value& tensor, const Value& index, const Value& value);

}  // namespace qkv::python
