// tensor_ops.hpp — what the playground can do with tensors, with torch 1.13.1's numbers, errors and grad_fn names.
//
// Sums of products (matmul, linear) add float products in increasing index order starting from zero, unfused,
// which is what torch computes with reference BLAS; so `x @ layer.weight.T` equals `layer(x)` bit for bit.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/torch/tensor.hpp"

namespace qkv::python {

using MeterPtr = std::shared_ptr<MemoryMeter>;

// One subscript item of t[...]: an integer or a slice (missing bounds are nullopt).
struct IndexItem {
    bool is_slice = false;
    std::int64_t index = 0;
    std::optional<std::int64_t> start, stop, step;
};

// Elementwise arithmetic ('+', '-', '*', '/') with broadcasting.
TensorPtr tensor_binary(const MeterPtr& meter, char op, const Tensor& left, const Tensor& right);
// tensor op scalar, or scalar op tensor when `scalar_on_left`.
TensorPtr tensor_scalar(const MeterPtr& meter, char op, const Tensor& tensor, double scalar, bool scalar_on_left);
TensorPtr tensor_negate(const MeterPtr& meter, const Tensor& tensor);
TensorPtr tensor_power(const MeterPtr& meter, const Tensor& tensor, double exponent);

TensorPtr tensor_matmul(const MeterPtr& meter, const Tensor& left, const Tensor& right);
// F.linear(x, weight, bias): y = x @ weight.T (+ bias).
TensorPtr tensor_linear(const MeterPtr& meter, const Tensor& input, const Tensor& weight, const Tensor* bias);

TensorPtr tensor_transpose(const MeterPtr& meter, const Tensor& tensor, std::int64_t dim0, std::int64_t dim1);
TensorPtr tensor_reverse_dims(const MeterPtr& meter, const Tensor& tensor);  // .T
TensorPtr tensor_index(const MeterPtr& meter, const Tensor& tensor, const std::vector<IndexItem>& items);
TensorPtr tensor_reshape(const MeterPtr& meter, const Tensor& tensor, const std::vector<std::int64_t>& sizes, const char* grad_fn);
TensorPtr tensor_copy(const MeterPtr& meter, const Tensor& tensor);  // same values, no autograd label

bool tensor_equal(const Tensor& left, const Tensor& right);
bool tensor_allclose(const Tensor& left, const Tensor& right, double rtol, double atol, bool equal_nan);

// Wraps a possibly negative dim into [0, rank), with torch's IndexError wording.
std::int64_t wrap_dim(std::int64_t dim, std::size_t rank);

}  // namespace qkv::python
