// tensor_ops.cpp — elementwise arithmetic, matmul/linear, transposes and indexing of playground tensors.
#include "python/torch/tensor_ops.hpp"

#include <algorithm>
#include <cmath>

#include "core/linear.hpp"
#include "python/runtime/errors.hpp"

namespace qkv::python {
namespace {

float apply(char op, float a, float b) {
    switch (op) {
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        default: return a / b;
    }
}

const char* grad_name_for(char op) {
    switch (op) {
        case '+': return "AddBackward0";
        case '-': return "SubBackward0";
        case '*': return "MulBackward0";
        default: return "DivBackward0";
    }
}

void label(Tensor& result, const char* grad_fn, bool tracks) {
    if (tracks) result.grad_fn = grad_fn;
}

// Broadcast shape of two shapes, with torch's message naming the first clashing dimension.
Shape broadcast_shapes(const Shape& a, const Shape& b) {
    const std::size_t rank = std::max(a.size(), b.size());
    Shape result(rank);
    for (std::size_t i = 0; i < rank; ++i) {
        const std::int64_t size_a = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
        const std::int64_t size_b = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
        if (size_a != size_b && size_a != 1 && size_b != 1) {
            raise_error("RuntimeError", "The size of tensor a (" + std::to_string(size_a) + ") must match the size of tensor b (" +
                                            std::to_string(size_b) + ") at non-singleton dimension " + std::to_string(i));
        }
        result[i] = size_a == 1 ? size_b : size_a;
    }
    return result;
}

// Strides for reading `shape` as if broadcast to `target` (0 along broadcast axes).
std::vector<std::int64_t> broadcast_strides(const Shape& shape, const Shape& target) {
    const std::vector<std::int64_t> own = contiguous_strides(shape);
    std::vector<std::int64_t> strides(target.size(), 0);
    const std::size_t shift = target.size() - shape.size();
    for (std::size_t i = 0; i < shape.size(); ++i) strides[i + shift] = shape[i] == 1 ? 0 : own[i];
    return strides;
}

// Copies a strided view of `source` into a new contiguous tensor.
TensorPtr materialize(const MeterPtr& meter, const Tensor& source, std::int64_t offset, const Shape& shape,
                      const std::vector<std::int64_t>& strides) {
    TensorPtr result = make_tensor(meter, shape, "this tensor");
    const std::int64_t count = result->numel();
    std::vector<std::int64_t> counter(shape.size(), 0);
    std::int64_t position = offset;
    const float* in = source.data();
    float* out = result->data();
    for (std::int64_t n = 0; n < count; ++n) {
        out[n] = in[position];
        for (std::size_t axis = shape.size(); axis-- > 0;) {
            if (++counter[axis] < shape[axis]) {
                position += strides[axis];
                break;
            }
            position -= strides[axis] * (shape[axis] - 1);
            counter[axis] = 0;
        }
    }
    return result;
}

// out[r, c] = sum_k a[r, k] * b[k, c], float, k increasing, from zero.
void matrix_product(const float* a, const float* b, float* out, std::int64_t rows, std::int64_t inner, std::int64_t cols) {
    for (std::int64_t r = 0; r < rows; ++r) {
        for (std::int64_t c = 0; c < cols; ++c) {
            float sum = 0.0f;
            for (std::int64_t k = 0; k < inner; ++k) sum += a[r * inner + k] * b[k * cols + c];
            out[r * cols + c] = sum;
        }
    }
}

[[noreturn]] void raise_mm_mismatch(std::int64_t r1, std::int64_t c1, std::int64_t r2, std::int64_t c2) {
    raise_error("RuntimeError", "mat1 and mat2 shapes cannot be multiplied (" + std::to_string(r1) + "x" + std::to_string(c1) +
                                    " and " + std::to_string(r2) + "x" + std::to_string(c2) + ")");
}

}  // namespace

std::int64_t wrap_dim(std::int64_t dim, std::size_t rank) {
    const std::int64_t extent = std::max<std::int64_t>(static_cast<std::int64_t>(rank), 1);
    if (dim < -extent || dim >= extent) {
        raise_error("IndexError", "Dimension out of range (expected to be in range of [" + std::to_string(-extent) + ", " +
                                      std::to_string(extent - 1) + "], but got " + std::to_string(dim) + ")");
    }
    return dim < 0 ? dim + extent : dim;
}

TensorPtr tensor_binary(const MeterPtr& meter, char op, const Tensor& left, const Tensor& right) {
    const Shape shape = broadcast_shapes(left.shape, right.shape);
    TensorPtr result = make_tensor(meter, shape, "the result");
    const auto left_strides = broadcast_strides(left.shape, shape);
    const auto right_strides = broadcast_strides(right.shape, shape);
    std::vector<std::int64_t> counter(shape.size(), 0);
    std::int64_t left_position = 0, right_position = 0;
    const std::int64_t count = result->numel();
    for (std::int64_t n = 0; n < count; ++n) {
        result->data()[n] = apply(op, left.data()[left_position], right.data()[right_position]);
        for (std::size_t axis = shape.size(); axis-- > 0;) {
            if (++counter[axis] < shape[axis]) {
                left_position += left_strides[axis];
                right_position += right_strides[axis];
                break;
            }
            left_position -= left_strides[axis] * (shape[axis] - 1);
            right_position -= right_strides[axis] * (shape[axis] - 1);
            counter[axis] = 0;
        }
    }
    label(*result, grad_name_for(op), left.tracks_grad() || right.tracks_grad());
    return result;
}

TensorPtr tensor_scalar(const MeterPtr& meter, char op, const Tensor& tensor, double scalar, bool scalar_on_left) {
    TensorPtr result = make_tensor(meter, tensor.shape, "the result");
    const float value = static_cast<float>(scalar);  // torch casts a Python number to the tensor's float type
    const std::int64_t count = result->numel();
    const char* grad_fn = grad_name_for(op);
    for (std::int64_t n = 0; n < count; ++n) {
        const float element = tensor.data()[n];
        if (!scalar_on_left) {
            result->data()[n] = apply(op, element, value);
        } else if (op == '/') {
            // number / tensor is tensor.reciprocal() * number in torch: two roundings.
            result->data()[n] = (1.0f / element) * value;
        } else {
            result->data()[n] = apply(op, value, element);
        }
    }
    if (scalar_on_left && op == '-') grad_fn = "RsubBackward1";
    if (scalar_on_left && op == '/') grad_fn = "MulBackward0";
    label(*result, grad_fn, tensor.tracks_grad());
    return result;
}

TensorPtr tensor_negate(const MeterPtr& meter, const Tensor& tensor) {
    TensorPtr result = make_tensor(meter, tensor.shape, "the result");
    for (std::int64_t n = 0; n < result->numel(); ++n) result->data()[n] = -tensor.data()[n];
    label(*result, "NegBackward0", tensor.tracks_grad());
    return result;
}

TensorPtr tensor_power(const MeterPtr& meter, const Tensor& tensor, double exponent) {
    // torch special-cases these exponents with exact float operations; others go through a vector pow
    // whose last bits the playground does not reproduce.
    if (exponent != 0 && exponent != 1 && exponent != 2 && exponent != 3 && exponent != 0.5 && exponent != -0.5 &&
        exponent != -1 && exponent != -2)
        raise_unsupported("tensor ** " + std::to_string(exponent).substr(0, 6) + " (only 0, 1, 2, 3, 0.5, -0.5, -1, -2)");
    TensorPtr result = make_tensor(meter, tensor.shape, "the result");
    for (std::int64_t n = 0; n < result->numel(); ++n) {
        const float x = tensor.data()[n];
        float y;
        if (exponent == 0) y = 1.0f;
        else if (exponent == 1) y = x;
        else if (exponent == 2) y = x * x;
        else if (exponent == 3) y = x * x * x;
        else if (exponent == 0.5) y = std::sqrt(x);
        else if (exponent == -0.5) y = 1.0f / std::sqrt(x);
        else if (exponent == -1) y = 1.0f / x;
        else y = 1.0f / (x * x);
        result->data()[n] = y;
    }
    label(*result, "PowBackward0", tensor.tracks_grad());
    return result;
}

TensorPtr tensor_matmul(const MeterPtr& meter, const Tensor& left, const Tensor& right) {
    const std::size_t rank_left = left.rank(), rank_right = right.rank();
    const bool tracks = left.tracks_grad() || right.tracks_grad();
    if (rank_left == 0 || rank_right == 0) {
        raise_error("RuntimeError", "both arguments to matmul need to be at least 1D, but they are " + std::to_string(rank_left) +
                                        "D and " + std::to_string(rank_right) + "D");
    }
    if (rank_left == 1 && rank_right == 1) {
        if (left.shape[0] != right.shape[0]) {
            raise_error("RuntimeError", "inconsistent tensor size, expected tensor [" + std::to_string(left.shape[0]) +
                                            "] and src [" + std::to_string(right.shape[0]) +
                                            "] to have the same number of elements, but got " + std::to_string(left.shape[0]) +
                                            " and " + std::to_string(right.shape[0]) + " elements respectively");
        }
        TensorPtr result = make_tensor(meter, {}, "the result");
        matrix_product(left.data(), right.data(), result->data(), 1, left.shape[0], 1);
        label(*result, "DotBackward0", tracks);
        return result;
    }
    if (rank_left == 2 && rank_right == 1) {
        if (left.shape[1] != right.shape[0]) {
            raise_error("RuntimeError", "size mismatch, got " + std::to_string(left.shape[0]) + ", " + std::to_string(left.shape[0]) +
                                            "x" + std::to_string(left.shape[1]) + "," + std::to_string(right.shape[0]));
        }
        TensorPtr result = make_tensor(meter, {left.shape[0]}, "the result");
        matrix_product(left.data(), right.data(), result->data(), left.shape[0], left.shape[1], 1);
        label(*result, "MvBackward0", tracks);
        return result;
    }
    if (rank_left == 1 && rank_right == 2) {
        if (left.shape[0] != right.shape[0]) raise_mm_mismatch(1, left.shape[0], right.shape[0], right.shape[1]);
        TensorPtr result = make_tensor(meter, {right.shape[1]}, "the result");
        matrix_product(left.data(), right.data(), result->data(), 1, left.shape[0], right.shape[1]);
        label(*result, "SqueezeBackward3", tracks);
        return result;
    }
    if (rank_right <= 2) {
        // Fold the batch dimensions of the left operand into rows: one matrix product.
        const std::int64_t inner = left.shape.back();
        const std::int64_t rows = left.numel() / std::max<std::int64_t>(inner, 1);
        const std::int64_t right_rows = right.shape[0];
        const std::int64_t cols = rank_right == 2 ? right.shape[1] : 1;
        if (inner != right_rows) {
            if (rank_right == 2) raise_mm_mismatch(rows, inner, right_rows, cols);
            raise_error("RuntimeError", "size mismatch, got " + std::to_string(rows) + ", " + std::to_string(rows) + "x" +
                                            std::to_string(inner) + "," + std::to_string(right_rows));
        }
        Shape shape(left.shape.begin(), left.shape.end() - 1);
        if (rank_right == 2) shape.push_back(cols);
        TensorPtr result = make_tensor(meter, shape, "the result");
        matrix_product(left.data(), right.data(), result->data(), rows, inner, cols);
        label(*result, rank_left == 2 ? "MmBackward0" : "UnsafeViewBackward0", tracks);
        return result;
    }
    // Batched: broadcast the batch dimensions, then one matrix product per batch.
    const Tensor* a = &left;
    const Tensor* b = &right;
    const bool left_vector = rank_left == 1;
    Shape left_shape = left_vector ? Shape{1, left.shape[0]} : left.shape;
    const Shape& right_shape = b->shape;
    const std::int64_t n = left_shape[left_shape.size() - 2], k = left_shape.back();
    const std::int64_t k2 = right_shape[right_shape.size() - 2], m = right_shape.back();
    const Shape left_batch(left_shape.begin(), left_shape.end() - 2);
    const Shape right_batch(right_shape.begin(), right_shape.end() - 2);
    const Shape batch = broadcast_shapes(left_batch, right_batch);
    std::int64_t batch_count = 1;
    for (std::int64_t size : batch) batch_count *= size;
    if (k != k2) {
        raise_error("RuntimeError", "Expected size for first two dimensions of batch2 tensor to be: [" + std::to_string(batch_count) +
                                        ", " + std::to_string(k) + "] but got: [" + std::to_string(batch_count) + ", " +
                                        std::to_string(k2) + "].");
    }
    Shape shape = batch;
    if (!left_vector) shape.push_back(n);
    shape.push_back(m);
    TensorPtr result = make_tensor(meter, shape, "the result");
    const auto left_strides = broadcast_strides(left_batch, batch);
    const auto right_strides = broadcast_strides(right_batch, batch);
    std::vector<float> left_block(static_cast<std::size_t>(n * k)), right_block(static_cast<std::size_t>(k * m));
    for (std::int64_t index = 0; index < batch_count; ++index) {
        std::int64_t remainder = index, left_offset = 0, right_offset = 0;
        for (std::size_t axis = batch.size(); axis-- > 0;) {
            const std::int64_t coordinate = remainder % batch[axis];
            remainder /= batch[axis];
            left_offset += coordinate * left_strides[axis];
            right_offset += coordinate * right_strides[axis];
        }
        matrix_product(a->data() + left_offset * n * k, b->data() + right_offset * k * m, result->data() + index * n * m, n, k, m);
    }
    label(*result, "UnsafeViewBackward0", tracks);
    return result;
}

TensorPtr tensor_linear(const MeterPtr& meter, const Tensor& input, const Tensor& weight, const Tensor* bias) {
    if (input.rank() == 0 || weight.rank() != 2) {
        if (weight.rank() != 2 && input.rank() != 0) raise_unsupported("F.linear with a weight that is not 2-D");
        raise_error("RuntimeError", "both arguments to linear need to be at least 1D, but they are " +
                                        std::to_string(input.rank()) + "D and " + std::to_string(weight.rank()) + "D");
    }
    const std::int64_t in_features = weight.shape[1], out_features = weight.shape[0];
    const std::int64_t inner = input.shape.back();
    const std::int64_t rows = inner == 0 ? 0 : input.numel() / inner;
    if (inner != in_features) raise_mm_mismatch(input.rank() == 1 ? 1 : rows, inner, in_features, out_features);
    if (bias && (bias->rank() > 1 || (bias->rank() == 1 && bias->shape[0] != out_features && bias->shape[0] != 1)))
        raise_error("RuntimeError", "The size of tensor a (" + std::to_string(out_features) + ") must match the size of tensor b (" +
                                        std::to_string(bias->rank() ? bias->shape[0] : 1) + ") at non-singleton dimension " +
                                        std::to_string(input.rank() - 1));
    Shape shape(input.shape.begin(), input.shape.end() - 1);
    shape.push_back(out_features);
    TensorPtr result = make_tensor(meter, shape, "the result");
    std::vector<float> broadcast_bias;
    const float* bias_data = nullptr;
    if (bias) {
        broadcast_bias.assign(static_cast<std::size_t>(out_features), 0.0f);
        for (std::int64_t o = 0; o < out_features; ++o) broadcast_bias[o] = bias->data()[bias->numel() == 1 ? 0 : o];
        bias_data = broadcast_bias.data();
    }
    linear_forward(input.data(), static_cast<std::size_t>(rows), static_cast<std::size_t>(in_features), weight.data(),
                   static_cast<std::size_t>(out_features), bias_data, result->data());
    const bool tracks = input.tracks_grad() || weight.tracks_grad() || (bias && bias->tracks_grad());
    const char* grad_fn;
    if (input.rank() == 2) grad_fn = bias ? "AddmmBackward0" : "MmBackward0";
    else if (input.rank() == 1) grad_fn = bias ? "AddBackward0" : "SqueezeBackward3";
    else if (input.rank() == 3 && bias) grad_fn = "ViewBackward0";
    else grad_fn = bias ? "AddBackward0" : "UnsafeViewBackward0";
    label(*result, grad_fn, tracks);
    return result;
}

TensorPtr tensor_transpose(const MeterPtr& meter, const Tensor& tensor, std::int64_t dim0, std::int64_t dim1) {
    const std::int64_t a = wrap_dim(dim0, tensor.rank()), b = wrap_dim(dim1, tensor.rank());
    if (tensor.rank() == 0) return tensor_reshape(meter, tensor, {}, "TransposeBackward0");
    Shape shape = tensor.shape;
    std::vector<std::int64_t> strides = contiguous_strides(shape);
    std::swap(shape[a], shape[b]);
    std::swap(strides[a], strides[b]);
    TensorPtr result = materialize(meter, tensor, 0, shape, strides);
    label(*result, "TransposeBackward0", tensor.tracks_grad());
    return result;
}

TensorPtr tensor_reverse_dims(const MeterPtr& meter, const Tensor& tensor) {
    Shape shape(tensor.shape.rbegin(), tensor.shape.rend());
    const std::vector<std::int64_t> own = contiguous_strides(tensor.shape);
    std::vector<std::int64_t> strides(own.rbegin(), own.rend());
    TensorPtr result = materialize(meter, tensor, 0, shape, strides);
    label(*result, "PermuteBackward0", tensor.tracks_grad());
    return result;
}

TensorPtr tensor_index(const MeterPtr& meter, const Tensor& tensor, const std::vector<IndexItem>& items) {
    if (items.size() > tensor.rank())
        raise_error("IndexError", "too many indices for tensor of dimension " + std::to_string(tensor.rank()));
    const std::vector<std::int64_t> own = contiguous_strides(tensor.shape);
    std::int64_t offset = 0;
    Shape shape;
    std::vector<std::int64_t> strides;
    const char* grad_fn = "AliasBackward0";
    for (std::size_t axis = 0; axis < tensor.rank(); ++axis) {
        const std::int64_t size = tensor.shape[axis];
        if (axis >= items.size()) {
            shape.push_back(size);
            strides.push_back(own[axis]);
            continue;
        }
        const IndexItem& item = items[axis];
        if (!item.is_slice) {
            if (item.index < -size || item.index >= size)
                raise_error("IndexError", "index " + std::to_string(item.index) + " is out of bounds for dimension " +
                                              std::to_string(axis) + " with size " + std::to_string(size));
            offset += (item.index < 0 ? item.index + size : item.index) * own[axis];
            grad_fn = "SelectBackward0";
            continue;
        }
        const std::int64_t step = item.step.value_or(1);
        if (step <= 0) raise_error("ValueError", "step must be greater than zero");
        auto clamp = [size](std::int64_t value) {
            if (value < 0) value += size;
            return std::min(std::max<std::int64_t>(value, 0), size);
        };
        const std::int64_t start = item.start ? clamp(*item.start) : 0;
        const std::int64_t stop = std::max(start, item.stop ? clamp(*item.stop) : size);
        offset += start * own[axis];
        shape.push_back((stop - start + step - 1) / step);
        strides.push_back(own[axis] * step);
        grad_fn = "SliceBackward0";
    }
    TensorPtr result = materialize(meter, tensor, offset, shape, strides);
    label(*result, grad_fn, tensor.tracks_grad());
    return result;
}

TensorPtr tensor_reshape(const MeterPtr& meter, const Tensor& tensor, const std::vector<std::int64_t>& sizes, const char* grad_fn) {
    Shape shape = sizes;
    std::int64_t known = 1;
    int inferred = -1;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] == -1) {
            if (inferred >= 0) raise_error("RuntimeError", "only one dimension can be inferred");
            inferred = static_cast<int>(i);
        } else if (shape[i] < 0) {
            raise_error("RuntimeError", "invalid shape dimension " + std::to_string(shape[i]));
        } else {
            known *= shape[i];
        }
    }
    if (inferred >= 0 && known != 0 && tensor.numel() % known == 0) shape[inferred] = tensor.numel() / known;
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    if (count != tensor.numel() || (inferred >= 0 && known == 0))
        raise_error("RuntimeError", "shape '[" + shape_text(sizes, ", ") + "]' is invalid for input of size " + std::to_string(tensor.numel()));
    TensorPtr result = make_tensor(meter, shape, "the result");
    std::copy(tensor.data(), tensor.data() + tensor.numel(), result->data());
    label(*result, grad_fn, tensor.tracks_grad());
    return result;
}

TensorPtr tensor_copy(const MeterPtr& meter, const Tensor& tensor) {
    TensorPtr result = make_tensor(meter, tensor.shape, "the result");
    std::copy(tensor.data(), tensor.data() + tensor.numel(), result->data());
    return result;
}

bool tensor_equal(const Tensor& left, const Tensor& right) {
    if (left.shape != right.shape) return false;
    for (std::int64_t n = 0; n < left.numel(); ++n)
        if (!(left.data()[n] == right.data()[n])) return false;
    return true;
}

bool tensor_allclose(const Tensor& left, const Tensor& right, double rtol, double atol, bool equal_nan) {
    const Shape shape = broadcast_shapes(left.shape, right.shape);
    const auto left_strides = broadcast_strides(left.shape, shape);
    const auto right_strides = broadcast_strides(right.shape, shape);
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    for (std::int64_t n = 0; n < count; ++n) {
        std::int64_t remainder = n, left_position = 0, right_position = 0;
        for (std::size_t axis = shape.size(); axis-- > 0;) {
            const std::int64_t coordinate = remainder % shape[axis];
            remainder /= shape[axis];
            left_position += coordinate * left_strides[axis];
            right_position += coordinate * right_strides[axis];
        }
        const float a = left.data()[left_position], b = right.data()[right_position];
        if (a == b) continue;
        if (std::isnan(a) || std::isnan(b)) {
            if (equal_nan && std::isnan(a) && std::isnan(b)) continue;
            return false;
        }
        // torch.isclose in float: |a - b| <= atol + rtol * |b|, with the tolerances cast to float.
        const float allowed = static_cast<float>(atol) + static_cast<float>(rtol) * std::fabs(b);
        if (!(std::fabs(a - b) <= allowed)) return false;
    }
    return true;
}

}  // namespace qkv::python
