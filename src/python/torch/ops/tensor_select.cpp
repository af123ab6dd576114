// tensor_select.cpp — comparisons and logical ops giving bool tensors, and what learners build masks with:
// where, masked_fill, tril and triu, with torch 1.13.1's promotion, messages and grad_fn names.
#include <cmath>

#include "core/float_bits.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"

namespace qkv::python {
namespace {

std::shared_ptr<const Tensor> cast_if_needed(const MeterPtr& meter, const Tensor& tensor, DType dtype) {
    if (tensor.dtype == dtype || (dtype != DType::Float32 && !tensor.is_float()))
        return std::shared_ptr<const Tensor>(std::shared_ptr<const Tensor>(), &tensor);
    return tensor_to_dtype(meter, tensor, dtype);
}

// ATen's remainder and div_floor for floats, in float: the result takes the divisor's sign.
float float_remainder(float a, float b) {
    const float mod = std::fmod(a, b);
    return (mod != 0.0f && ((b < 0.0f) != (mod < 0.0f))) ? mod + b : mod;
}

float float_floor_divide(float a, float b) {
    if (b == 0.0f) return a / b;
    const float mod = std::fmod(a, b);
    float div = (a - mod) / b;
    if (mod != 0.0f && ((b < 0.0f) != (mod < 0.0f))) div -= 1.0f;
    if (div == 0.0f) return std::copysign(0.0f, a / b);
    float floored = std::floor(div);
    if (div - floored > 0.5f) floored += 1.0f;
    return floored;
}

// The byte torch 1.13's masked_fill kernel reads for each mask element. A mask that is not bool is read as bytes at
// each element's address: the lowest byte of an int64 or of a float32's bits (so 1.0 and 256 mask nothing), and a
// byte other than 0 or 1 is torch's error.
std::vector<std::uint8_t> mask_low_bytes(const Tensor& mask) {
    std::vector<std::uint8_t> bytes(static_cast<std::size_t>(mask.numel()));
    for (std::int64_t n = 0; n < mask.numel(); ++n) {
        const std::uint64_t bits = mask.is_float() ? qkv::bits_of(mask.data()[n]) : static_cast<std::uint64_t>(mask.integers()[n]);
        bytes[static_cast<std::size_t>(n)] = static_cast<std::uint8_t>(bits & 0xFF);
        if (bytes[static_cast<std::size_t>(n)] > 1) raise_error("RuntimeError", "Mask tensor can take 0 and 1 values only");
    }
    return bytes;
}

}  // namespace

TensorPtr scalar_tensor(const MeterPtr& meter, const Scalar& scalar) {
    TensorPtr tensor = make_tensor(meter, {}, "a number", scalar.kind);
    if (scalar.kind == DType::Float32) tensor->data()[0] = static_cast<float>(scalar.real);
    else tensor->integers()[0] = scalar.integer;
    return tensor;
}

TensorPtr tensor_compare(const MeterPtr& meter, const std::string& op, const Tensor& left, const Tensor& right) {
    if (has_extra_dtype({{&left}, {&right}})) return extra_compare(meter, op, {&left}, {&right});
    const Shape shape = broadcast_shapes(left.shape, right.shape);
    TensorPtr result = make_tensor(meter, shape, "the result", DType::Bool);
    const std::array<Strides, 2> strides{broadcast_strides(left.shape, shape), broadcast_strides(right.shape, shape)};
    std::int64_t* out = result->integers();
    if (promote(left.dtype, right.dtype) == DType::Float32) {
        const auto a = cast_if_needed(meter, left, DType::Float32), b = cast_if_needed(meter, right, DType::Float32);
        for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
            out[n] = compare_values(op, a->data()[at[0]], b->data()[at[1]]);
        });
    } else {
        for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
            out[n] = compare_values(op, left.integers()[at[0]], right.integers()[at[1]]);
        });
    }
    keep_memory_order(*result, {&left, &right});
    return result;
}

TensorPtr tensor_floor_op(const MeterPtr& meter, char op, const Tensor& left, const Tensor& right) {
    const Shape shape = broadcast_shapes(left.shape, right.shape);
    if (op == '/' && left.dtype == DType::Bool && right.dtype == DType::Bool)
        raise_error("RuntimeError", "\"div_floor_cpu\" not implemented for 'Bool'");
    const DType dtype = promote(left.dtype, right.dtype) == DType::Float32 ? DType::Float32 : DType::Int64;
    TensorPtr result = make_tensor(meter, shape, "the result", dtype);
    const std::array<Strides, 2> strides{broadcast_strides(left.shape, shape), broadcast_strides(right.shape, shape)};
    if (dtype == DType::Float32) {
        const auto a = cast_if_needed(meter, left, dtype), b = cast_if_needed(meter, right, dtype);
        for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
            result->data()[n] = op == '%' ? float_remainder(a->data()[at[0]], b->data()[at[1]]) : float_floor_divide(a->data()[at[0]], b->data()[at[1]]);
        });
    } else {
        for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
            const std::int64_t a = left.integers()[at[0]], b = right.integers()[at[1]];
            if (b == 0) raise_error("RuntimeError", "ZeroDivisionError");
            if (b == -1) {  // a / -1 overflows for the most negative a; torch's result wraps
                result->integers()[n] = op == '%' ? 0 : static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(a));
                return;
            }
            std::int64_t quotient = a / b, remainder = a % b;
            if (remainder != 0 && ((remainder < 0) != (b < 0))) remainder += b, quotient -= 1;
            result->integers()[n] = op == '%' ? remainder : quotient;
        });
    }
    label(*result, op == '%' ? "RemainderBackward0" : "NotImplemented", left.tracks_grad() || right.tracks_grad());
    keep_memory_order(*result, {&left, &right});
    return result;
}

TensorPtr tensor_bitwise(const MeterPtr& meter, char op, const Tensor& left, const Tensor& right) {
    const DType dtype = promote(left.dtype, right.dtype);
    const char* name = op == '&' ? "bitwise_and_cpu" : op == '|' ? "bitwise_or_cpu" : "bitwise_xor_cpu";
    if (dtype == DType::Float32) raise_error("RuntimeError", std::string("\"") + name + "\" not implemented for 'Float'");
    const Shape shape = broadcast_shapes(left.shape, right.shape);
    TensorPtr result = make_tensor(meter, shape, "the result", dtype);
    const std::array<Strides, 2> strides{broadcast_strides(left.shape, shape), broadcast_strides(right.shape, shape)};
    for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
        const std::int64_t a = left.integers()[at[0]], b = right.integers()[at[1]];
        result->integers()[n] = op == '&' ? (a & b) : op == '|' ? (a | b) : (a ^ b);
    });
    keep_memory_order(*result, {&left, &right});
    return result;
}

TensorPtr tensor_invert(const MeterPtr& meter, const Tensor& tensor) {
    if (tensor.is_float()) raise_error("TypeError", "~ (operator.invert) is only implemented on integer and Boolean-type tensors");
    TensorPtr result = make_tensor(meter, tensor.shape, "the result", tensor.dtype);
    const bool logical = tensor.dtype == DType::Bool;
    for (std::int64_t n = 0; n < tensor.numel(); ++n) {
        const std::int64_t value = tensor.integers()[n];
        result->integers()[n] = logical ? !value : ~value;
    }
    keep_memory_order(*result, {&tensor});
    return result;
}

TensorPtr tensor_where(const MeterPtr& meter, const Tensor& condition, const Tensor& x, const Tensor& y) {
    if (condition.dtype != DType::Bool)
        raise_error("RuntimeError", "where expected condition to be a boolean tensor, but got a tensor with dtype " +
                                        scalar_type_name(condition.dtype));
    const Shape shape = broadcast_shapes(broadcast_shapes(condition.shape, x.shape), y.shape);
    const DType dtype = promote(x.dtype, y.dtype);
    const auto a = cast_if_needed(meter, x, dtype), b = cast_if_needed(meter, y, dtype);
    TensorPtr result = make_tensor(meter, shape, "the result", dtype);
    const std::array<Strides, 3> strides{broadcast_strides(condition.shape, shape), broadcast_strides(x.shape, shape),
                                         broadcast_strides(y.shape, shape)};
    for_each_position<3>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 3>& at) {
        const bool pick_x = condition.integers()[at[0]] != 0;
        if (dtype == DType::Float32) result->data()[n] = pick_x ? a->data()[at[1]] : b->data()[at[2]];
        else result->integers()[n] = pick_x ? a->integers()[at[1]] : b->integers()[at[2]];
    });
    label(*result, "WhereBackward0", x.tracks_grad() || y.tracks_grad());
    record_where(meter, *result, condition, x, y);
    keep_memory_order(*result, {&condition, &x, &y});
    return result;
}

TensorPtr tensor_masked_fill(const MeterPtr& meter, const Tensor& tensor, const Tensor& mask, const Scalar& value) {
    const Shape shape = broadcast_shapes(mask.shape, tensor.shape);
    const std::vector<std::uint8_t> mask_bytes = mask_low_bytes(mask);
    TensorPtr result = materialize(meter, tensor, 0, shape, broadcast_strides(tensor.shape, shape));
    const std::array<Strides, 1> strides{broadcast_strides(mask.shape, shape)};
    const double fill = value.kind == DType::Float32 ? value.real : static_cast<double>(value.integer);
    for_each_position<1>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
        if (!mask_bytes[static_cast<std::size_t>(at[0])]) return;
        if (result->is_float()) result->data()[n] = static_cast<float>(fill);
        else if (result->dtype == DType::Bool) result->integers()[n] = fill != 0.0;
        else result->integers()[n] = static_cast<std::int64_t>(fill);
    });
    label(*result, "MaskedFillBackward0", tensor.tracks_grad());
    if (result->is_float() && mask.dtype == DType::Bool) record_masked_fill(meter, *result, tensor, mask);
    return result;
}

TensorPtr tensor_triangle(const MeterPtr& meter, const Tensor& tensor, std::int64_t diagonal, bool lower) {
    if (tensor.rank() < 2) wrap_dim(-2, tensor.rank());  // raises torch's IndexError
    TensorPtr result = tensor_copy(meter, tensor);
    const std::int64_t rows = tensor.shape[tensor.rank() - 2], cols = tensor.shape.back();
    const std::int64_t matrices = rows * cols == 0 ? 0 : tensor.numel() / (rows * cols);
    for (std::int64_t m = 0; m < matrices; ++m) {
        for (std::int64_t r = 0; r < rows; ++r) {
            for (std::int64_t c = 0; c < cols; ++c) {
                const bool keep = lower ? c - r <= diagonal : c - r >= diagonal;
                if (keep) continue;
                const std::int64_t n = (m * rows + r) * cols + c;
                if (result->is_float()) result->data()[n] = 0.0f;
                else result->integers()[n] = 0;
            }
        }
    }
    label(*result, lower ? "TrilBackward0" : "TriuBackward0", tensor.tracks_grad());
    return result;
}

}  // namespace qkv::python
