// tensor_indexing.cpp — an index resolves to the flat positions it selects in the source tensor, in the result's
// row-major order; reading gathers them, assignment scatters into them. Basic items (ints, slices, None, ...)
// make a strided view; advanced items (int and bool tensors, lists) then pick along their dims, as in NumPy.
#include "python/torch/tensor_indexing.hpp"

#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor_iteration.hpp"
#include "python/torch/tensor_operators.hpp"

namespace qkv::python {
namespace {

// An advanced index along one view dim: the positions it picks, with the index tensor's shape.
struct AdvancedIndex {
    std::size_t view_dim = 0;
    Shape shape;
    std::vector<std::int64_t> values;
};

struct Selection {
    Shape shape;                          // the result's shape
    std::vector<std::int64_t> positions;  // flat source positions, row-major over `shape`
    const char* grad_fn = "AliasBackward0";
    bool advanced = false;  // picked by tensors or lists (index_put_ on assignment, copy_ otherwise)
    Strides layout;         // torch's view strides of a basic selection
};

TensorPtr index_tensor_of(Runtime& runtime, const Value& part) {
    if (part.type == Type::Tensor) return tensor_of(part);
    std::vector<Value> items = items_of(part);
    DType dtype = DType::Bool;
    for (const Value& item : items) {
        if (item.type != Type::Int && item.type != Type::Bool) raise_unsupported("indexing a tensor with this list");
        if (item.type == Type::Int) dtype = DType::Int64;
    }
    TensorPtr tensor = make_tensor(runtime.meter, {static_cast<std::int64_t>(items.size())}, "an index", items.empty() ? DType::Int64 : dtype);
    for (std::size_t i = 0; i < items.size(); ++i) tensor->integers()[i] = items[i].integer;
    return tensor;
}

[[noreturn]] void raise_invalid_index(const Value& part) {
    raise_error("IndexError", "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices (got " +
                                  type_name(part) + ")");
}

std::int64_t dims_used(Runtime& runtime, const std::vector<Value>& parts) {
    std::int64_t used = 0;
    for (const Value& part : parts) {
        if (part.type == Type::Int || part.type == Type::Bool || part.type == Type::Slice || part.type == Type::List) ++used;
        else if (part.type == Type::Tensor) used += tensor_of(part)->dtype == DType::Bool ? std::max<std::int64_t>(1, tensor_of(part)->rank()) : 1;
        else if (part.type != Type::None && part.type != Type::Ellipsis) raise_invalid_index(part);
    }
    (void)runtime;
    return used;
}

// The bool mask's True positions as one index per dim it covers.
void add_mask(const Tensor& mask, const Tensor& source, std::size_t axis, std::size_t view_dim, std::vector<AdvancedIndex>& advanced) {
    for (std::size_t k = 0; k < mask.rank(); ++k) {
        if (mask.shape[k] != source.shape[axis + k])
            raise_error("IndexError", "The shape of the mask [" + shape_text(mask.shape, ", ") + "] at index " + std::to_string(k) +
                                          " does not match the shape of the indexed tensor [" + shape_text(source.shape, ", ") + "] at index " +
                                          std::to_string(axis + k));
    }
    std::int64_t count = 0;
    for (std::int64_t n = 0; n < mask.numel(); ++n) count += mask.integers()[n] != 0;
    const Strides strides = contiguous_strides(mask.shape);
    for (std::size_t k = 0; k < mask.rank(); ++k) {
        AdvancedIndex index{view_dim + k, {count}, {}};
        for (std::int64_t n = 0; n < mask.numel(); ++n)
            if (mask.integers()[n]) index.values.push_back(n / strides[k] % mask.shape[k]);
        advanced.push_back(std::move(index));
    }
}

Selection select(Runtime& runtime, const Tensor& source, const Value& index) {
    std::vector<Value> parts = index.type == Type::Tuple ? items_of(index) : std::vector<Value>{index};
    const std::int64_t rank = static_cast<std::int64_t>(source.rank());
    const std::int64_t used = dims_used(runtime, parts);
    if (used > rank) raise_error("IndexError", "too many indices for tensor of dimension " + std::to_string(rank));
    const Strides own = contiguous_strides(source.shape), layout_in = torch_strides(source);
    Selection selection;
    std::int64_t offset = 0;
    Shape shape;
    Strides strides, layout;  // over our storage, and as torch's view would have them
    std::vector<AdvancedIndex> advanced;
    std::size_t axis = 0;
    bool seen_ellipsis = false;
    auto keep_axis = [&]() {
        shape.push_back(source.shape[axis]);
        strides.push_back(own[axis]);
        layout.push_back(layout_in[axis]);
        ++axis;
    };
    for (const Value& part : parts) {
        if (part.type == Type::Int || part.type == Type::Bool) {
            if (part.type == Type::Bool) raise_unsupported("indexing a tensor with True/False");
            const std::int64_t size = source.shape[axis];
            if (part.integer < -size || part.integer >= size)
                raise_error("IndexError", "index " + std::to_string(part.integer) + " is out of bounds for dimension " + std::to_string(axis) +
                                              " with size " + std::to_string(size));
            offset += (part.integer < 0 ? part.integer + size : part.integer) * own[axis];
            ++axis;
            selection.grad_fn = "SelectBackward0";
        } else if (part.type == Type::Slice) {
            const auto& bounds = items_of(part);
            auto bound = [](const Value& value) -> std::optional<std::int64_t> {
                if (value.type == Type::None) return std::nullopt;
                return integer_argument(value);
            };
            const std::int64_t size = source.shape[axis];
            const std::int64_t step = bound(bounds[2]).value_or(1);
            if (step <= 0) raise_error("ValueError", "step must be greater than zero");
            auto clamp = [size](std::int64_t value) { return std::min(std::max<std::int64_t>(value < 0 ? value + size : value, 0), size); };
            const std::int64_t start = bound(bounds[0]) ? clamp(*bound(bounds[0])) : 0;
            const std::int64_t stop = std::max(start, bound(bounds[1]) ? clamp(*bound(bounds[1])) : size);
            offset += start * own[axis];
            shape.push_back((stop - start + step - 1) / step);
            strides.push_back(own[axis] * step);
            layout.push_back(layout_in[axis] * step);
            ++axis;
            selection.grad_fn = "SliceBackward0";
        } else if (part.type == Type::None) {
            shape.push_back(1);
            strides.push_back(0);
            layout.push_back(0);
            selection.grad_fn = "UnsqueezeBackward0";
        } else if (part.type == Type::Ellipsis) {
            if (seen_ellipsis) raise_unsupported("more than one ... in an index");
            seen_ellipsis = true;
            for (std::int64_t k = 0; k < rank - used; ++k) keep_axis();
        } else {
            const TensorPtr tensor = index_tensor_of(runtime, part);
            if (tensor->is_float())
                raise_error("IndexError", "tensors used as indices must be long, byte or bool tensors");
            if (tensor->dtype == DType::Bool) {
                if (tensor->rank() == 0) raise_unsupported("indexing with a 0-dim bool tensor");
                add_mask(*tensor, source, axis, shape.size(), advanced);
                for (std::size_t k = 0; k < tensor->rank(); ++k) keep_axis();
            } else {
                const std::int64_t size = source.shape[axis];
                AdvancedIndex picked{shape.size(), tensor->shape, {}};
                for (std::int64_t n = 0; n < tensor->numel(); ++n) {
                    const std::int64_t value = tensor->integers()[n];
                    if (value < -size || value >= size)
                        raise_error("IndexError", "index " + std::to_string(value) + " is out of bounds for dimension " + std::to_string(axis) +
                                                      " with size " + std::to_string(size));
                    picked.values.push_back(value < 0 ? value + size : value);
                }
                advanced.push_back(std::move(picked));
                keep_axis();
            }
        }
    }
    while (axis < source.rank()) keep_axis();
    if (advanced.empty()) {
        selection.shape = shape;
        selection.layout = layout;
        std::int64_t count = 1;
        for (std::int64_t size : shape) count *= size;
        selection.positions.resize(static_cast<std::size_t>(count));
        for_each_position<1>(shape, {strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) { selection.positions[n] = offset + at[0]; });
        return selection;
    }
    // Advanced dims: their index shapes broadcast to one; it replaces them in place when they are adjacent,
    // and goes first otherwise.
    Shape broadcast;
    for (const AdvancedIndex& index : advanced) broadcast = broadcast_shapes(broadcast, index.shape);
    std::vector<bool> is_advanced(shape.size(), false);
    for (const AdvancedIndex& index : advanced) is_advanced[index.view_dim] = true;
    bool adjacent = true;
    for (std::size_t k = 1; k < advanced.size(); ++k) adjacent = adjacent && advanced[k].view_dim == advanced[k - 1].view_dim + 1;
    const std::size_t insert_at = adjacent ? advanced.front().view_dim : 0;
    std::vector<std::size_t> kept_dims;  // view dims in result order, with a marker where the broadcast dims go
    Shape result;
    for (std::size_t d = 0; d <= shape.size(); ++d) {
        if (d == insert_at) result.insert(result.end(), broadcast.begin(), broadcast.end());
        if (d < shape.size() && !is_advanced[d]) {
            kept_dims.push_back(d);
            result.push_back(shape[d]);
        }
    }
    selection.shape = result;
    selection.grad_fn = "IndexBackward0";
    selection.advanced = true;
    std::vector<Strides> index_strides;
    for (const AdvancedIndex& index : advanced) index_strides.push_back(broadcast_strides(index.shape, broadcast));
    std::int64_t count = 1;
    for (std::int64_t size : result) count *= size;
    selection.positions.resize(static_cast<std::size_t>(count));
    std::vector<std::int64_t> counter(result.size(), 0);
    for (std::int64_t n = 0; n < count; ++n) {
        std::int64_t position = offset;
        std::size_t kept = 0;
        for (std::size_t r = 0; r < result.size(); ++r) {
            const bool in_broadcast = r >= insert_at && r < insert_at + broadcast.size();
            if (!in_broadcast) position += counter[r] * strides[kept_dims[kept++]];
        }
        for (std::size_t k = 0; k < advanced.size(); ++k) {
            std::int64_t at = 0;
            for (std::size_t b = 0; b < broadcast.size(); ++b) at += counter[insert_at + b] * index_strides[k][b];
            position += advanced[k].values[static_cast<std::size_t>(at)] * strides[advanced[k].view_dim];
        }
        selection.positions[static_cast<std::size_t>(n)] = position;
        for (std::size_t axis_back = result.size(); axis_back-- > 0;) {
            if (++counter[axis_back] < result[axis_back]) break;
            counter[axis_back] = 0;
        }
    }
    return selection;
}

}  // namespace

Value tensor_subscript(Runtime& runtime, const Value& tensor_value_in, const Value& index) {
    const Tensor& source = *tensor_of(tensor_value_in);
    runtime.charge(1 + source.numel() / 1024);
    const Selection selection = select(runtime, source, index);
    TensorPtr result = make_tensor(runtime.meter, selection.shape, "the result", source.dtype);
    for (std::size_t n = 0; n < selection.positions.size(); ++n) {
        if (source.is_float()) result->data()[n] = source.data()[selection.positions[n]];
        else result->integers()[n] = source.integers()[selection.positions[n]];
    }
    if (!selection.advanced) set_view_strides(*result, selection.layout);
    label(*result, selection.grad_fn, source.tracks_grad());
    return tensor_value(result);
}

namespace {

std::string legacy_type_name(DType dtype) {
    return dtype == DType::Float32 ? "torch.FloatTensor" : dtype == DType::Int64 ? "torch.LongTensor" : "torch.BoolTensor";
}

// The value's shape as it will be broadcast: leading 1-dims dropped, then expand's checks (copy_), or
// index_put_'s message for advanced indices.
Shape value_shape_for(const Tensor& source, const Selection& selection) {
    Shape shape = source.shape;
    while (!shape.empty() && shape.front() == 1) shape.erase(shape.begin());
    if (!selection.advanced) {
        check_expandable(shape, selection.shape, legacy_type_name(source.dtype));
        return shape;
    }
    bool fits = shape.size() <= selection.shape.size();
    for (std::size_t k = 0; fits && k < shape.size(); ++k) {
        const std::int64_t want = selection.shape[selection.shape.size() - shape.size() + k];
        fits = shape[k] == want || shape[k] == 1;
    }
    if (!fits)
        raise_error("RuntimeError", "shape mismatch: value tensor of shape [" + shape_text(source.shape, ", ") +
                                        "] cannot be broadcast to indexing result of shape [" + shape_text(selection.shape, ", ") + "]");
    return shape;
}

}  // namespace

void tensor_assign_item(Runtime& runtime, const Value& target_value, const Value& index, const Value& value) {
    const TensorPtr& target = tensor_of(target_value);
    runtime.charge(1 + target->numel() / 1024);
    const Selection selection = select(runtime, *target, index);
    if (target->requires_grad && target->grad_fn.empty())
        raise_error("RuntimeError", selection.advanced ? "a leaf Variable that requires grad is being used in an in-place operation."
                                                       : "a view of a leaf Variable that requires grad is being used in an in-place operation.");
    TensorPtr source = tensor_or_scalar(runtime, value);
    if (!source) raise_error("TypeError", "can't assign a " + type_name(value) + " to a " + legacy_type_name(target->dtype));
    if (source->dtype != target->dtype) source = tensor_to_dtype(runtime.meter, *source, target->dtype);
    const std::array<Strides, 1> strides{broadcast_strides(value_shape_for(*source, selection), selection.shape)};
    for_each_position<1>(selection.shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
        const std::int64_t position = selection.positions[static_cast<std::size_t>(n)];
        if (target->is_float()) target->data()[position] = source->data()[at[0]];
        else target->integers()[position] = source->integers()[at[0]];
    });
    if (source->tracks_grad() || target->tracks_grad()) target->grad_fn = selection.advanced ? "IndexPutBackward0" : "CopySlices";
}

}  // namespace qkv::python
