// tensor_indexing.cpp — an index resolves to the flat positions it selects in the source tensor, in the result's
// row-major order; reading gathers them, assignment scatters into them. Basic items (ints, slices, None, ...)
// make a strided view; advanced items (int and bool tensors, lists) then pick along their dims, as in NumPy.
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/ops/tensor_indexing.hpp"

#include <algorithm>
#include <cmath>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/ops/tensor_views.hpp"

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
    if (is_tensor(part)) return tensor_of(part);
    if (part.type == Type::Range) {  // x[range(n), targets]: torch reads a range as the list of its ints
        const RangeObject& range = range_of(part);
        TensorPtr tensor = make_tensor(runtime.meter, {range.length()}, "an index", DType::Int64);
        for (std::int64_t i = 0; i < range.length(); ++i) tensor->integers()[i] = range.start + i * range.step;
        return tensor;
    }
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

std::int64_t dims_used(const std::vector<Value>& parts) {
    std::int64_t used = 0;
    for (const Value& part : parts) {
        if (part.type == Type::Int || part.type == Type::Bool || part.type == Type::Slice || part.type == Type::List || part.type == Type::Range) ++used;
        else if (is_tensor(part)) used += tensor_of(part)->dtype == DType::Bool ? std::max<std::int64_t>(1, tensor_of(part)->rank()) : 1;
        else if (part.type != Type::None && part.type != Type::Ellipsis) raise_invalid_index(part);
    }
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

// The basic part of an index as a strided view of the source; advanced items become full dims of that view
// and are recorded for the second step.
class ViewBuilder {
public:
    explicit ViewBuilder(const Tensor& source) : source_(source), own_(contiguous_strides(source.shape)), layout_in_(torch_strides(source)) {}

    void add(Runtime& runtime, const Value& part, std::int64_t ellipsis_dims) {
        if (part.type == Type::Int || part.type == Type::Bool) select_index(part);
        else if (part.type == Type::Slice) slice(items_of(part));
        else if (part.type == Type::None) new_axis();
        else if (part.type == Type::Ellipsis) ellipsis(ellipsis_dims);
        else advanced_index(index_tensor_of(runtime, part));
    }

    Selection finish() {
        while (axis_ < source_.rank()) keep_axis();
        Selection selection;
        selection.grad_fn = grad_fn_;
        if (advanced_.empty()) {
            selection.shape = shape_;
            selection.layout = layout_;
            selection.positions.resize(static_cast<std::size_t>(count_of(shape_)));
            for_each_position<1>(shape_, {strides_}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) { selection.positions[n] = offset_ + at[0]; });
            return selection;
        }
        pick_advanced(selection);
        return selection;
    }

private:
    static std::int64_t count_of(const Shape& shape) {
        std::int64_t count = 1;
        for (std::int64_t size : shape) count *= size;
        return count;
    }

    void keep_axis() {
        shape_.push_back(source_.shape[axis_]);
        strides_.push_back(own_[axis_]);
        layout_.push_back(layout_in_[axis_]);
        ++axis_;
    }

    void select_index(const Value& part) {
        if (part.type == Type::Bool) raise_unsupported("indexing a tensor with True/False");
        const std::int64_t size = source_.shape[axis_];
        if (part.integer < -size || part.integer >= size)
            raise_error("IndexError", "index " + std::to_string(part.integer) + " is out of bounds for dimension " + std::to_string(axis_) +
                                          " with size " + std::to_string(size));
        offset_ += (part.integer < 0 ? part.integer + size : part.integer) * own_[axis_];
        ++axis_;
        grad_fn_ = "SelectBackward0";
    }

    void slice(const std::vector<Value>& bounds) {
        auto bound = [](const Value& value) -> std::optional<std::int64_t> {
            if (value.type == Type::None) return std::nullopt;
            return integer_argument(value);
        };
        const std::int64_t size = source_.shape[axis_];
        const std::int64_t step = bound(bounds[2]).value_or(1);
        if (step <= 0) raise_error("ValueError", "step must be greater than zero");
        auto clamp = [size](std::int64_t value) { return std::min(std::max<std::int64_t>(value < 0 ? value + size : value, 0), size); };
        const std::int64_t start = bound(bounds[0]) ? clamp(*bound(bounds[0])) : 0;
        const std::int64_t stop = std::max(start, bound(bounds[1]) ? clamp(*bound(bounds[1])) : size);
        offset_ += start * own_[axis_];
        shape_.push_back((stop - start + step - 1) / step);
        strides_.push_back(own_[axis_] * step);
        layout_.push_back(layout_in_[axis_] * step);
        ++axis_;
        grad_fn_ = "SliceBackward0";
    }

    void new_axis() {
        shape_.push_back(1);
        strides_.push_back(0);
        layout_.push_back(0);
        grad_fn_ = "UnsqueezeBackward0";
    }

    void ellipsis(std::int64_t dims) {
        if (seen_ellipsis_) raise_unsupported("more than one ... in an index");
        seen_ellipsis_ = true;
        for (std::int64_t k = 0; k < dims; ++k) keep_axis();
    }

    void advanced_index(const TensorPtr& tensor) {
        if (tensor->is_float()) raise_error("IndexError", "tensors used as indices must be long, byte or bool tensors");
        if (tensor->dtype == DType::Bool) {
            if (tensor->rank() == 0) raise_unsupported("indexing with a 0-dim bool tensor");
            add_mask(*tensor, source_, axis_, shape_.size(), advanced_);
            for (std::size_t k = 0; k < tensor->rank(); ++k) keep_axis();
            return;
        }
        const std::int64_t size = source_.shape[axis_];
        AdvancedIndex picked{shape_.size(), tensor->shape, {}};
        for (std::int64_t n = 0; n < tensor->numel(); ++n) {
            const std::int64_t value = tensor->integers()[n];
            if (value < -size || value >= size)
                raise_error("IndexError", "index " + std::to_string(value) + " is out of bounds for dimension " + std::to_string(axis_) +
                                              " with size " + std::to_string(size));
            picked.values.push_back(value < 0 ? value + size : value);
        }
        advanced_.push_back(std::move(picked));
        keep_axis();
    }

    // The advanced dims' index shapes broadcast to one shape, which replaces them in place when they are adjacent
    // and goes first otherwise (NumPy's rule); every result element maps to one source position.
    void pick_advanced(Selection& selection) const {
        Shape broadcast;
        for (const AdvancedIndex& index : advanced_) broadcast = broadcast_shapes(broadcast, index.shape);
        std::vector<bool> is_advanced(shape_.size(), false);
        for (const AdvancedIndex& index : advanced_) is_advanced[index.view_dim] = true;
        bool adjacent = true;
        for (std::size_t k = 1; k < advanced_.size(); ++k) adjacent = adjacent && advanced_[k].view_dim == advanced_[k - 1].view_dim + 1;
        const std::size_t insert_at = adjacent ? advanced_.front().view_dim : 0;
        std::vector<std::size_t> kept_dims;
        Shape result;
        for (std::size_t d = 0; d <= shape_.size(); ++d) {
            if (d == insert_at) result.insert(result.end(), broadcast.begin(), broadcast.end());
            if (d < shape_.size() && !is_advanced[d]) kept_dims.push_back(d), result.push_back(shape_[d]);
        }
        selection.shape = result;
        selection.grad_fn = "IndexBackward0";
        selection.advanced = true;
        std::vector<Strides> index_strides;
        for (const AdvancedIndex& index : advanced_) index_strides.push_back(broadcast_strides(index.shape, broadcast));
        std::vector<std::int64_t> counter(result.size(), 0);
        for (std::int64_t n = 0; n < count_of(result); ++n) {
            std::int64_t position = offset_;
            for (std::size_t r = 0, kept = 0; r < result.size(); ++r)
                if (r < insert_at || r >= insert_at + broadcast.size()) position += counter[r] * strides_[kept_dims[kept++]];
            for (std::size_t k = 0; k < advanced_.size(); ++k) {
                std::int64_t at = 0;
                for (std::size_t b = 0; b < broadcast.size(); ++b) at += counter[insert_at + b] * index_strides[k][b];
                position += advanced_[k].values[static_cast<std::size_t>(at)] * strides_[advanced_[k].view_dim];
            }
            selection.positions.push_back(position);
            for (std::size_t axis = result.size(); axis-- > 0;) {
                if (++counter[axis] < result[axis]) break;
                counter[axis] = 0;
            }
        }
    }

    const Tensor& source_;
    const Strides own_, layout_in_;
    std::int64_t offset_ = 0;
    Shape shape_;
    Strides strides_, layout_;  // over our storage, and as torch's view would have them
    std::vector<AdvancedIndex> advanced_;
    std::size_t axis_ = 0;
    bool seen_ellipsis_ = false;
    const char* grad_fn_ = "AliasBackward0";
};

Selection select(Runtime& runtime, const Tensor& source, const Value& index) {
    const std::vector<Value> parts = index.type == Type::Tuple ? items_of(index) : std::vector<Value>{index};
    const std::int64_t rank = static_cast<std::int64_t>(source.rank());
    const std::int64_t used = dims_used(parts);
    if (rank == 0 && !parts.empty() && parts[0].type == Type::Int)
        raise_error("IndexError", "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in C++ to convert a 0-dim tensor to a number");
    if (rank == 0 && !parts.empty() && parts[0].type == Type::Slice) raise_error("IndexError", "slice() cannot be applied to a 0-dim tensor.");
    if (used > rank) raise_error("IndexError", "too many indices for tensor of dimension " + std::to_string(rank));
    ViewBuilder builder(source);
    for (const Value& part : parts) builder.add(runtime, part, rank - used);
    return builder.finish();
}

}  // namespace

Value tensor_subscript(Runtime& runtime, const Value& tensor_value_in, const Value& index) {
    const OperationScope scope("indexing");
    const Tensor& source = *tensor_of(tensor_value_in);
    runtime.charge(1 + source.numel() / 1024);
    const Selection selection = select(runtime, source, index);
    TensorPtr result = make_tensor(runtime.meter, selection.shape, "the result", source.dtype);
    for (std::size_t n = 0; n < selection.positions.size(); ++n) copy_element(source, selection.positions[n], *result, static_cast<std::int64_t>(n));
    if (!selection.advanced) {
        set_view_strides(*result, selection.layout);
        link_view(result, source, selection.positions);
    }
    label(*result, selection.grad_fn, source.tracks_grad());
    record_positions(*result, source, selection.positions, selection.advanced, selection.advanced);
    return tensor_value(result);
}

namespace {

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

// The C++ type torch names when a Python number does not fit a dtype (c10's checked_convert).
const char* checked_type_name(DType dtype) {
    switch (dtype) {
        case DType::Int32: return "int";
        case DType::UInt8: return "uint8_t";
        default: return "at::Half";
    }
}

// Whether a Python number overflows int32, uint8 or float16 as c10's `overflows` decides: integers to unsigned
// types may be negative down to -max (they wrap), floats to integers must be finite and in range, and infinities
// and NaN go into float16.
bool overflows(DType dtype, const Value& value) {
    const double high = dtype == DType::Int32 ? 2147483647.0 : dtype == DType::UInt8 ? 255.0 : 65504.0;
    const double low = dtype == DType::Int32 ? -2147483648.0 : dtype == DType::UInt8 ? -255.0 : -65504.0;
    if (value.type != Type::Float) {
        const double number = static_cast<double>(value.integer);
        return number > high || number < low;
    }
    const double number = value.real;
    if (dtype == DType::Float16) return std::isfinite(number) && (number > high || number < low);
    return std::isnan(number) || number > high || number < (dtype == DType::UInt8 ? 0.0 : low);
}

// A Python number as a 0-d tensor of an extra dtype, made from its own value (a float64 target keeps 0.1 as a
// double, not as float32's 0.1), after torch's overflow check.
TensorPtr scalar_in_dtype(Runtime& runtime, const Value& value, DType dtype) {
    if (value.type == Type::BigInt) raise_error("RuntimeError", "Overflow when unpacking long");
    if (dtype != DType::Float64 && overflows(dtype, value))
        raise_error("RuntimeError", std::string("value cannot be converted to type ") + checked_type_name(dtype) + " without overflow");
    TensorPtr result = make_tensor(runtime.meter, {}, "the value", dtype);
    if (value.type == Type::Float) set_from_real(*result, 0, value.real);
    else set_from_integer(*result, 0, value.integer);
    return result;
}

}  // namespace

void tensor_assign_item(Runtime& runtime, const Value& target_value, const Value& index, const Value& value) {
    const OperationScope scope("index assignment");
    const TensorPtr& target = tensor_of(target_value);
    runtime.charge(1 + target->numel() / 1024);
    const Selection selection = select(runtime, *target, index);
    check_in_place(*target, !selection.advanced);
    // uint8 tensors here are the generator's state bytes, which are copied and read but never changed.
    if (target->dtype == DType::UInt8) raise_unsupported_dtype(DType::UInt8);
    const bool python_number = value.type == Type::Int || value.type == Type::Bool || value.type == Type::Float || value.type == Type::BigInt;
    TensorPtr source = python_number && is_extra_dtype(target->dtype) ? scalar_in_dtype(runtime, value, target->dtype)
                                                                       : tensor_or_scalar(runtime, value);
    if (!source) raise_error("TypeError", "can't assign a " + type_name(value) + " to a " + legacy_type_name(target->dtype));
    if (source->dtype != target->dtype) {
        // int32, uint8, float64 and float16 take the value as torch's cast does (wrapping integers, rounding floats)
        const bool extra = is_extra_dtype(source->dtype) || is_extra_dtype(target->dtype);
        source = extra ? convert_dtype(runtime.meter, *source, target->dtype) : tensor_to_dtype(runtime.meter, *source, target->dtype);
    }
    const std::array<Strides, 1> strides{broadcast_strides(value_shape_for(*source, selection), selection.shape)};
    const bool integral = !is_floating_dtype(target->dtype);
    for_each_position<1>(selection.shape, strides, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
        const std::int64_t position = selection.positions[static_cast<std::size_t>(n)];
        if (target->is_float()) target->data()[position] = source->data()[at[0]];
        else if (integral) target->storage->integers[position] = source->storage->integers[at[0]];  // int32, uint8 too
        else set_from_real(*target, position, source->element(at[0]));  // float64, float16: already in its dtype
    });
    if (records_grad(*source) || records_grad(*target)) target->grad_fn = selection.advanced ? "IndexPutBackward0" : "CopySlices";
    share_in_place_change(*target, &selection.positions);
}

}  // namespace qkv::python
