// tensor_iteration.hpp — shared by the tensor_*.cpp files: broadcasting, strided copies and the autograd label.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "python/torch/ops/tensor_ops.hpp"

namespace qkv::python {

using Strides = std::vector<std::int64_t>;

// Broadcast shape of two shapes, with torch's message naming the first clashing dimension.
Shape broadcast_shapes(const Shape& a, const Shape& b);
// Strides for reading `shape` as if broadcast to `target` (0 along broadcast axes).
Strides broadcast_strides(const Shape& shape, const Shape& target);
// Both operands' broadcast strides to `target`.
std::array<Strides, 2> operand_strides(const Shape& left, const Shape& right, const Shape& target);
// Tensor.expand's checks of `shape` against `target`, with its messages; `type_name` is e.g. "torch.FloatTensor".
void check_expandable(const Shape& shape, const Shape& target, const std::string& type_name);
// Copies a strided view of `source` (any dtype) into a new contiguous tensor of its dtype.
TensorPtr materialize(const MeterPtr& meter, const Tensor& source, std::int64_t offset, const Shape& shape, const Strides& strides);

// The dims of an element-wise op over `shape`, innermost first, in the order torch 1.13's TensorIterator visits
// them given its inputs' torch strides (broadcast dims 0): memory order, the last dim first when there is none.
std::vector<std::size_t> iteration_order(const Shape& shape, const std::vector<Strides>& input_strides);
// Contiguous strides for `shape` laid out in `order` (innermost first).
Strides strides_in_order(const Shape& shape, const std::vector<std::size_t>& order);
// The torch strides of `tensor` read as `shape` (broadcast dims 0).
Strides torch_strides_as(const Tensor& tensor, const Shape& shape);
// Gives an element-wise op's new `result` its inputs' memory order, as torch allocates it (so that, e.g., view()
// refuses the result of x.t() * 2 as it refuses x.t()).
void keep_memory_order(Tensor& result, std::initializer_list<const Tensor*> inputs);

// a op b for '+', '-', '*' and '/' (any other op divides), in the operands' type.
template <class T>
T arithmetic(char op, T a, T b) {
    switch (op) {
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        default: return a / b;
    }
}

// '+', '-' or '*' on int64 values, wrapping as torch's integer kernels do.
inline std::int64_t integer_arithmetic(char op, std::int64_t a, std::int64_t b) {
    const auto ua = static_cast<std::uint64_t>(a), ub = static_cast<std::uint64_t>(b);
    return static_cast<std::int64_t>(op == '+' ? ua + ub : op == '-' ? ua - ub : ua * ub);
}

// A comparison ("==", "!=", "<", "<=", ">", ">=") of two values of one type.
template <class T>
bool compare_values(const std::string& op, T a, T b) {
    if (op == "==") return a == b;
    if (op == "!=") return a != b;
    if (op == "<") return a < b;
    if (op == "<=") return a <= b;
    if (op == ">") return a > b;
    return a >= b;
}

// Whether the op torch names by this grad_fn returns a view of its input (t, view, a slice, split ...).
inline bool is_view_grad_fn(std::string_view grad_fn) {
    static constexpr std::string_view views[] = {
        "AliasBackward0",     "ExpandBackward0",    "PermuteBackward0",  "ReshapeAliasBackward0", "SelectBackward0",
        "SliceBackward0",     "SplitBackward0",     "SplitWithSizesBackward0", "SqueezeBackward0", "SqueezeBackward1",
        "TBackward0",         "TransposeBackward0", "UnbindBackward0",   "UnsqueezeBackward0",    "ViewBackward0"};
    for (std::string_view view : views)
        if (grad_fn == view) return true;
    return false;
}

// Records how `result` was made when an input tracks gradients. Under torch.no_grad() nothing is recorded, but a
// view of a tensor that requires grad still requires grad, as in torch.
inline void label(Tensor& result, const char* grad_fn, bool tracks) {
    if (!tracks) return;
    if (grad_mode_enabled()) result.grad_fn = grad_fn;
    else if (is_view_grad_fn(grad_fn)) result.requires_grad = true;
}

// Calls visit(n, positions) for each element n of `shape` in row-major order, with the position each operand
// reads under its strides.
template <std::size_t N, class Visit>
void for_each_position(const Shape& shape, const std::array<Strides, N>& strides, Visit visit) {
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    std::vector<std::int64_t> counter(shape.size(), 0);
    std::array<std::int64_t, N> positions{};
    for (std::int64_t n = 0; n < count; ++n) {
        visit(n, positions);
        for (std::size_t axis = shape.size(); axis-- > 0;) {
            if (++counter[axis] < shape[axis]) {
                for (std::size_t k = 0; k < N; ++k) positions[k] += strides[k][axis];
                break;
            }
            for (std::size_t k = 0; k < N; ++k) positions[k] -= strides[k][axis] * (shape[axis] - 1);
            counter[axis] = 0;
        }
    }
}

// The element of a row-major, contiguous tensor that each element of a view of it (`offset`, `shape`, `strides`)
// reads, in the view's row-major order.
inline std::vector<std::int64_t> strided_positions(std::int64_t offset, const Shape& shape, const Strides& strides) {
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    std::vector<std::int64_t> positions(static_cast<std::size_t>(count));
    for_each_position<1>(shape, {strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) { positions[n] = offset + at[0]; });
    return positions;
}

}  // namespace qkv::python
