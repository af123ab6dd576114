// tensor_operators.hpp — Python's operators when a tensor is an operand: arithmetic, '@', comparisons giving bool
// tensors, and the logical '&', '|', '^', '~'.
#pragma once

#include <string>

#include "python/torch/tensor/tensor_value.hpp"
#include "python/torch/ops/tensor_ops.hpp"

namespace qkv::python {

// left op right where at least one side is a tensor: + - * / ** @ & | ^.
Value tensor_binary_operator(Runtime& runtime, const std::string& op, const Value& left, const Value& right);
// == != < <= > >= where at least one side is a tensor.
Value tensor_comparison(Runtime& runtime, const std::string& op, const Value& left, const Value& right);
// bool(left op right) for one-element tensors and numbers, as max(), min() and sorted() compare them; torch's
// "ambiguous" error for larger tensors.
bool tensor_order(const std::string& op, const Value& left, const Value& right);
// -t, +t, ~t.
Value tensor_unary_operator(Runtime& runtime, const std::string& op, const Value& operand);

// A Python bool, int or float as a tensor operand (callers check is_number first).
Scalar scalar_of(const Value& number);
// A tensor, or a Python number as a 0-dim tensor; nullptr for anything else.
TensorPtr tensor_or_scalar(Runtime& runtime, const Value& value);

}  // namespace qkv::python
