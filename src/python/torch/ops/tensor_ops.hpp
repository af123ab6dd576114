// tensor_ops.hpp — what the playground can do with tensors, with torch 1.13.1's numbers, errors and grad_fn names.
//
// Sums of products (matmul, linear) add float products in increasing index order starting from zero, unfused,
// which is what torch computes with reference BLAS; so `x @ layer.weight.T` equals `layer(x)` bit for bit. int64
// products wrap, as torch's integer gemm does.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/torch/tensor/tensor.hpp"

namespace qkv::python {

using MeterPtr = std::shared_ptr<MemoryMeter>;

// One subscript item of t[...]: an integer or a slice (missing bounds are nullopt).
struct IndexItem {
    bool is_slice = false;
    std::int64_t index = 0;
    std::optional<std::int64_t> start, stop, step;
};

// A Python number as a tensor operand: its kind takes part in type promotion as torch's wrapped numbers do.
struct Scalar {
    DType kind = DType::Float32;  // Float32 for a Python float, Int64 for an int, Bool for a bool
    double real = 0.0;            // the float's value
    std::int64_t integer = 0;     // the int's or bool's value
};

// Elementwise arithmetic ('+', '-', '*', '/') with broadcasting and type promotion (bool < int64 < float32;
// '/' always gives float32).
TensorPtr tensor_binary(const MeterPtr& meter, char op, const Tensor& left, const Tensor& right);
// tensor op scalar, or scalar op tensor when `scalar_on_left`.
TensorPtr tensor_scalar(const MeterPtr& meter, char op, const Tensor& tensor, const Scalar& scalar, bool scalar_on_left);
// The values cast as torch casts them (float -> int64 truncates toward zero; nonzero -> True).
TensorPtr tensor_to_dtype(const MeterPtr& meter, const Tensor& tensor, DType dtype);
// A 0-dim tensor holding a Python number (float32, int64 or bool by its kind).
TensorPtr scalar_tensor(const MeterPtr& meter, const Scalar& scalar);

// Comparisons ("==", "!=", "<", "<=", ">", ">=") in the promoted type, giving a bool tensor.
TensorPtr tensor_compare(const MeterPtr& meter, const std::string& op, const Tensor& left, const Tensor& right);
// '%' (remainder) and '/' (floor division, //) with Python's floor semantics, as torch's remainder and div_floor.
TensorPtr tensor_floor_op(const MeterPtr& meter, char op, const Tensor& left, const Tensor& right);
// '&', '|', '^' on bool (logical) or int64 (bitwise) tensors; '~' through tensor_invert.
TensorPtr tensor_bitwise(const MeterPtr& meter, char op, const Tensor& left, const Tensor& right);
TensorPtr tensor_invert(const MeterPtr& meter, const Tensor& tensor);
// torch.where(condition, x, y), broadcasting all three.
TensorPtr tensor_where(const MeterPtr& meter, const Tensor& condition, const Tensor& x, const Tensor& y);
// x.masked_fill(mask, value): value where the bool mask is True.
TensorPtr tensor_masked_fill(const MeterPtr& meter, const Tensor& tensor, const Tensor& mask, const Scalar& value);
// tril (lower = true) / triu over the last two dims: keeps column - row <= diagonal (tril) or >= diagonal (triu).
TensorPtr tensor_triangle(const MeterPtr& meter, const Tensor& tensor, std::int64_t diagonal, bool lower);
TensorPtr tensor_negate(const MeterPtr& meter, const Tensor& tensor);
// tensor ** number, number ** tensor and tensor ** tensor (same shapes, or one side a single element), with the
// values torch's CPU pow kernel computes (tensor_power.cpp).
TensorPtr tensor_power(const MeterPtr& meter, const Tensor& tensor, const Scalar& exponent);
TensorPtr scalar_power(const MeterPtr& meter, const Scalar& base, const Tensor& exponent);
TensorPtr tensor_power_tensor(const MeterPtr& meter, const Tensor& base, const Tensor& exponent);
// torch.pow(number, tensor) keeps the number a Scalar (PowBackward2), where `number ** tensor` made it a tensor: relabels
// scalar_power's result.
void keep_scalar_base(const MeterPtr& meter, Tensor& result, const Scalar& base, const Tensor& exponent);

TensorPtr tensor_matmul(const MeterPtr& meter, const Tensor& left, const Tensor& right);
// F.linear(x, weight, bias): y = x @ weight.T (+ bias).
TensorPtr tensor_linear(const MeterPtr& meter, const Tensor& input, const Tensor& weight, const Tensor* bias);

TensorPtr tensor_transpose(const MeterPtr& meter, const Tensor& tensor, std::int64_t dim0, std::int64_t dim1);
TensorPtr tensor_reverse_dims(const MeterPtr& meter, const Tensor& tensor);  // .T
TensorPtr tensor_index(const MeterPtr& meter, const Tensor& tensor, const std::vector<IndexItem>& items);
// view (is_view: torch's error when no view has that shape) or reshape (a copy then); -1 infers one size.
TensorPtr tensor_reshape(const MeterPtr& meter, const Tensor& tensor, const std::vector<std::int64_t>& sizes, bool is_view);
TensorPtr tensor_copy(const MeterPtr& meter, const Tensor& tensor);  // same values, no autograd label

bool tensor_equal(const Tensor& left, const Tensor& right);
// torch.isclose's bool tensor (both operands of one dtype, broadcast), and allclose: whether all are close.
TensorPtr tensor_isclose(const MeterPtr& meter, const Tensor& left, const Tensor& right, double rtol, double atol, bool equal_nan);
bool tensor_allclose(const Tensor& left, const Tensor& right, double rtol, double atol, bool equal_nan);

// Wraps a possibly negative dim into [0, rank), with torch's IndexError wording. A 0-dim tensor takes dims 0 and -1
// (reductions over them are whole-tensor ones).
std::int64_t wrap_dim(std::int64_t dim, std::size_t rank);
// A dim that must index the shape (size, stride, unbind, unflatten): a 0-dim tensor has none, as torch says.
std::int64_t existing_dim(std::int64_t dim, std::size_t rank);

}  // namespace qkv::python
