// tensor_pairwise.cpp — ops learners reach for beside the lesson's: maximum/minimum and the logical_* ops of two
// tensors, index_select, inner and unflatten, as methods and torch functions with torch 1.13.1's messages.
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// The `other` tensor of a two-tensor op; `position` counts self for torch.NAME (2) but not for the method (1).
TensorPtr other_tensor(CallArgs& args, const std::string& name, int position) {
    auto bound = bind_arguments(args, name, {"other"});
    if (!bound[0]) raise_missing_arguments(name, {"other"});
    tensor_argument(*bound[0], name, "other", position);
    return tensor_of(*bound[0]);
}

// maximum / minimum: max(other) / min(other) already compute them, NaN winning.
Value extreme_with(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool largest, int position) {
    const TensorPtr other = other_tensor(args, largest ? "maximum" : "minimum", position);
    CallArgs pair;
    pair.positional.push_back(tensor_value(other));
    return method_table().at(largest ? "max" : "min")(runtime, self, pair);
}

// A tensor's truth values (nonzero, NaN included, is True) as a bool tensor.
TensorPtr truth_of(Runtime& runtime, const TensorPtr& tensor) {
    return tensor->dtype == DType::Bool ? tensor : tensor_to_dtype(runtime.meter, *tensor, DType::Bool);
}

Value logical_not(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "logical_not", 0, 0);
    return tensor_value(tensor_invert(runtime.meter, *truth_of(runtime, self)));
}

// logical_and / or / xor ('&', '|', '^') of the operands' truth values, broadcasting.
Value logical_pair(Runtime& runtime, const TensorPtr& self, CallArgs& args, char op, int position) {
    const std::string name = op == '&' ? "logical_and" : op == '|' ? "logical_or" : "logical_xor";
    const TensorPtr other = other_tensor(args, name, position);
    return tensor_value(tensor_bitwise(runtime.meter, op, *truth_of(runtime, self), *truth_of(runtime, other)));
}

// index_select(dim, index): the slices at `index` (a vector or one int64 number) along dim.
Value index_select(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const CallArgs given = args;
    auto bound = bind_arguments(args, "index_select", {"dim", "index"});
    const bool dim_ok = bound[0] && (bound[0]->type == Type::Int || bound[0]->type == Type::Bool);
    const bool index_ok = bound[1] && is_tensor(*bound[1]);
    if (!dim_ok || !index_ok) {
        // Two positional arguments: torch marks each one of the wrong type under each signature.
        std::string int_note, name_note;
        if (given.positional.size() == 2 && given.keywords.empty()) {
            const std::string dim_type = type_name(given.positional[0]), index_type = type_name(given.positional[1]);
            const std::string index_text = index_ok ? index_type : "!" + index_type + "!";
            const std::string note = "\n      didn't match because some of the arguments have invalid types: (";
            int_note = note + (dim_ok ? dim_type : "!" + dim_type + "!") + ", " + index_text + ")";
            name_note = note + "!" + dim_type + "!, " + index_text + ")";
        }
        raise_invalid_combination("index_select", given, {"(int dim, Tensor index)" + int_note, "(name dim, Tensor index)" + name_note});
    }
    const Tensor& index = *tensor_of(*bound[1]);
    const std::int64_t dim = self->rank() == 0 ? wrap_dim(bound[0]->integer, 1) : wrap_dim(bound[0]->integer, self->rank());
    if (index.dtype != DType::Int64) raise_error("RuntimeError", "index_select(): Expected dtype int32 or int64 for index");
    if (index.rank() > 1) raise_error("IndexError", "index_select(): Index is supposed to be a vector");
    if (self->rank() == 0) raise_unsupported("index_select on a 0-dim tensor");
    const std::int64_t size = self->shape[dim], count = index.numel();
    for (std::int64_t n = 0; n < count; ++n)
        if (index.integers()[n] < 0 || index.integers()[n] >= size) raise_error("IndexError", "index out of range in self");
    Shape shape = self->shape;
    shape[dim] = count;
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", self->dtype);
    runtime.charge(1 + result->numel() / 16);
    std::int64_t outer = 1, inner = 1;
    for (std::int64_t axis = 0; axis < static_cast<std::int64_t>(shape.size()); ++axis)
        (axis < dim ? outer : inner) *= axis == dim ? 1 : shape[axis];
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t n = 0; n < count; ++n)
            for (std::int64_t k = 0; k < inner; ++k) {
                const std::int64_t from = (o * size + index.integers()[n]) * inner + k, to = (o * count + n) * inner + k;
                if (self->is_float()) result->data()[to] = self->data()[from];
                else result->integers()[to] = self->integers()[from];
            }
    label(*result, "IndexSelectBackward0", self->tracks_grad());
    return tensor_value(result);
}

// unflatten(dim, sizes): dim viewed as `sizes`, one of which may be -1.
Value unflatten(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "unflatten", {"dim", "sizes"});
    if (!bound[0] || !bound[1]) raise_missing_arguments("unflatten", {"dim", "sizes"});
    if (bound[0]->type != Type::Int || (bound[1]->type != Type::Tuple && bound[1]->type != Type::List))
        raise_unsupported("unflatten with a named dim or sizes that are not a tuple or list of ints");
    const std::int64_t dim = existing_dim(bound[0]->integer, self->rank());
    std::vector<std::int64_t> sizes;
    std::int64_t known = 1, inferred = 0;
    for (const Value& item : items_of(*bound[1])) {
        sizes.push_back(integer_argument(item));
        if (sizes.back() == -1) ++inferred;
        else known *= sizes.back();
    }
    if (inferred > 1) raise_error("RuntimeError", "unflatten got an unexpected error:\nonly one dimension can be inferred");
    const std::int64_t length = self->shape[dim];
    if (inferred == 0 ? known != length : known == 0 || length % known != 0) {
        std::string listed;
        for (std::int64_t size : sizes) listed += (listed.empty() ? "" : ", ") + std::to_string(size);
        raise_error("RuntimeError", "unflatten: Provided sizes [" + listed + "] don't multiply up to the size of dim " +
                                        std::to_string(dim) + " (" + std::to_string(length) + ") in the input tensor");
    }
    std::vector<std::int64_t> shape(self->shape.begin(), self->shape.begin() + dim);
    for (std::int64_t size : sizes) shape.push_back(size == -1 ? length / known : size);
    shape.insert(shape.end(), self->shape.begin() + dim + 1, self->shape.end());
    return tensor_value(tensor_reshape(runtime.meter, *self, shape, true));
}

// inner(other): sums of products over both last dims, as torch's tensordot does it: a matrix product of the two
// flattened to [rows, n] (other transposed), reshaped to self's leading dims then other's.
Value inner(Runtime& runtime, const TensorPtr& self, CallArgs& args, int position) {
    const TensorPtr other = other_tensor(args, "inner", position);
    if (self->rank() == 0 || other->rank() == 0) raise_unsupported("inner with a 0-dim tensor");
    const std::int64_t n = self->shape.back();
    if (other->shape.back() != n)
        raise_error("RuntimeError", "inner() the last dimension must match on both input tensors but got shapes " +
                                        shape_text(self->shape, ", ").insert(0, "[").append("]") + " and " +
                                        shape_text(other->shape, ", ").insert(0, "[").append("]"));
    if (self->dtype != other->dtype)
        raise_error("RuntimeError", "expected scalar type " + scalar_type_name(self->dtype) + " but found " + scalar_type_name(other->dtype));
    if (self->dtype == DType::Bool) raise_unsupported("inner of bool tensors");
    const TensorPtr left = tensor_reshape(runtime.meter, *self, {-1, n}, false);
    const TensorPtr right = tensor_reshape(runtime.meter, *other, {-1, n}, false);
    const TensorPtr product = tensor_matmul(runtime.meter, *left, *tensor_transpose(runtime.meter, *right, 0, 1));
    std::vector<std::int64_t> shape(self->shape.begin(), self->shape.end() - 1);
    shape.insert(shape.end(), other->shape.begin(), other->shape.end() - 1);
    product->grad_fn.clear();
    TensorPtr result = tensor_reshape(runtime.meter, *product, shape, false);
    result->grad_fn.clear();
    label(*result, "ReshapeAliasBackward0", self->tracks_grad() || other->tracks_grad());
    return tensor_value(result);
}

using PairFunction = Value (*)(Runtime&, const TensorPtr&, CallArgs&, int position);

// The two-tensor ops, each as a method (other at position 1) and a torch function (position 2).
const std::vector<std::pair<std::string, PairFunction>>& pair_functions() {
    static const std::vector<std::pair<std::string, PairFunction>> functions = {
        {"maximum", [](Runtime& r, const TensorPtr& s, CallArgs& a, int at) { return extreme_with(r, s, a, true, at); }},
        {"minimum", [](Runtime& r, const TensorPtr& s, CallArgs& a, int at) { return extreme_with(r, s, a, false, at); }},
        {"logical_and", [](Runtime& r, const TensorPtr& s, CallArgs& a, int at) { return logical_pair(r, s, a, '&', at); }},
        {"logical_or", [](Runtime& r, const TensorPtr& s, CallArgs& a, int at) { return logical_pair(r, s, a, '|', at); }},
        {"logical_xor", [](Runtime& r, const TensorPtr& s, CallArgs& a, int at) { return logical_pair(r, s, a, '^', at); }},
        {"inner", inner},
    };
    return functions;
}

}  // namespace

void add_pairwise_methods(MethodTable& table) {
    table["maximum"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return extreme_with(r, s, a, true, 1); };
    table["minimum"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return extreme_with(r, s, a, false, 1); };
    table["logical_and"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return logical_pair(r, s, a, '&', 1); };
    table["logical_or"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return logical_pair(r, s, a, '|', 1); };
    table["logical_xor"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return logical_pair(r, s, a, '^', 1); };
    table["inner"] = [](Runtime& r, const TensorPtr& s, CallArgs& a) { return inner(r, s, a, 1); };
    table["logical_not"] = logical_not;
    table["index_select"] = index_select;
    table["unflatten"] = unflatten;
}

std::vector<std::pair<std::string, Value>> torch_pairwise_functions() {
    std::vector<std::pair<std::string, Value>> functions;
    for (const auto& [name, function] : pair_functions()) {
        const std::string function_name = name;
        const PairFunction call = function;
        functions.emplace_back(name, builtin_value(name, [function_name, call](Runtime& runtime, CallArgs& args) {
            const TensorPtr input = take_tensor_input(args, function_name);
            return call(runtime, input, args, 2);
        }));
    }
    for (auto& function : tensor_functions({"logical_not", "index_select"})) functions.push_back(std::move(function));
    return functions;
}

}  // namespace qkv::python
