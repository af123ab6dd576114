// tensor_shapes.cpp — permute, unsqueeze, squeeze, flatten, expand, repeat, contiguous, diagonal, diag, gather, and
// torch.cat/stack/vstack/hstack/dstack/split/chunk, with torch 1.13.1's argument forms, messages and grad_fn names.
#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// Ints given as f(1, 2), f((1, 2)) or f([1, 2]).
std::vector<std::int64_t> int_list(const std::vector<Value>& given) {
    std::vector<Value> items = given;
    if (items.size() == 1 && (items[0].type == Type::Tuple || items[0].type == Type::List)) items = items_of(items[0]);
    std::vector<std::int64_t> values;
    for (const Value& item : items) values.push_back(integer_argument(item));
    return values;
}

Value labelled(TensorPtr result, const char* grad_fn, bool tracks) {
    label(*result, grad_fn, tracks);
    return tensor_value(std::move(result));
}

// Same values, new shape, for ops that add or drop a size-1 dim at `dim` (keeping the view's strides).
Value resized(Runtime& runtime, const TensorPtr& self, const Shape& shape, const char* grad_fn, std::int64_t dim, bool insert) {
    TensorPtr result = tensor_copy(runtime.meter, *self);
    result->shape = shape;
    link_same_elements(result, *self);
    if (!self->view_strides.empty()) {
        Strides layout = self->view_strides;
        if (insert) layout.insert(layout.begin() + dim, 1);
        else if (dim >= 0) layout.erase(layout.begin() + dim);
        set_view_strides(*result, layout);
    }
    label(*result, grad_fn, self->tracks_grad());
    record_reshape(*result, *self);
    return tensor_value(result);
}

Value permute(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const std::optional<Value> dims_keyword = take_keyword(args, "dims");
    reject_keywords(args, "permute");
    const std::vector<std::int64_t> dims = int_list(dims_keyword ? std::vector<Value>{*dims_keyword} : args.positional);
    const std::size_t rank = self->rank();
    if (dims.size() != rank)
        raise_error("RuntimeError", "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired "
                                    "ordering of dimensions i.e. input.dim() = " + std::to_string(rank) + " is not equal to len(dims) = " +
                                    std::to_string(dims.size()));
    const Strides own = contiguous_strides(self->shape), layout_in = torch_strides(*self);
    Shape shape;
    Strides strides, layout;
    std::vector<bool> seen(rank, false);
    std::vector<std::int64_t> axes;
    for (std::int64_t dim : dims) {
        const std::int64_t axis = wrap_dim(dim, rank);
        axes.push_back(axis);
        if (seen[axis]) raise_error("RuntimeError", "permute(): duplicate dims are not allowed.");
        seen[axis] = true;
        shape.push_back(self->shape[axis]);
        strides.push_back(own[axis]);
        layout.push_back(layout_in[axis]);
    }
    runtime.charge(1 + self->numel() / 256);
    TensorPtr result = strided_view(runtime.meter, *self, 0, shape, strides);
    set_view_strides(*result, layout);
    Value labelled_result = labelled(result, "PermuteBackward0", self->tracks_grad());
    record_permute(*result, *self, axes);
    return labelled_result;
}

Value unsqueeze(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "unsqueeze", {"dim"});
    if (!bound[0]) raise_missing_arguments("unsqueeze", {"dim"});
    const std::int64_t dim = wrap_dim(integer_argument(*bound[0]), self->rank() + 1);
    Shape shape = self->shape;
    shape.insert(shape.begin() + dim, 1);
    return resized(runtime, self, shape, "UnsqueezeBackward0", dim, true);
}

Value squeeze(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "squeeze", {"dim"});
    Shape shape;
    if (!bound[0] || bound[0]->type == Type::None) {
        Strides layout;
        const Strides layout_in = torch_strides(*self);
        for (std::size_t k = 0; k < self->rank(); ++k)
            if (self->shape[k] != 1) shape.push_back(self->shape[k]), layout.push_back(layout_in[k]);
        TensorPtr result = tensor_copy(runtime.meter, *self);
        result->shape = shape;
        link_same_elements(result, *self);
        set_view_strides(*result, layout);
        label(*result, "SqueezeBackward0", self->tracks_grad());
        record_reshape(*result, *self);
        return tensor_value(result);
    }
    const std::int64_t dim = wrap_dim(integer_argument(*bound[0]), self->rank());
    shape = self->shape;
    const bool drops = !shape.empty() && shape[dim] == 1;
    if (drops) shape.erase(shape.begin() + dim);
    return resized(runtime, self, shape, "SqueezeBackward1", drops ? dim : -1, false);
}

Value flatten(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "flatten", {"start_dim", "end_dim"});
    const std::size_t rank = self->rank();
    if (rank == 0) return tensor_value(tensor_reshape(runtime.meter, *self, {1}, false));
    const std::int64_t start = wrap_dim(bound[0] ? integer_argument(*bound[0]) : 0, rank);
    const std::int64_t end = wrap_dim(bound[1] ? integer_argument(*bound[1]) : -1, rank);
    if (start > end) raise_error("RuntimeError", "flatten() has invalid args: start_dim cannot come after end_dim");
    if (start == end) return tensor_value(self);
    Shape shape(self->shape.begin(), self->shape.begin() + start);
    std::int64_t merged = 1;
    for (std::int64_t axis = start; axis <= end; ++axis) merged *= self->shape[axis];
    shape.push_back(merged);
    shape.insert(shape.end(), self->shape.begin() + end + 1, self->shape.end());
    return tensor_value(tensor_reshape(runtime.meter, *self, shape, false));
}

Value expand(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const std::optional<Value> size_keyword = take_keyword(args, "size");
    reject_keywords(args, "expand");
    std::vector<std::int64_t> sizes = int_list(size_keyword ? std::vector<Value>{*size_keyword} : args.positional);
    const std::size_t shift = sizes.size() >= self->rank() ? sizes.size() - self->rank() : 0;
    for (std::size_t k = 0; k < sizes.size(); ++k) {
        if (sizes[k] != -1) continue;
        if (k < shift) raise_error("RuntimeError", "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension " + std::to_string(k));
        sizes[k] = self->shape[k - shift];
    }
    const std::string type = legacy_type_name(self->dtype);
    check_expandable(self->shape, sizes, type);
    runtime.charge(1 + self->numel() / 256);
    TensorPtr result = strided_view(runtime.meter, *self, 0, sizes, broadcast_strides(self->shape, sizes));
    Strides layout(sizes.size(), 0);
    const Strides layout_in = torch_strides(*self);
    for (std::size_t k = 0; k < self->rank(); ++k)
        if (self->shape[k] == sizes[k + shift]) layout[k + shift] = layout_in[k];
    set_view_strides(*result, layout);
    label(*result, "ExpandBackward0", self->tracks_grad());
    record_pass_through(*result, *self);
    return tensor_value(result);
}

// The tensors of cat/stack's first argument.
std::vector<TensorPtr> tensor_sequence(const Value& value, const std::string& function) {
    if (value.type != Type::List && value.type != Type::Tuple)
        raise_error("TypeError", function + "(): argument 'tensors' (position 1) must be tuple of Tensors, not " + type_name(value));
    std::vector<TensorPtr> tensors;
    for (const Value& item : items_of(value)) {
        if (!is_tensor(item))
            raise_error("TypeError", "expected Tensor as element " + std::to_string(tensors.size()) + " in argument 0, but got " + type_name(item));
        tensors.push_back(tensor_of(item));
    }
    if (tensors.empty()) raise_error("RuntimeError", function == "stack" ? "stack expects a non-empty TensorList" : "torch.cat(): expected a non-empty list of Tensors");
    return tensors;
}

TensorPtr concatenate(Runtime& runtime, const std::vector<TensorPtr>& tensors, std::int64_t dim_given) {
    const std::size_t rank = tensors[0]->rank();
    if (rank == 0) raise_error("RuntimeError", "zero-dimensional tensor (at position 0) cannot be concatenated");
    const std::int64_t dim = wrap_dim(dim_given, rank);
    DType dtype = tensors[0]->dtype;
    Shape shape = tensors[0]->shape;
    shape[dim] = 0;
    for (std::size_t t = 0; t < tensors.size(); ++t) {
        const Tensor& tensor = *tensors[t];
        if (tensor.rank() != rank)
            raise_error("RuntimeError", "Tensors must have same number of dimensions: got " + std::to_string(rank) + " and " + std::to_string(tensor.rank()));
        for (std::size_t axis = 0; axis < rank; ++axis)
            if (static_cast<std::int64_t>(axis) != dim && tensor.shape[axis] != tensors[0]->shape[axis])
                raise_error("RuntimeError", "Sizes of tensors must match except in dimension " + std::to_string(dim) + ". Expected size " +
                                                std::to_string(tensors[0]->shape[axis]) + " but got size " + std::to_string(tensor.shape[axis]) +
                                                " for tensor number " + std::to_string(t) + " in the list.");
        shape[dim] += tensor.shape[dim];
        dtype = promote(dtype, tensor.dtype);
    }
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", dtype);
    std::int64_t outer = 1, inner = 1;
    for (std::int64_t axis = 0; axis < dim; ++axis) outer *= shape[axis];
    for (std::size_t axis = dim + 1; axis < rank; ++axis) inner *= shape[axis];
    std::int64_t written = 0;
    for (std::int64_t o = 0; o < outer; ++o) {
        for (const TensorPtr& part : tensors) {
            const TensorPtr source = part->dtype == dtype ? part : convert_dtype(runtime.meter, *part, dtype);
            const std::int64_t block = part->shape[dim] * inner;
            for (std::int64_t k = 0; k < block; ++k, ++written) copy_element(*source, o * block + k, *result, written);
        }
    }
    runtime.charge(1 + result->numel() / 256);
    bool tracks = false;
    for (const TensorPtr& part : tensors) tracks = tracks || part->tracks_grad();
    label(*result, "CatBackward0", tracks);
    record_concatenate(*result, tensors, dim);
    return result;
}

// cat's dim is an int or a name, so torch has two signatures: a call with a dim that fits neither gets the message
// listing both (a lone first argument only fits the int one, and gets tensor_sequence's).
void check_cat_arguments(const CallArgs& args, const Value& tensors, const Value& dim) {
    const bool fits = (tensors.type == Type::List || tensors.type == Type::Tuple) && (is_index(dim) || dim.type == Type::Str);
    if (!fits)
        raise_invalid_combination("cat", args, {"(tuple of Tensors tensors, int dim, *, Tensor out)",
                                                "(tuple of Tensors tensors, name dim, *, Tensor out)"});
    if (dim.type != Type::Str) return;
    const std::vector<TensorPtr> parts = tensor_sequence(tensors, "cat");
    std::string names;
    for (std::size_t axis = 0; axis < parts[0]->rank(); ++axis) names += axis ? ", None" : "None";
    raise_error("RuntimeError", "Name '" + str_of(dim) + "' not found in Tensor[" + names + "].");
}

Value torch_cat(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "cat", {"tensors", "dim"});
    if (!bound[0]) raise_error("TypeError", "cat() missing required argument 'tensors' (pos 1)");
    if (bound[1]) check_cat_arguments(args, *bound[0], *bound[1]);
    const std::vector<TensorPtr> tensors = tensor_sequence(*bound[0], "cat");
    return tensor_value(concatenate(runtime, tensors, bound[1] ? integer_argument(*bound[1]) : 0));
}

Value torch_stack(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "stack", {"tensors", "dim"});
    if (!bound[0]) raise_missing_arguments("stack", {"tensors"});
    std::vector<TensorPtr> tensors = tensor_sequence(*bound[0], "stack");
    const std::int64_t dim = wrap_dim(bound[1] ? integer_argument(*bound[1]) : 0, tensors[0]->rank() + 1);
    for (std::size_t t = 1; t < tensors.size(); ++t)
        if (tensors[t]->shape != tensors[0]->shape)
            raise_error("RuntimeError", "stack expects each tensor to be equal size, but got [" + shape_text(tensors[0]->shape, ", ") +
                                            "] at entry 0 and [" + shape_text(tensors[t]->shape, ", ") + "] at entry " + std::to_string(t));
    std::vector<TensorPtr> expanded;
    for (const TensorPtr& tensor : tensors) {
        TensorPtr view = tensor_copy(runtime.meter, *tensor);
        view->shape.insert(view->shape.begin() + dim, 1);
        view->grad_fn = tensor->grad_fn;
        view->requires_grad = tensor->requires_grad;
        expanded.push_back(view);
    }
    TensorPtr result = concatenate(runtime, expanded, dim);
    if (!result->grad_fn.empty()) result->grad_fn = "StackBackward0";
    record_stack(*result, tensors, dim);
    return tensor_value(result);
}

// x[..., index, ...] along `dim`, or a slice of it: select, narrow, unbind and split index with one item.
TensorPtr along(Runtime& runtime, const TensorPtr& self, std::int64_t dim, const IndexItem& item) {
    std::vector<IndexItem> items(static_cast<std::size_t>(dim) + 1);
    for (std::int64_t axis = 0; axis < dim; ++axis) items[axis].is_slice = true;
    items[dim] = item;
    return tensor_index(runtime.meter, *self, items);
}

// One part of a split, chunk or unbind: a view named by the op that made it, not by the indexing it took.
Value part_of(TensorPtr part, const char* grad_fn, bool tracks) {
    part->grad_fn.clear();
    label(*part, grad_fn, tracks);
    return tensor_value(std::move(part));
}

// Pieces along `dim` of the given sizes (the last may be shorter), as a tuple.
Value pieces(Runtime& runtime, const TensorPtr& self, const std::vector<std::int64_t>& sizes, std::int64_t dim, const char* grad_fn) {
    std::vector<Value> parts;
    std::vector<TensorPtr> tensors;
    std::int64_t start = 0;
    for (std::int64_t size : sizes) {
        IndexItem item;
        item.is_slice = true;
        item.start = start;
        item.stop = start + size;
        parts.push_back(part_of(along(runtime, self, dim, item), grad_fn, self->tracks_grad()));
        tensors.push_back(tensor_of(parts.back()));
        start += size;
    }
    record_parts(tensors, *self, dim, sizes);
    return tuple_value(parts);
}

Value split(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "split", {"split_size_or_sections", "dim"});
    if (!bound[0]) raise_error("TypeError", "split() missing 1 required positional argument: 'split_size_or_sections'");
    if (self->rank() == 0) raise_error("RuntimeError", "split expects at least a 1-dimensional tensor");
    const std::int64_t dim = wrap_dim(bound[1] ? integer_argument(*bound[1]) : 0, self->rank());
    const std::int64_t length = self->shape[dim];
    std::vector<std::int64_t> sizes;
    if (bound[0]->type == Type::List || bound[0]->type == Type::Tuple) {
        sizes = int_list({*bound[0]});
        std::int64_t total = 0;
        for (std::int64_t size : sizes) {
            if (size < 0)
                raise_error("RuntimeError", "split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes=[" +
                                                shape_text(sizes, ", ") + "]");
            total += size;
        }
        if (total != length)
            raise_error("RuntimeError", "split_with_sizes expects split_sizes to sum exactly to " + std::to_string(length) +
                                            " (input tensor's size at dimension " + std::to_string(dim) + "), but got split_sizes=[" + shape_text(sizes, ", ") + "]");
        return pieces(runtime, self, sizes, dim, "SplitWithSizesBackward0");
    }
    const std::int64_t size = integer_argument(*bound[0]);
    if (size < 0) raise_error("RuntimeError", "split expects split_size be non-negative, but got split_size=" + std::to_string(size));
    if (size == 0 && length != 0)
        raise_error("RuntimeError", "split_size can only be 0 if dimension size is 0, but got dimension size of " + std::to_string(length));
    for (std::int64_t start = 0; start < length; start += size) sizes.push_back(std::min(size, length - start));
    if (sizes.empty()) sizes.push_back(0);
    return pieces(runtime, self, sizes, dim, "SplitBackward0");
}

Value chunk(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "chunk", {"chunks", "dim"});
    if (!bound[0]) raise_missing_arguments("chunk", {"chunks"});
    if (self->rank() == 0) raise_error("RuntimeError", "chunk expects at least a 1-dimensional tensor");
    const std::int64_t chunks = integer_argument(*bound[0]);
    if (chunks <= 0) raise_error("RuntimeError", "chunk expects `chunks` to be greater than 0, got: " + std::to_string(chunks));
    const std::int64_t dim = wrap_dim(bound[1] ? integer_argument(*bound[1]) : 0, self->rank());
    const std::int64_t length = self->shape[dim];
    const std::int64_t size = (length + chunks - 1) / chunks;
    std::vector<std::int64_t> sizes;
    for (std::int64_t start = 0; start < length; start += size) sizes.push_back(std::min(size, length - start));
    if (sizes.empty()) sizes.push_back(0);
    return pieces(runtime, self, sizes, dim, "SplitBackward0");
}

Value contiguous(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "contiguous", 0, 0);
    if (self->view_strides.empty()) return tensor_value(self);
    TensorPtr result = tensor_copy(runtime.meter, *self);
    label(*result, "CloneBackward0", self->tracks_grad());
    record_pass_through(*result, *self);
    return tensor_value(result);
}

// Whether a view's strides only permute a dense layout (transpose, permute), with no gaps (steps, slices) and no
// element read twice (expand).
bool is_dense_permutation(const Tensor& tensor) {
    if (tensor.view_strides.empty()) return true;
    std::vector<std::pair<std::int64_t, std::int64_t>> dims;  // (stride, size), size-1 axes left out
    for (std::size_t i = 0; i < tensor.rank(); ++i)
        if (tensor.shape[i] != 1) dims.push_back({tensor.view_strides[i], tensor.shape[i]});
    std::sort(dims.begin(), dims.end());
    std::int64_t expected = 1;
    for (const auto& [stride, size] : dims) {
        if (stride != expected) return false;
        expected *= size;
    }
    return true;
}

// clone() keeps a permuted layout as torch's preserve_format does (so view() still refuses it) and makes any
// other view contiguous.
Value clone(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    for (const auto& keyword : args.keywords)
        if (keyword.first == "memory_format") raise_unsupported("clone(memory_format=...)");
    expect_argument_count(args, "clone", 0, 0);
    runtime.charge(1 + self->numel() / 256);
    TensorPtr result = tensor_copy(runtime.meter, *self);
    if (is_dense_permutation(*self)) result->view_strides = self->view_strides;
    label(*result, "CloneBackward0", self->tracks_grad());
    record_pass_through(*result, *self);
    return tensor_value(result);
}

Value select(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (args.positional.size() != 2 || !args.keywords.empty())
        raise_invalid_combination("select", args, {"(int dim, int index)", "(name dim, int index)"});
    if (self->rank() == 0) raise_error("IndexError", "select() cannot be applied to a 0-dim tensor.");
    const std::int64_t dim = wrap_dim(integer_argument(args.positional[0]), self->rank());
    const std::int64_t index = integer_argument(args.positional[1]), size = self->shape[dim];
    if (index < -size || index >= size)
        raise_error("IndexError", "select(): index " + std::to_string(index) + " out of range for tensor of size [" +
                                      shape_text(self->shape, ", ") + "] at dimension " + std::to_string(dim));
    IndexItem item;
    item.index = index;
    return tensor_value(along(runtime, self, dim, item));
}

Value narrow(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (args.positional.size() != 3 || !args.keywords.empty())
        raise_invalid_combination("narrow", args, {"(int dim, Tensor start, int length)", "(int dim, int start, int length)"});
    if (self->rank() == 0) raise_error("RuntimeError", "narrow() cannot be applied to a 0-dim tensor.");
    const std::int64_t dim = wrap_dim(integer_argument(args.positional[0]), self->rank());
    const std::int64_t size = self->shape[dim], length = integer_argument(args.positional[2]);
    std::int64_t start = integer_argument(args.positional[1]);
    if (start != size) start = wrap_dim(start, static_cast<std::size_t>(size));  // torch wraps start as it wraps a dim
    if (length < 0 || start > size - length)
        raise_error("RuntimeError", "start (" + std::to_string(start) + ") + length (" + std::to_string(length) + ") exceeds dimension size (" +
                                        std::to_string(size) + ").");
    IndexItem item;
    item.is_slice = true;
    item.start = start;
    item.stop = start + length;
    return tensor_value(along(runtime, self, dim, item));
}

Value unbind(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (args.positional.size() > 1) raise_invalid_combination("unbind", args, {"(int dim)", "(name dim)"});
    auto bound = bind_arguments(args, "unbind", {"dim"});
    if (self->rank() == 0) raise_error("IndexError", "Dimension specified as 0 but tensor has no dimensions");  // whatever dim
    const std::int64_t dim = wrap_dim(bound[0] ? integer_argument(*bound[0]) : 0, self->rank());
    std::vector<Value> parts;
    std::vector<TensorPtr> tensors;
    for (std::int64_t index = 0; index < self->shape[dim]; ++index) {
        IndexItem item;
        item.index = index;
        parts.push_back(part_of(along(runtime, self, dim, item), "UnbindBackward0", self->tracks_grad()));
        tensors.push_back(tensor_of(parts.back()));
    }
    record_parts(tensors, *self, dim, std::vector<std::int64_t>(tensors.size(), 1));
    return tuple_value(parts);
}

Value swapaxes(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (args.positional.size() > 2)
        raise_error("TypeError", "swapaxes() takes 2 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    auto bound = bind_arguments(args, "swapaxes", {"axis0", "axis1"});
    for (std::size_t k = 0; k < 2; ++k)
        if (!bound[k]) raise_error("TypeError", "swapaxes() missing 1 required positional arguments: \"axis" + std::to_string(k) + "\"");
    return tensor_value(tensor_transpose(runtime.meter, *self, integer_argument(*bound[0]), integer_argument(*bound[1])));
}

Value view_as(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "view_as", {"other"});
    if (!bound[0]) raise_error("TypeError", "view_as() missing 1 required positional arguments: \"other\"");
    return tensor_value(tensor_reshape(runtime.meter, *self, tensor_argument(*bound[0], "view_as", "other", 1).shape, true));
}

Value expand_as(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "expand_as", {"other"});
    if (!bound[0]) raise_error("TypeError", "expand_as() missing 1 required positional arguments: \"other\"");
    CallArgs sizes;
    sizes.positional.push_back(size_value(tensor_argument(*bound[0], "expand_as", "other", 1).shape));
    return expand(runtime, self, sizes);
}

// The elements (offset, i) to (offset + i, i) of dims dim1 and dim2, appended as the last dim: a view.
Value diagonal(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "diagonal", {"offset", "dim1", "dim2"});
    const std::size_t rank = self->rank();
    const std::int64_t offset = bound[0] ? integer_argument(*bound[0]) : 0;
    const std::int64_t dim1 = wrap_dim(bound[1] ? integer_argument(*bound[1]) : 0, rank);
    const std::int64_t dim2 = wrap_dim(bound[2] ? integer_argument(*bound[2]) : 1, rank);
    if (dim1 == dim2)
        raise_error("RuntimeError", "diagonal dimensions cannot be identical " + std::to_string(dim1) + ", " + std::to_string(dim2));
    const Strides own = contiguous_strides(self->shape), layout_in = torch_strides(*self);
    const std::int64_t rows = self->shape[dim1], columns = self->shape[dim2];
    const std::int64_t length = std::max<std::int64_t>(0, offset >= 0 ? std::min(rows, columns - offset) : std::min(rows + offset, columns));
    const std::int64_t start = length == 0 ? 0 : offset >= 0 ? offset * own[dim2] : -offset * own[dim1];
    Shape shape;
    Strides strides, layout;
    for (std::size_t axis = 0; axis < rank; ++axis) {
        if (static_cast<std::int64_t>(axis) == dim1 || static_cast<std::int64_t>(axis) == dim2) continue;
        shape.push_back(self->shape[axis]);
        strides.push_back(own[axis]);
        layout.push_back(layout_in[axis]);
    }
    shape.push_back(length);
    strides.push_back(own[dim1] + own[dim2]);
    layout.push_back(layout_in[dim1] + layout_in[dim2]);
    runtime.charge(1 + self->numel() / 256);
    TensorPtr result = strided_view(runtime.meter, *self, start, shape, strides);
    set_view_strides(*result, layout);
    label(*result, "DiagonalBackward0", self->tracks_grad());
    if (result->tracks_grad()) record_positions(*result, *self, strided_positions(start, shape, strides), false, false);
    return tensor_value(result);
}

// torch.diag: a vector laid on a square matrix's diagonal, or a matrix's diagonal copied out.
Value diag(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "diag", {"diagonal"});
    const std::int64_t offset = bound[0] ? integer_argument(*bound[0]) : 0;
    if (self->rank() == 2) {
        CallArgs diagonal_args;
        diagonal_args.positional.push_back(int_value(offset));
        TensorPtr copy = tensor_copy(runtime.meter, *tensor_of(diagonal(runtime, self, diagonal_args)));
        return labelled(copy, "DiagBackward0", self->tracks_grad());
    }
    if (self->rank() != 1) raise_error("RuntimeError", "matrix or a vector expected");
    const std::int64_t length = self->shape[0], side = length + (offset < 0 ? -offset : offset);
    runtime.charge(1 + side * side / 256);
    TensorPtr result = make_tensor(runtime.meter, {side, side}, "the result", self->dtype);
    for (std::int64_t i = 0; i < length; ++i) {
        const std::int64_t at = offset >= 0 ? i * side + i + offset : (i - offset) * side + i;
        copy_element(*self, i, *result, at);
    }
    return labelled(result, "DiagBackward0", self->tracks_grad());
}

// out[i][j] = self[i][index[i][j]] (for dim 1): the elements each index names along `dim`.
Value gather(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "gather", {"dim", "index", "sparse_grad"});
    if (!bound[0] || !bound[1]) raise_invalid_combination("gather", args, {"(Tensor input, int dim, Tensor index, *, bool sparse_grad)"});
    const std::size_t rank = self->rank();
    const std::int64_t dim = wrap_dim(integer_argument(*bound[0]), rank);
    const Tensor& index = tensor_argument(*bound[1], "gather", "index", 2);
    if (index.dtype != DType::Int64) raise_error("RuntimeError", "gather(): Expected dtype int64 for index");
    if (index.rank() != std::max<std::size_t>(rank, 1) && !(rank == 0 && index.rank() == 0))
        raise_error("RuntimeError", "Index tensor must have the same number of dimensions as input tensor");
    for (std::size_t axis = 0; axis < index.rank() && rank > 0; ++axis)
        if (static_cast<std::int64_t>(axis) != dim && index.shape[axis] > self->shape[axis])
            raise_error("RuntimeError", "Size does not match at dimension " + std::to_string(axis) + " expected index [" +
                                            shape_text(index.shape, ", ") + "] to be smaller than self [" + shape_text(self->shape, ", ") +
                                            "] apart from dimension " + std::to_string(dim));
    runtime.charge(1 + index.numel() / 64);
    TensorPtr result = make_tensor(runtime.meter, index.shape, "the result", self->dtype);
    const Strides from = contiguous_strides(self->shape);
    Strides own_strides = rank == 0 ? Strides(index.rank(), 0) : from;  // a 0-dim input repeats its one element
    if (rank > 0) own_strides[dim] = 0;  // the index supplies the position along dim
    const std::int64_t size = rank == 0 ? 1 : self->shape[dim];
    for_each_position<1>(index.shape, {own_strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
        const std::int64_t position = index.integers()[n];
        if (position < 0 || position >= size)
            raise_error("RuntimeError", "index " + std::to_string(position) + " is out of bounds for dimension " + std::to_string(dim) +
                                            " with size " + std::to_string(size));
        const std::int64_t element = at[0] + (rank == 0 ? 0 : position * from[dim]);
        copy_element(*self, element, *result, n);
    });
    return labelled(result, "GatherBackward0", self->tracks_grad());
}

// scatter's checks (scatter_gather_dtype_check, scatter_shape_check), in torch's order and words; scatter_add's
// messages say "scatter" too.
void check_scatter(const Tensor& self, std::int64_t dim, const Tensor& index, const Tensor* src) {
    if (index.numel() != 0 && index.dtype != DType::Int64) raise_error("RuntimeError", "scatter(): Expected dtype int64 for index");
    if (src && src->dtype != self.dtype) raise_error("RuntimeError", "scatter(): Expected self.dtype to be equal to src.dtype");
    if (index.numel() == 0) return;
    if (self.rank() != index.rank()) raise_error("RuntimeError", "Index tensor must have the same number of dimensions as self tensor");
    bool wrong_shape = false;
    for (std::size_t d = 0; d < index.rank(); ++d)
        if (static_cast<std::int64_t>(d) != dim && index.shape[d] > self.shape[d]) wrong_shape = true;
    const std::string expected = "Expected index [" + shape_text(index.shape, ", ") + "] to be smaller than self [" + shape_text(self.shape, ", ") +
                                 "] apart from dimension " + std::to_string(dim);
    if (!src) {
        if (wrong_shape) raise_error("RuntimeError", expected);
        return;
    }
    if (src->rank() != index.rank()) raise_error("RuntimeError", "Index tensor must have the same number of dimensions as src tensor");
    for (std::size_t d = 0; d < index.rank() && !wrong_shape; ++d)
        if (index.shape[d] > src->shape[d]) wrong_shape = true;
    if (wrong_shape) raise_error("RuntimeError", expected + " and to be smaller size than src [" + shape_text(src->shape, ", ") + "]");
}

// scatter(dim, index, src or value) and scatter_add(dim, index, src): a copy of self where the element index[i][j]
// names along dim (for dim 0: [index[i][j]][j]) gets src[i][j], or the value, or has src[i][j] added. Equal targets
// only come from one slice, which torch's loop walks in increasing i: the last write wins, sums add in that order.
Value scatter(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool add) {
    const char* name = add ? "scatter_add" : "scatter";
    const CallArgs given = args;
    auto bound = bind_arguments(args, name, {"dim", "index", "src", "reduce", "value"});
    if (bound[4] && !bound[2]) bound[2] = bound[4];
    if (!bound[0] || !bound[1] || !bound[2] || bound[0]->type != Type::Int || !is_tensor(*bound[1]) || (bound[4] && bound[3]) ||
        (add && !is_tensor(*bound[2])))
        raise_invalid_combination(name, given, add ? std::vector<std::string>{"(int dim, Tensor index, Tensor src)", "(name dim, Tensor index, Tensor src)"}
                                                   : std::vector<std::string>{"(int dim, Tensor index, Tensor src)", "(int dim, Tensor index, Tensor src, *, str reduce)",
                                                                              "(name dim, Tensor index, Tensor src)", "(int dim, Tensor index, Number value)",
                                                                              "(int dim, Tensor index, Number value, *, str reduce)", "(name dim, Tensor index, Number value)"});
    if (bound[3] && bound[3]->type != Type::None) raise_unsupported(std::string(name) + "(reduce=...)");
    const Tensor& index = *tensor_of(*bound[1]);
    const Tensor* src = is_tensor(*bound[2]) ? tensor_of(*bound[2]).get() : nullptr;
    if (!src && !is_number(*bound[2])) raise_unsupported(std::string(name) + "() with a value that is not a number or tensor");
    if (self->rank() == 0 || self->dtype == DType::Float64 || self->dtype == DType::Float16)
        raise_unsupported(std::string(name) + "() of a 0-dim, float64 or float16 tensor");
    const std::int64_t dim = wrap_dim(bound[0]->integer, self->rank());
    check_scatter(*self, dim, index, src);
    // The value as self's dtype: a float for float32, an integer (or bool) otherwise.
    const double value = src ? 0.0 : number_of(*bound[2]);
    if (!src && !self->is_float() && bound[2]->type == Type::Float) raise_unsupported("scatter() of a float value into an integer tensor");
    runtime.charge(1 + (self->numel() + index.numel()) / 64);
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result", self->dtype);
    result->storage->values = self->storage->values;
    result->storage->integers = self->storage->integers;
    Strides target_strides = contiguous_strides(self->shape);
    const std::int64_t along = target_strides[dim], size = self->shape[dim];
    target_strides[dim] = 0;
    const Strides source_strides = src ? contiguous_strides(src->shape) : Strides(index.rank(), 0);
    for_each_position<2>(index.shape, {target_strides, source_strides}, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
        const std::int64_t position = index.integers()[n];
        if (position < 0 || position >= size)
            raise_error("RuntimeError", "index " + std::to_string(position) + " is out of bounds for dimension " + std::to_string(dim) + " with size " + std::to_string(size));
        const std::int64_t target = at[0] + position * along;
        if (!add && src) copy_element(*src, at[1], *result, target);
        else if (!add && result->is_float()) result->data()[target] = static_cast<float>(value);
        else if (!add) result->integers()[target] = result->dtype == DType::Bool ? value != 0 : static_cast<std::int64_t>(value);
        else if (result->is_float()) result->data()[target] += src->data()[at[1]];
        else result->integers()[target] = result->dtype == DType::Bool ? (result->integers()[target] | src->integers()[at[1]])
                                                                      : static_cast<std::int64_t>(static_cast<std::uint64_t>(result->integers()[target]) +
                                                                                                  static_cast<std::uint64_t>(src->integers()[at[1]]));
    });
    const bool tracked = self->tracks_grad() || (src && src->tracks_grad());
    return labelled(result, add ? "ScatterAddBackward0" : src ? "ScatterBackward0" : "ScatterBackward1", tracked);
}

// repeat(*sizes): the tensor tiled sizes[k] times along each dim (leading sizes add dims), a new tensor.
Value repeat(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    reject_keywords(args, "repeat");
    if (args.positional.empty()) raise_error("TypeError", "repeat() missing 1 required positional arguments: \"repeats\"");
    std::vector<Value> items = args.positional;
    if (items.size() == 1 && (items[0].type == Type::Tuple || items[0].type == Type::List)) items = items_of(items[0]);
    for (const Value& item : items)
        if (item.type != Type::Int)
            raise_error("TypeError", "repeat(): argument 'repeats' (position 1) must be tuple of SymInts, not " + type_name(item));
    const std::vector<std::int64_t> repeats = int_list(items);
    if (repeats.size() < self->rank())
        raise_error("RuntimeError", "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor");
    Shape padded(repeats.size() - self->rank(), 1);
    padded.insert(padded.end(), self->shape.begin(), self->shape.end());
    Shape shape(repeats.size());
    for (std::size_t k = 0; k < repeats.size(); ++k) shape[k] = padded[k] * repeats[k];
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", self->dtype);
    runtime.charge(1 + result->numel() / 64);
    const Strides from = contiguous_strides(padded), to = contiguous_strides(shape);
    for (std::int64_t n = 0; n < result->numel(); ++n) {
        std::int64_t source = 0;
        for (std::size_t k = 0; k < shape.size(); ++k) source += (n / to[k] % shape[k]) % padded[k] * from[k];
        copy_element(*self, source, *result, n);
    }
    label(*result, "RepeatBackward0", self->tracks_grad());
    if (std::find(repeats.begin(), repeats.end(), 0) == repeats.end()) record_repeat(*result, *self, repeats);
    return tensor_value(result);
}

// A shape with at least `rank` dims as torch's atleast_1d/2d/3d give it: a vector becomes a row (2-D) or a row of
// depth 1 (3-D), a matrix gains a trailing dim.
Shape at_least(const Shape& shape, std::size_t rank) {
    if (shape.size() >= rank) return shape;
    if (rank == 1) return {1};
    if (rank == 2) return shape.empty() ? Shape{1, 1} : Shape{1, shape[0]};
    if (shape.empty()) return {1, 1, 1};
    return shape.size() == 1 ? Shape{1, shape[0], 1} : Shape{shape[0], shape[1], 1};
}

// The tensors of vstack/hstack/dstack/column_stack, reshaped to at least `rank` dims (to a column, for
// column_stack's vectors); the reshapes keep the operands' autograd labels.
std::vector<TensorPtr> stack_operands(Runtime& runtime, const Value& given, const std::string& function, std::size_t rank, bool columns) {
    if ((given.type == Type::List || given.type == Type::Tuple) && items_of(given).empty())
        raise_error("RuntimeError", function + " expects a non-empty TensorList");
    std::vector<TensorPtr> reshaped;
    for (const TensorPtr& tensor : tensor_sequence(given, function)) {
        TensorPtr view = tensor_copy(runtime.meter, *tensor);
        view->shape = columns && tensor->rank() <= 1 ? Shape{tensor->numel(), 1} : at_least(tensor->shape, rank);
        view->grad_fn = tensor->grad_fn;
        view->requires_grad = tensor->requires_grad;
        reshaped.push_back(view);
    }
    return reshaped;
}

// vstack (row_stack), hstack, dstack and column_stack: cat along rows, columns or depth after atleast_Nd.
Value torch_stack_along(Runtime& runtime, CallArgs& args, const std::string& function) {
    auto bound = bind_arguments(args, function, {"tensors"});
    if (!bound[0]) raise_error("TypeError", function + "() missing required argument 'tensors' (pos 1)");
    const bool columns = function == "column_stack", depth = function == "dstack";
    const bool rows = function == "vstack" || function == "row_stack";
    std::vector<TensorPtr> tensors = stack_operands(runtime, *bound[0], function, rows || columns ? 2 : depth ? 3 : 1, columns);
    const std::int64_t dim = rows ? 0 : depth ? 2 : tensors[0]->rank() == 1 ? 0 : 1;
    return tensor_value(concatenate(runtime, tensors, dim));
}

}  // namespace

void add_shape_methods(MethodTable& table) {
    table["gather"] = gather;
    table["scatter"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return scatter(r, self, args, false); };
    table["scatter_add"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return scatter(r, self, args, true); };
    table["repeat"] = repeat;
    table["diagonal"] = diagonal;
    table["diag"] = diag;
    table["permute"] = permute;
    table["unsqueeze"] = unsqueeze;
    table["squeeze"] = squeeze;
    table["flatten"] = flatten;
    table["expand"] = expand;
    table["split"] = split;
    table["chunk"] = chunk;
    table["contiguous"] = contiguous;
    table["clone"] = clone;
    table["select"] = select;
    table["narrow"] = narrow;
    table["unbind"] = unbind;
    table["swapaxes"] = swapaxes;
    table["swapdims"] = swapaxes;
    table["view_as"] = view_as;
    table["expand_as"] = expand_as;
}

// torch.broadcast_shapes(*shapes), as torch 1.13.1 writes it in Python: each shape an int or a sequence of ints,
// merged from the last dim; its checks and messages in that order.
Value torch_broadcast_shapes(Runtime&, CallArgs& args) {
    reject_keywords(args, "broadcast_shapes");
    std::vector<Shape> shapes;
    for (const Value& given : args.positional) {
        const bool sequence = given.type == Type::Tuple || given.type == Type::List;
        if (given.type != Type::Int && given.type != Type::Bool && !sequence)
            raise_error("RuntimeError", "('Input shapes should be of type ints, a tuple of ints, or a list of ints, got ', " +
                                            repr(given) + ")");
        Shape shape;
        for (const Value& size : sequence ? items_of(given) : std::vector<Value>{given}) {
            if (size.type != Type::Int && size.type != Type::Bool)
                raise_unsupported("torch.broadcast_shapes with a size that is not an int");
            shape.push_back(size.integer);
        }
        shapes.push_back(std::move(shape));
    }
    std::size_t rank = 0;
    for (const Shape& shape : shapes) rank = std::max(rank, shape.size());
    Shape result(rank, 1);
    for (const Shape& shape : shapes) {
        for (std::size_t back = 1; back <= shape.size(); ++back) {
            const std::int64_t size = shape[shape.size() - back];
            std::int64_t& merged = result[rank - back];
            if (size < 0)
                raise_error("RuntimeError", "Trying to create tensor with negative dimension (" + std::to_string(size) +
                                                "): (" + std::to_string(size) + ")");
            if (size == 1 || size == merged) continue;
            if (merged != 1) raise_error("RuntimeError", "Shape mismatch: objects cannot be broadcast to a single shape");
            merged = size;
        }
    }
    return size_value(result);
}

std::vector<std::pair<std::string, Value>> torch_joins() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "cat", builtin_value("cat", torch_cat));
    add_member(listed, "concat", builtin_value("concat", torch_cat));
    add_member(listed, "stack", builtin_value("stack", torch_stack));
    add_member(listed, "vstack", builtin_value("vstack", [](Runtime& r, CallArgs& a) { return torch_stack_along(r, a, "vstack"); }));
    add_member(listed, "row_stack", builtin_value("row_stack", [](Runtime& r, CallArgs& a) { return torch_stack_along(r, a, "row_stack"); }));
    add_member(listed, "hstack", builtin_value("hstack", [](Runtime& r, CallArgs& a) { return torch_stack_along(r, a, "hstack"); }));
    add_member(listed, "dstack", builtin_value("dstack", [](Runtime& r, CallArgs& a) { return torch_stack_along(r, a, "dstack"); }));
    add_member(listed, "column_stack", builtin_value("column_stack", [](Runtime& r, CallArgs& a) { return torch_stack_along(r, a, "column_stack"); }));
    add_member(listed, "broadcast_shapes", builtin_value("broadcast_shapes", torch_broadcast_shapes));
    return listed;
}

}  // namespace qkv::python
