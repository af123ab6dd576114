// tensor_predicates.cpp — isnan, isinf, isfinite, sign, count_nonzero and nonzero: per-element tests a learner reaches for to
// check a tensor (bool results, or sign's -1/0/1 in the input's dtype), with torch 1.13.1's shapes and grad_fn.
#include <cmath>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// A bool tensor of test(element) over every element, in the input's memory order.
template <class Test>
Value element_test(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name, Test test) {
    expect_argument_count(args, name, 0, 0);
    runtime.charge(1 + self->numel() / 256);
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result", DType::Bool);
    for (std::int64_t n = 0; n < self->numel(); ++n) result->integers()[n] = self->is_float() ? test(self->data()[n]) : test(0.0f);
    keep_memory_order(*result, {self.get()});
    return tensor_value(result);
}

// -1, 0 or 1 in the input's dtype; NaN gives 0 as torch's (0 < x) - (x < 0) does; a bool tensor is its own sign.
Value sign(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "sign", 0, 0);
    runtime.charge(1 + self->numel() / 256);
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result", self->dtype);
    for (std::int64_t n = 0; n < self->numel(); ++n) {
        if (self->is_float()) result->data()[n] = static_cast<float>((0.0f < self->data()[n]) - (self->data()[n] < 0.0f));
        else if (self->dtype == DType::Bool) result->integers()[n] = self->integers()[n];
        else result->integers()[n] = (0 < self->integers()[n]) - (self->integers()[n] < 0);
    }
    keep_memory_order(*result, {self.get()});
    label(*result, "SignBackward0", self->tracks_grad());
    return tensor_value(result);
}

// The number of nonzero elements, over everything or the given dim(s), as an int64 tensor.
Value count_nonzero(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "count_nonzero", {"dim"});
    const std::size_t rank = self->rank();
    std::vector<bool> reduced(rank, !bound[0] || bound[0]->type == Type::None);
    if (bound[0] && bound[0]->type != Type::None) {
        const bool several = bound[0]->type == Type::Tuple || bound[0]->type == Type::List;
        for (const Value& item : several ? items_of(*bound[0]) : std::vector<Value>{*bound[0]}) {
            const std::int64_t axis = wrap_dim(integer_argument(item), rank);
            if (rank > 0 && reduced[axis]) raise_error("RuntimeError", "dim " + std::to_string(axis) + " appears multiple times in the list of dims");
            if (rank > 0) reduced[axis] = true;
        }
    }
    Shape shape;
    Strides kept_strides;
    for (std::size_t axis = 0; axis < rank; ++axis)
        if (!reduced[axis]) shape.push_back(self->shape[axis]);
    const Strides result_strides = contiguous_strides(shape);
    for (std::size_t axis = 0, kept = 0; axis < rank; ++axis) kept_strides.push_back(reduced[axis] ? 0 : result_strides[kept++]);
    runtime.charge(1 + self->numel() / 256);
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", DType::Int64);
    for_each_position<1>(self->shape, {kept_strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
        if (self->element(n) != 0.0) ++result->integers()[at[0]];
    });
    return tensor_value(result);
}

// The positions of the nonzero elements: one row of indices each, or (as_tuple) one index tensor per dim; a 0-d
// tensor counts as one dim there and as none in the rows.
Value nonzero(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const std::optional<Value> as_tuple = take_keyword(args, "as_tuple");
    expect_argument_count(args, "nonzero", 0, 0);
    runtime.charge(1 + self->numel() / 64);
    const std::size_t rank = self->rank();
    std::vector<std::int64_t> hits;
    for (std::int64_t n = 0; n < self->numel(); ++n)
        if (self->element(n) != 0.0) hits.push_back(n);
    const auto count = static_cast<std::int64_t>(hits.size());
    // Index of element `n` along `axis`, from the contiguous strides.
    const Strides strides = contiguous_strides(self->shape);
    auto index_along = [&](std::int64_t n, std::size_t axis) { return (n / strides[axis]) % self->shape[axis]; };
    if (as_tuple && truthy(*as_tuple)) {
        std::vector<Value> per_dim;
        for (std::size_t axis = 0; axis < std::max<std::size_t>(rank, 1); ++axis) {
            TensorPtr indices = make_tensor(runtime.meter, {count}, "the result", DType::Int64);
            for (std::int64_t i = 0; i < count; ++i) indices->integers()[i] = rank == 0 ? 0 : index_along(hits[i], axis);
            per_dim.push_back(tensor_value(indices));
        }
        return tuple_value(per_dim);
    }
    TensorPtr rows = make_tensor(runtime.meter, {count, static_cast<std::int64_t>(rank)}, "the result", DType::Int64);
    for (std::int64_t i = 0; i < count; ++i)
        for (std::size_t axis = 0; axis < rank; ++axis) rows->integers()[i * rank + axis] = index_along(hits[i], axis);
    return tensor_value(rows);
}

}  // namespace

void add_predicate_methods(MethodTable& table) {
    table["isnan"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) {
        return element_test(r, self, args, "isnan", [](float x) { return std::isnan(x); });
    };
    table["isinf"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) {
        return element_test(r, self, args, "isinf", [](float x) { return std::isinf(x); });
    };
    table["isfinite"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) {
        return element_test(r, self, args, "isfinite", [](float x) { return std::isfinite(x); });
    };
    table["sign"] = sign;
    table["count_nonzero"] = count_nonzero;
    table["nonzero"] = nonzero;
}

}  // namespace qkv::python
