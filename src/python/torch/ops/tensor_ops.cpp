// tensor_ops.cpp — elementwise arithmetic, matmul/linear, transposes and indexing of playground tensors.
#include "python/torch/ops/tensor_ops.hpp"

#include <algorithm>
#include <cmath>

#include "core/linear.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

const char* grad_name_for(char op) {
    switch (op) {
        case '+': return "AddBackward0";
        case '-': return "SubBackward0";
        case '*': return "MulBackward0";
        default: return "DivBackward0";
    }
}

// out[r, c] = sum_k a[r, k] * b[k, c] in double, k increasing, from zero (float goes to the core's kernel, same order).
void matrix_product(const double* a, const double* b, double* out, std::int64_t rows, std::int64_t inner, std::int64_t cols) {
    for (std::int64_t r = 0; r < rows; ++r) {
        for (std::int64_t c = 0; c < cols; ++c) {
            double sum = 0;
            for (std::int64_t k = 0; k < inner; ++k) sum += a[r * inner + k] * b[k * cols + c];
            out[r * cols + c] = sum;
        }
    }
}

// The int64 product: wrapping sums, as torch's integer gemm (any order gives the same wrapped sum).
void matrix_product(const std::int64_t* a, const std::int64_t* b, std::int64_t* out, std::int64_t rows, std::int64_t inner,
                    std::int64_t cols) {
    for (std::int64_t r = 0; r < rows; ++r) {
        for (std::int64_t c = 0; c < cols; ++c) {
            std::uint64_t sum = 0;
            for (std::int64_t k = 0; k < inner; ++k)
                sum += static_cast<std::uint64_t>(a[r * inner + k]) * static_cast<std::uint64_t>(b[k * cols + c]);
            out[r * cols + c] = static_cast<std::int64_t>(sum);
        }
    }
}

// The product of the blocks of `left`, `right` and `out` starting at the given element offsets, in their dtype.
void block_product(const Tensor& left, std::int64_t left_offset, const Tensor& right, std::int64_t right_offset, Tensor& out,
                   std::int64_t out_offset, std::int64_t rows, std::int64_t inner, std::int64_t cols) {
    if (left.dtype == DType::Float64)
        matrix_product(left.storage->reals.data() + left_offset, right.storage->reals.data() + right_offset,
                       out.storage->reals.data() + out_offset, rows, inner, cols);
    else if (left.is_float())
        qkv::matrix_product(left.data() + left_offset, static_cast<std::size_t>(rows), static_cast<std::size_t>(inner),
                            right.data() + right_offset, static_cast<std::size_t>(cols), out.data() + out_offset);
    else
        matrix_product(left.integers() + left_offset, right.integers() + right_offset, out.integers() + out_offset, rows, inner, cols);
}

// out = a op b over `shape` (operands read through their broadcast strides): one loop per innermost row, with the
// op chosen once per call rather than per element; each element is the same single rounding.
template <char Op>
void float_rows(const Shape& shape, const std::array<Strides, 2>& strides, const float* a, const float* b, float* out) {
    const std::int64_t length = shape.empty() ? 1 : shape.back();
    const std::int64_t step_a = shape.empty() ? 0 : strides[0].back(), step_b = shape.empty() ? 0 : strides[1].back();
    const Shape rows = shape.empty() ? Shape{} : Shape(shape.begin(), shape.end() - 1);
    const std::array<Strides, 2> row_strides{rows.empty() ? Strides{} : Strides(strides[0].begin(), strides[0].end() - 1),
                                             rows.empty() ? Strides{} : Strides(strides[1].begin(), strides[1].end() - 1)};
    for_each_position<2>(rows, row_strides, [&](std::int64_t row, const std::array<std::int64_t, 2>& at) {
        const float* x = a + at[0];
        const float* y = b + at[1];
        float* z = out + row * length;
        if (step_a == 1 && step_b == 1)
            for (std::int64_t i = 0; i < length; ++i) z[i] = arithmetic(Op, x[i], y[i]);
        else
            for (std::int64_t i = 0; i < length; ++i) z[i] = arithmetic(Op, x[i * step_a], y[i * step_b]);
    });
}

void float_arithmetic(char op, const Shape& shape, const std::array<Strides, 2>& strides, const float* a, const float* b, float* out) {
    switch (op) {
        case '+': float_rows<'+'>(shape, strides, a, b, out); break;
        case '-': float_rows<'-'>(shape, strides, a, b, out); break;
        case '*': float_rows<'*'>(shape, strides, a, b, out); break;
        default: float_rows<'/'>(shape, strides, a, b, out); break;
    }
}

[[noreturn]] void raise_mm_mismatch(std::int64_t r1, std::int64_t c1, std::int64_t r2, std::int64_t c2) {
    raise_error("RuntimeError", "mat1 and mat2 shapes cannot be multiplied (" + std::to_string(r1) + "x" + std::to_string(c1) +
                                    " and " + std::to_string(r2) + "x" + std::to_string(c2) + ")");
}

[[noreturn]] void raise_bool_subtraction() {
    raise_error("RuntimeError", "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` "
                                "operator instead.");
}

// The same values as float32 (a shared reference when they already are).
std::shared_ptr<const Tensor> as_float(const MeterPtr& meter, const Tensor& tensor) {
    if (tensor.is_float()) return std::shared_ptr<const Tensor>(std::shared_ptr<const Tensor>(), &tensor);
    return tensor_to_dtype(meter, tensor, DType::Float32);
}

// Remembers the operands of a matrix product (both at least 2-D, float) for the inspector's dot product.
void record_product(Tensor& result, const Tensor& left, const Tensor& right, const Tensor* bias, bool linear) {
    if (left.rank() < 2 || right.rank() < 2 || !left.is_float() || !right.is_float()) return;
    auto origin = std::make_shared<ProductOrigin>();
    origin->linear = linear;
    origin->left = left.storage;
    origin->right = right.storage;
    if (bias && bias->is_float()) origin->bias = bias->storage;
    origin->left_shape = left.shape;
    origin->right_shape = right.shape;
    result.origin = std::move(origin);
}

// torch 1.13's matmul folds an N-D (N >= 3) operand's batch into one mm/mv when the other is 1-D or 2-D, except a
// 3-D operand whose last two dims are transposed in a contiguous batch (as after permute(0, 2, 1)) times a matrix,
// which goes to bmm. An empty operand always folds.
bool folds_into_matrix(const Tensor& larger, std::size_t other_rank) {
    if (larger.rank() < 3 || other_rank > 2) return false;
    if (larger.rank() != 3 || other_rank != 2 || larger.numel() == 0) return true;
    const auto strides = torch_strides(larger);
    return strides.back() == 1 || strides.front() != larger.shape[1] * larger.shape[2];
}

// The mismatch a folded product reports: mm's for a matrix operand, mv's for a vector.
[[noreturn]] void raise_folded_mismatch(std::int64_t rows, std::int64_t inner, std::int64_t other_rows, std::int64_t other_cols,
                                        bool matrix) {
    if (matrix) raise_mm_mismatch(rows, inner, other_rows, other_cols);
    raise_error("RuntimeError", "size mismatch, got " + std::to_string(rows) + ", " + std::to_string(rows) + "x" + std::to_string(inner) +
                                    "," + std::to_string(other_rows));
}

}  // namespace

Shape broadcast_shapes(const Shape& a, const Shape& b) {
    const std::size_t rank = std::max(a.size(), b.size());
    Shape result(rank);
    for (std::size_t i = rank; i-- > 0;) {  // from the last dim, as torch's infer_size reports the first clash
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

std::array<Strides, 2> operand_strides(const Shape& left, const Shape& right, const Shape& target) {
    if (left != target || right != target) return {broadcast_strides(left, target), broadcast_strides(right, target)};
    std::array<Strides, 2> strides{broadcast_strides(target, target)};  // the usual case: one computed, then copied
    strides[1] = strides[0];
    return strides;
}

Strides broadcast_strides(const Shape& shape, const Shape& target) {
    Strides strides(target.size(), 0);
    const std::size_t shift = target.size() - shape.size();
    std::int64_t contiguous = 1;  // shape's own contiguous stride at i
    for (std::size_t i = shape.size(); i-- > 0;) {
        strides[i + shift] = shape[i] == 1 ? 0 : contiguous;
        contiguous *= shape[i];
    }
    return strides;
}

void check_expandable(const Shape& shape, const Shape& target, const std::string& type_name) {
    if (target.size() < shape.size())
        raise_error("RuntimeError", "expand(" + type_name + "{[" + shape_text(shape, ", ") + "]}, size=[" + shape_text(target, ", ") +
                                        "]): the number of sizes provided (" + std::to_string(target.size()) +
                                        ") must be greater or equal to the number of dimensions in the tensor (" + std::to_string(shape.size()) + ")");
    const std::size_t shift = target.size() - shape.size();
    for (std::size_t k = shape.size(); k-- > 0;) {  // from the last dim, as torch reports the first clash it meets
        if (shape[k] != 1 && shape[k] != target[k + shift])
            raise_error("RuntimeError", "The expanded size of the tensor (" + std::to_string(target[k + shift]) + ") must match the existing size (" +
                                            std::to_string(shape[k]) + ") at non-singleton dimension " + std::to_string(k + shift) + ".  Target sizes: [" +
                                            shape_text(target, ", ") + "].  Tensor sizes: [" + shape_text(shape, ", ") + "]");
    }
}

std::vector<std::size_t> iteration_order(const Shape& shape, const std::vector<Strides>& input_strides) {
    std::vector<std::size_t> order;
    for (std::size_t k = shape.size(); k-- > 0;) order.push_back(k);
    // reorder_dimensions' comparison: 1 when dim a goes after dim b, -1 before, 0 when no input says.
    auto should_swap = [&](std::size_t a, std::size_t b) {
        for (const Strides& strides : input_strides) {
            if (strides[a] == 0 || strides[b] == 0) continue;
            if (strides[a] != strides[b]) return strides[a] < strides[b] ? -1 : 1;
            if (shape[a] > shape[b]) return 1;
        }
        return 0;
    };
    for (std::size_t i = 1; i < order.size(); ++i) {
        for (std::size_t b = i, a = i; a-- > 0;) {
            const int comparison = should_swap(order[a], order[b]);
            if (comparison < 0) break;
            if (comparison > 0) std::swap(order[a], order[b]), b = a;
        }
    }
    return order;
}

Strides strides_in_order(const Shape& shape, const std::vector<std::size_t>& order) {
    Strides strides(shape.size(), 0);
    std::int64_t step = 1;
    for (std::size_t dim : order) strides[dim] = step, step *= shape[dim];
    return strides;
}

Strides torch_strides_as(const Tensor& tensor, const Shape& shape) {
    const Strides own = torch_strides(tensor);
    Strides strides(shape.size(), 0);
    const std::size_t shift = shape.size() - tensor.rank();
    for (std::size_t k = 0; k < tensor.rank(); ++k)
        if (tensor.shape[k] == shape[k + shift] && shape[k + shift] != 1) strides[k + shift] = own[k];
    return strides;
}

void keep_memory_order(Tensor& result, std::initializer_list<const Tensor*> inputs) {
    bool contiguous = true;
    for (const Tensor* input : inputs) contiguous = contiguous && input->view_strides.empty();
    if (contiguous) return;
    std::vector<Strides> strides;
    for (const Tensor* input : inputs) strides.push_back(torch_strides_as(*input, result.shape));
    set_view_strides(result, strides_in_order(result.shape, iteration_order(result.shape, strides)));
}

TensorPtr materialize(const MeterPtr& meter, const Tensor& source, std::int64_t offset, const Shape& shape, const Strides& strides) {
    TensorPtr result = make_tensor(meter, shape, "this tensor", source.dtype);
    if (source.storage->values.empty() || shape.empty()) {
        for_each_position<1>(shape, {strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
            copy_element(source, offset + at[0], *result, n);
        });
        return result;
    }
    // Float values (float32 and float16): the innermost dim as one strided loop per row.
    const Shape rows(shape.begin(), shape.end() - 1);
    const Strides row_strides(strides.begin(), strides.end() - 1);
    const std::int64_t length = shape.back(), step = strides.back();
    const float* from = source.storage->values.data() + offset;
    float* to = result->storage->values.data();
    for_each_position<1>(rows, {row_strides}, [&](std::int64_t row, const std::array<std::int64_t, 1>& at) {
        const float* in = from + at[0];
        float* out = to + row * length;
        for (std::int64_t i = 0; i < length; ++i) out[i] = in[i * step];
    });
    return result;
}

TensorPtr tensor_to_dtype(const MeterPtr& meter, const Tensor& tensor, DType dtype) {
    // An op that casts its input to compute in float32 or int64 does not take the other dtypes.
    for (DType refused : {tensor.dtype, dtype})
        if (is_extra_dtype(refused)) raise_unsupported_dtype(refused);
    TensorPtr result = make_tensor(meter, tensor.shape, "the result", dtype);
    const std::int64_t count = tensor.numel();
    if (dtype == DType::Float32) {
        for (std::int64_t n = 0; n < count; ++n)
            result->data()[n] = tensor.is_float() ? tensor.data()[n] : static_cast<float>(tensor.integers()[n]);
    } else if (dtype == DType::Bool) {
        for (std::int64_t n = 0; n < count; ++n) result->integers()[n] = tensor.element(n) != 0.0;
    } else if (tensor.is_float()) {
        for (std::int64_t n = 0; n < count; ++n) {
            const float value = tensor.data()[n];
            // Out-of-range and NaN casts are undefined in C++; x86 gives INT64_MIN, as torch prints there.
            const bool fits = value > -9.3e18f && value < 9.2e18f;
            result->integers()[n] = fits ? static_cast<std::int64_t>(value) : INT64_MIN;
        }
    } else {
        std::copy(tensor.integers(), tensor.integers() + count, result->integers());
    }
    return result;
}

std::int64_t existing_dim(std::int64_t dim, std::size_t rank) {
    if (rank == 0) raise_error("IndexError", "Dimension specified as " + std::to_string(dim) + " but tensor has no dimensions");
    return wrap_dim(dim, rank);
}

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
    DType dtype = promote(left.dtype, right.dtype);
    if (op == '/') dtype = DType::Float32;
    if (op == '-' && dtype == DType::Bool) raise_bool_subtraction();
    if (has_extra_dtype({{&left}, {&right}})) {
        TensorPtr result = extra_arithmetic(meter, op, {&left}, {&right});
        label(*result, grad_name_for(op), left.tracks_grad() || right.tracks_grad());
        return result;
    }
    TensorPtr result = make_tensor(meter, shape, "the result", dtype);
    const std::array<Strides, 2> strides = operand_strides(left.shape, right.shape, shape);
    if (dtype == DType::Float32) {
        const auto a = as_float(meter, left), b = as_float(meter, right);
        const float *in_a = a->data(), *in_b = b->data();
        float* out = result->data();
        float_arithmetic(op, shape, strides, in_a, in_b, out);
    } else {
        const std::int64_t *in_a = left.integers(), *in_b = right.integers();
        std::int64_t* out = result->integers();
        const bool logical = dtype == DType::Bool;  // + is "or", * is "and"
        for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
            const std::int64_t value = integer_arithmetic(op, in_a[at[0]], in_b[at[1]]);
            out[n] = logical ? value != 0 : value;
        });
    }
    keep_memory_order(*result, {&left, &right});
    label(*result, grad_name_for(op), left.tracks_grad() || right.tracks_grad());
    if (dtype == DType::Float32) record_binary(meter, *result, op, left, right);
    return result;
}

TensorPtr tensor_scalar(const MeterPtr& meter, char op, const Tensor& tensor, const Scalar& scalar, bool scalar_on_left) {
    DType dtype = promote(tensor.dtype, scalar.kind);
    if (op == '/') dtype = DType::Float32;
    if (op == '-' && dtype == DType::Bool) raise_bool_subtraction();
    if (is_extra_dtype(tensor.dtype)) {
        const Operand number(scalar);
        TensorPtr result = scalar_on_left ? extra_arithmetic(meter, op, number, {&tensor}) : extra_arithmetic(meter, op, {&tensor}, number);
        const char* grad_fn = scalar_on_left && op == '-' ? "RsubBackward1" : scalar_on_left && op == '/' ? "MulBackward0" : grad_name_for(op);
        label(*result, grad_fn, tensor.tracks_grad());
        return result;
    }
    if (dtype != DType::Float32) {
        TensorPtr wrapped = make_tensor(meter, {}, "a number", scalar.kind == DType::Bool ? DType::Bool : DType::Int64);
        wrapped->integers()[0] = scalar.integer;
        return scalar_on_left ? tensor_binary(meter, op, *wrapped, tensor) : tensor_binary(meter, op, tensor, *wrapped);
    }
    const auto input = as_float(meter, tensor);
    TensorPtr result = make_tensor(meter, tensor.shape, "the result");
    const float value = static_cast<float>(scalar.kind == DType::Float32 ? scalar.real : static_cast<double>(scalar.integer));
    const std::int64_t count = result->numel();
    const char* grad_fn = grad_name_for(op);
    for (std::int64_t n = 0; n < count; ++n) {
        const float element = input->data()[n];
        if (!scalar_on_left) {
            result->data()[n] = arithmetic(op, element, value);
        } else if (op == '/') {
            // number / tensor is tensor.reciprocal() * number in torch: two roundings.
            result->data()[n] = (1.0f / element) * value;
        } else {
            result->data()[n] = arithmetic(op, value, element);
        }
    }
    if (scalar_on_left && op == '-') grad_fn = "RsubBackward1";
    if (scalar_on_left && op == '/') grad_fn = "MulBackward0";
    keep_memory_order(*result, {&tensor});
    label(*result, grad_fn, tensor.tracks_grad());
    record_scalar(*result, op, tensor, scalar, scalar_on_left);
    return result;
}

TensorPtr tensor_negate(const MeterPtr& meter, const Tensor& tensor) {
    if (tensor.dtype == DType::Bool)
        raise_error("RuntimeError", "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, "
                                    "use the `~` or `logical_not()` operator instead.");
    if (is_extra_dtype(tensor.dtype)) {
        TensorPtr result = extra_unary(meter, "neg", tensor);
        label(*result, "NegBackward0", tensor.tracks_grad());
        return result;
    }
    TensorPtr result = make_tensor(meter, tensor.shape, "the result", tensor.dtype);
    if (tensor.is_float())
        for (std::int64_t n = 0; n < result->numel(); ++n) result->data()[n] = -tensor.data()[n];
    else
        for (std::int64_t n = 0; n < result->numel(); ++n) result->integers()[n] = integer_arithmetic('-', 0, tensor.integers()[n]);
    keep_memory_order(*result, {&tensor});
    label(*result, "NegBackward0", tensor.tracks_grad());
    record_negate(*result, tensor);
    return result;
}

namespace {

// matmul with a 1-D operand and the other at most 2-D (dot, mv, and a vector times a matrix); null otherwise.
TensorPtr vector_matmul(const MeterPtr& meter, const Tensor& left, const Tensor& right, bool tracks) {
    const std::size_t rank_left = left.rank(), rank_right = right.rank();
    if (rank_left == 1 && rank_right == 1) {
        if (left.shape[0] != right.shape[0]) {
            raise_error("RuntimeError", "inconsistent tensor size, expected tensor [" + std::to_string(left.shape[0]) +
                                            "] and src [" + std::to_string(right.shape[0]) +
                                            "] to have the same number of elements, but got " + std::to_string(left.shape[0]) +
                                            " and " + std::to_string(right.shape[0]) + " elements respectively");
        }
        TensorPtr result = make_tensor(meter, {}, "the result", left.dtype);
        block_product(left, 0, right, 0, *result, 0, 1, left.shape[0], 1);
        label(*result, "DotBackward0", tracks);
        record_vector_product(meter, *result, left, right);
        return result;
    }
    if (rank_left == 2 && rank_right == 1) {
        if (left.shape[1] != right.shape[0]) {
            raise_error("RuntimeError", "size mismatch, got " + std::to_string(left.shape[0]) + ", " + std::to_string(left.shape[0]) +
                                            "x" + std::to_string(left.shape[1]) + "," + std::to_string(right.shape[0]));
        }
        TensorPtr result = make_tensor(meter, {left.shape[0]}, "the result", left.dtype);
        block_product(left, 0, right, 0, *result, 0, left.shape[0], left.shape[1], 1);
        label(*result, "MvBackward0", tracks);
        record_vector_product(meter, *result, left, right);
        return result;
    }
    if (rank_left == 1 && rank_right == 2) {
        if (left.shape[0] != right.shape[0]) raise_mm_mismatch(1, left.shape[0], right.shape[0], right.shape[1]);
        TensorPtr result = make_tensor(meter, {right.shape[1]}, "the result", left.dtype);
        block_product(left, 0, right, 0, *result, 0, 1, left.shape[0], right.shape[1]);
        label(*result, "SqueezeBackward3", tracks);
        record_vector_product(meter, *result, left, right);
        return result;
    }
    return nullptr;
}

// mm, or the batch dimensions of the left operand folded into rows: one matrix product.
TensorPtr folded_matmul(const MeterPtr& meter, const Tensor& left, const Tensor& right, bool tracks) {
    const std::size_t rank_left = left.rank(), rank_right = right.rank();
    const std::int64_t inner = left.shape.back();
    const std::int64_t rows = left.numel() / std::max<std::int64_t>(inner, 1);
    const std::int64_t right_rows = right.shape[0];
    const std::int64_t cols = rank_right == 2 ? right.shape[1] : 1;
    if (inner != right_rows) raise_folded_mismatch(rows, inner, right_rows, cols, rank_right == 2);
    Shape shape(left.shape.begin(), left.shape.end() - 1);
    if (rank_right == 2) shape.push_back(cols);
    TensorPtr result = make_tensor(meter, shape, "the result", left.dtype);
    block_product(left, 0, right, 0, *result, 0, rows, inner, cols);
    label(*result, rank_left == 2 ? "MmBackward0" : "UnsafeViewBackward0", tracks);
    record_matrix_product(meter, *result, left, right, MatmulPath::FoldedLeft);
    record_product(*result, left, right, nullptr, false);
    return result;
}

// Batched: broadcast the batch dimensions, then one matrix product per batch.
TensorPtr batched_matmul(const MeterPtr& meter, const Tensor& left, const Tensor& right, bool tracks) {
    const std::size_t rank_left = left.rank(), rank_right = right.rank();
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
    TensorPtr result = make_tensor(meter, shape, "the result", left.dtype);
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
        block_product(*a, left_offset * n * k, *b, right_offset * k * m, *result, index * n * m, n, k, m);
    }
    // A folded 2-D @ N-D product is transposed back and copied: clone() names its grad_fn.
    const bool right_folded = rank_left == 2 && rank_right >= 3 && folds_into_matrix(right, rank_left);
    label(*result, right_folded ? "CloneBackward0" : "UnsafeViewBackward0", tracks);
    const bool folded = rank_left <= 2 && folds_into_matrix(right, rank_left);
    record_matrix_product(meter, *result, left, right, folded ? MatmulPath::FoldedRight : MatmulPath::Batched);
    record_product(*result, left, right, nullptr, false);
    return result;
}

}  // namespace

TensorPtr tensor_matmul(const MeterPtr& meter, const Tensor& left, const Tensor& right) {
    const std::size_t rank_left = left.rank(), rank_right = right.rank();
    const bool tracks = left.tracks_grad() || right.tracks_grad();
    if (rank_left == 0 || rank_right == 0) {
        raise_error("RuntimeError", "both arguments to matmul need to be at least 1D, but they are " + std::to_string(rank_left) +
                                        "D and " + std::to_string(rank_right) + "D");
    }
    if (TensorPtr result = vector_matmul(meter, left, right, tracks)) return result;
    if (rank_right <= 2 && (rank_left == 2 || folds_into_matrix(left, rank_right))) return folded_matmul(meter, left, right, tracks);
    if (rank_left <= 2 && folds_into_matrix(right, rank_left)) {
        // torch folds right.mT()'s batch into rows and multiplies by left.t(): its messages name those operands.
        // Each element still sums the same products in the same order, so the batched loop below computes it.
        const std::int64_t inner = right.shape[rank_right - 2];
        const std::int64_t left_inner = left.shape.back();
        const std::int64_t left_rows = rank_left == 2 ? left.shape[0] : 1;
        if (inner != left_inner) raise_folded_mismatch(right.numel() / std::max<std::int64_t>(inner, 1), inner, left_inner, left_rows, rank_left == 2);
    }
    return batched_matmul(meter, left, right, tracks);
}

TensorPtr tensor_linear(const MeterPtr& meter, const Tensor& input, const Tensor& weight, const Tensor* bias) {
    if (input.rank() == 0 || weight.rank() != 2) {
        if (weight.rank() != 2 && input.rank() != 0) raise_unsupported("F.linear with a weight that is not 2-D");
        raise_error("RuntimeError", "both arguments to linear need to be at least 1D, but they are " +
                                        std::to_string(input.rank()) + "D and " + std::to_string(weight.rank()) + "D");
    }
    if (input.dtype != weight.dtype) {
        if (input.rank() == 2) raise_error("RuntimeError", "mat1 and mat2 must have the same dtype");
        raise_error("RuntimeError", "expected scalar type " + scalar_type_name(input.dtype) + " but found " + scalar_type_name(weight.dtype));
    }
    if (!input.is_float() || (bias && !bias->is_float())) raise_unsupported("F.linear of integer tensors");
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
    // Its last step may be a view (ViewBackward0), but of a new product: under no_grad nothing requires grad.
    const bool tracks = grad_mode_enabled() && (input.tracks_grad() || weight.tracks_grad() || (bias && bias->tracks_grad()));
    const char* grad_fn;
    if (input.rank() == 2) grad_fn = bias ? "AddmmBackward0" : "MmBackward0";
    else if (input.rank() == 1) grad_fn = bias ? "AddBackward0" : "SqueezeBackward3";
    else if (input.rank() == 3 && bias) grad_fn = "ViewBackward0";
    else grad_fn = bias ? "AddBackward0" : "UnsafeViewBackward0";
    label(*result, grad_fn, tracks);
    record_linear(meter, *result, input, weight, bias);
    record_product(*result, input, weight, bias, true);
    return result;
}

TensorPtr tensor_transpose(const MeterPtr& meter, const Tensor& tensor, std::int64_t dim0, std::int64_t dim1) {
    const std::int64_t a = wrap_dim(dim0, tensor.rank()), b = wrap_dim(dim1, tensor.rank());
    Shape shape = tensor.shape;
    std::vector<std::int64_t> strides = contiguous_strides(shape), layout = torch_strides(tensor);
    if (tensor.rank() > 0) {
        std::swap(shape[a], shape[b]);
        std::swap(strides[a], strides[b]);
        std::swap(layout[a], layout[b]);
    }
    TensorPtr result = strided_view(meter, tensor, 0, shape, strides);
    set_view_strides(*result, layout);
    label(*result, "TransposeBackward0", tensor.tracks_grad());
    record_transpose(*result, tensor, a, b);
    return result;
}

TensorPtr tensor_reverse_dims(const MeterPtr& meter, const Tensor& tensor) {
    Shape shape(tensor.shape.rbegin(), tensor.shape.rend());
    const std::vector<std::int64_t> own = contiguous_strides(tensor.shape);
    std::vector<std::int64_t> strides(own.rbegin(), own.rend());
    const std::vector<std::int64_t> layout = torch_strides(tensor);
    TensorPtr result = strided_view(meter, tensor, 0, shape, strides);
    set_view_strides(*result, std::vector<std::int64_t>(layout.rbegin(), layout.rend()));
    label(*result, "PermuteBackward0", tensor.tracks_grad());
    if (tensor.rank() == 2) record_transpose(*result, tensor, 0, 1);
    return result;
}

TensorPtr tensor_index(const MeterPtr& meter, const Tensor& tensor, const std::vector<IndexItem>& items) {
    if (items.size() > tensor.rank())
        raise_error("IndexError", "too many indices for tensor of dimension " + std::to_string(tensor.rank()));
    const std::vector<std::int64_t> own = contiguous_strides(tensor.shape), layout_in = torch_strides(tensor);
    std::int64_t offset = 0;
    Shape shape;
    std::vector<std::int64_t> strides, layout;
    const char* grad_fn = "AliasBackward0";
    for (std::size_t axis = 0; axis < tensor.rank(); ++axis) {
        const std::int64_t size = tensor.shape[axis];
        if (axis >= items.size()) {
            shape.push_back(size);
            strides.push_back(own[axis]);
            layout.push_back(layout_in[axis]);
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
        layout.push_back(layout_in[axis] * step);
        grad_fn = "SliceBackward0";
    }
    TensorPtr result = strided_view(meter, tensor, offset, shape, strides);
    set_view_strides(*result, layout);
    label(*result, grad_fn, tensor.tracks_grad());
    if (!result->grad_fn.empty() && result->is_float())
        record_positions(*result, tensor, strided_positions(offset, shape, strides), false, false);
    return result;
}

// The strides a view of `tensor` with `shape` would have, or nullopt when no view can have that shape (ATen's
// computeStride: each run of dims that is contiguous in memory must split into whole new dims).
std::optional<std::vector<std::int64_t>> view_strides_for(const Tensor& tensor, const Shape& shape) {
    if (tensor.rank() == 0 || tensor.numel() == 0 || tensor.view_strides.empty()) return contiguous_strides(shape);
    const Shape& old_shape = tensor.shape;
    const std::vector<std::int64_t>& old_strides = tensor.view_strides;
    std::vector<std::int64_t> strides(shape.size(), 1);
    std::int64_t view_d = static_cast<std::int64_t>(shape.size()) - 1;
    std::int64_t chunk_base_stride = old_strides.back(), tensor_numel = 1, view_numel = 1;
    for (std::int64_t tensor_d = static_cast<std::int64_t>(old_shape.size()) - 1; tensor_d >= 0; --tensor_d) {
        tensor_numel *= old_shape[tensor_d];
        const bool chunk_ends = tensor_d == 0 || (old_shape[tensor_d - 1] != 1 && old_strides[tensor_d - 1] != tensor_numel * chunk_base_stride);
        if (!chunk_ends) continue;
        while (view_d >= 0 && (view_numel < tensor_numel || shape[view_d] == 1)) {
            strides[view_d] = view_numel * chunk_base_stride;
            view_numel *= shape[view_d];
            --view_d;
        }
        if (view_numel != tensor_numel) return std::nullopt;
        if (tensor_d > 0) {
            chunk_base_stride = old_strides[tensor_d - 1];
            tensor_numel = 1;
            view_numel = 1;
        }
    }
    if (view_d != -1) return std::nullopt;
    return strides;
}

TensorPtr tensor_reshape(const MeterPtr& meter, const Tensor& tensor, const std::vector<std::int64_t>& sizes, bool is_view) {
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
    const auto strides = view_strides_for(tensor, shape);
    if (!strides && is_view)
        raise_error("RuntimeError", "view size is not compatible with input tensor's size and stride (at least one dimension spans across two "
                                    "contiguous subspaces). Use .reshape(...) instead.");
    TensorPtr result = tensor_copy(meter, tensor);
    result->shape = shape;
    if (strides) {
        set_view_strides(*result, *strides);
        link_same_elements(result, tensor);
    }
    const char* grad_fn = is_view ? "ViewBackward0" : strides ? "ReshapeAliasBackward0" : "UnsafeViewBackward0";
    label(*result, grad_fn, tensor.tracks_grad());
    record_reshape(*result, tensor);
    return result;
}

TensorPtr tensor_copy(const MeterPtr& meter, const Tensor& tensor) { return make_tensor_copy(meter, tensor, "the result"); }

bool tensor_equal(const Tensor& left, const Tensor& right) {
    if (left.shape != right.shape) return false;
    if (is_extra_dtype(left.dtype) || is_extra_dtype(right.dtype)) {
        if (left.dtype != right.dtype) raise_unsupported_dtype(is_extra_dtype(left.dtype) ? left.dtype : right.dtype);
        for (std::int64_t n = 0; n < left.numel(); ++n)
            if (!(left.element(n) == right.element(n))) return false;  // exact: int32 and float16 fit a double
        return true;
    }
    if (left.is_float() && right.is_float()) {
        for (std::int64_t n = 0; n < left.numel(); ++n)
            if (!(left.data()[n] == right.data()[n])) return false;
        return true;
    }
    if (!left.is_float() && !right.is_float()) return left.storage->integers == right.storage->integers;
    for (std::int64_t n = 0; n < left.numel(); ++n)
        if (!(static_cast<float>(left.element(n)) == static_cast<float>(right.element(n)))) return false;
    return true;
}

TensorPtr tensor_isclose(const MeterPtr& meter, const Tensor& left, const Tensor& right, double rtol, double atol, bool equal_nan) {
    if (left.dtype != right.dtype)
        raise_error("RuntimeError", scalar_type_name(left.dtype) + " did not match " + scalar_type_name(right.dtype));
    if (rtol < 0) raise_error("RuntimeError", "rtol must be greater than or equal to zero, but got " + stream_number_text(rtol));
    if (atol < 0) raise_error("RuntimeError", "atol must be greater than or equal to zero, but got " + stream_number_text(atol));
    const Shape shape = broadcast_shapes(left.shape, right.shape);
    TensorPtr result = make_tensor(meter, shape, "the result", DType::Bool);
    const std::array<Strides, 2> strides{broadcast_strides(left.shape, shape), broadcast_strides(right.shape, shape)};
    const float relative = static_cast<float>(rtol), absolute = static_cast<float>(atol);
    for_each_position<2>(shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
        bool close;
        if (left.is_float()) {
            const float a = left.data()[at[0]], b = right.data()[at[1]];
            // torch: a == b, or (with equal_nan) both NaN, or a finite |a - b| <= atol + |rtol * b|, all in float.
            const float error = std::fabs(a - b);
            close = a == b || (equal_nan && std::isnan(a) && std::isnan(b)) ||
                    (std::isfinite(error) && error <= absolute + std::fabs(relative * b));
        } else {
            const std::int64_t a = left.integers()[at[0]], b = right.integers()[at[1]];
            const auto difference = static_cast<std::int64_t>(static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b));
            const float error = static_cast<float>(difference < 0 ? -difference : difference);
            close = a == b || error <= absolute + std::fabs(relative * static_cast<float>(b));
        }
        result->integers()[n] = close;
    });
    return result;
}

bool tensor_allclose(const Tensor& left, const Tensor& right, double rtol, double atol, bool equal_nan) {
    // The bool tensor is scratch, freed before returning: not counted against the run's cap.
    const TensorPtr close = tensor_isclose(std::make_shared<MemoryMeter>(std::size_t(-1)), left, right, rtol, atol, equal_nan);
    return std::all_of(close->storage->integers.begin(), close->storage->integers.end(), [](std::int64_t c) { return c != 0; });
}

}  // namespace qkv::python
