// tensor_selection.cpp — kthvalue, mode, unique_consecutive and diff: the element each slice selects (with torch
// 1.13.1's index among ties), the runs of equal values, and differences of neighbours as torch composes them.
//
// kthvalue replays the quickselect of torch's Sorting.cpp (quick_select_template) and mode the std::sort of its
// mode kernel (core/stl_sort.hpp), so equal values give the indices torch gives. Both record the gradient scattered
// to the selected element (value_selecting_reduction_backward), as max(dim) does.
#include <algorithm>
#include <cmath>
#include <optional>

#include "core/stl_sort.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/ops/slice_entries.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// torch's quick_select_template: moves the k-th smallest entry (NaN largest) to position k, with its index.
template <class T>
void quick_select(std::vector<Entry<T>>& a, std::int64_t k) {
    auto greater = [](const T& x, const T& y) { return (is_nan(x) && !is_nan(y)) || x > y; };
    std::int64_t left = 0, right = static_cast<std::int64_t>(a.size()) - 1;
    while (right > left) {
        if (right == left + 1) {
            if (greater(a[left].value, a[right].value)) std::swap(a[left], a[right]);
            return;
        }
        std::swap(a[left + (right - left) / 2], a[left + 1]);  // median of three as the pivot, at `left`
        if (greater(a[left + 1].value, a[right].value)) std::swap(a[left + 1], a[right]);
        if (greater(a[left].value, a[right].value)) std::swap(a[left], a[right]);
        if (greater(a[left + 1].value, a[left].value)) std::swap(a[left + 1], a[left]);
        std::int64_t i = left + 1, j = right;
        const T pivot = a[left].value;
        while (true) {
            do ++i;
            while (greater(pivot, a[i].value));
            do --j;
            while (greater(a[j].value, pivot));
            if (j < i) break;
            std::swap(a[i], a[j]);
        }
        std::swap(a[left], a[j]);
        if (j <= k) left = i;
        if (j >= k) right = j - 1;
    }
}

// torch's mode kernel: std::sort by value, then the longest run of equal values, the first such run winning; its
// index is that of the run's last entry after the sort.
template <class T>
Entry<T> most_frequent(std::vector<Entry<T>>& entries) {
    stl::sort(entries.data(), entries.data() + entries.size(), [](const Entry<T>& a, const Entry<T>& b) { return a.value < b.value; });
    Entry<T> best{T{}, 0};
    std::int64_t run = 0, longest = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        ++run;
        if (i + 1 == entries.size() || entries[i].value != entries[i + 1].value) {
            if (run > longest) best = entries[i], longest = run;
            run = 0;
        }
    }
    return best;
}

// Calls pick(entries) on each slice along `dim` and writes the entry it returns to values and indices.
template <class T, class Pick>
std::vector<std::int64_t> select_slices(const T* in, T* values, std::int64_t* indices, const Shape& shape, std::int64_t dim, Pick pick) {
    const auto [outer, size, inner] = slices_around(shape, dim);
    std::vector<Entry<T>> entries(static_cast<std::size_t>(size));
    std::vector<std::int64_t> picked;
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t i = 0; i < inner; ++i) {
            for (std::int64_t k = 0; k < size; ++k) entries[k] = {in[(o * size + k) * inner + i], k};
            const Entry<T> chosen = pick(entries);
            values[o * inner + i] = chosen.value;
            indices[o * inner + i] = chosen.index;
            picked.push_back((o * size + chosen.index) * inner + i);
        }
    return picked;
}

// kthvalue and mode: the selected entry of each slice along dim, as torch.return_types.NAME, recording NODE.
template <class Pick>
Value select_along(Runtime& runtime, const TensorPtr& self, std::int64_t dim_given, bool keepdim, const std::string& name, Pick pick) {
    const std::int64_t dim = wrap_dim(dim_given, std::max<std::size_t>(self->rank(), 1));
    Shape shape = self->shape;
    if (!shape.empty()) {
        if (keepdim) shape[dim] = 1;
        else shape.erase(shape.begin() + dim);
    }
    TensorPtr values = make_tensor(runtime.meter, shape, "the values", self->dtype);
    TensorPtr indices = make_tensor(runtime.meter, shape, "the indices", DType::Int64);
    runtime.charge(1 + self->numel() / 8);
    std::vector<std::int64_t> picked;
    if (self->numel() > 0) {
        if (self->is_float()) picked = select_slices(self->data(), values->data(), indices->integers(), self->shape, dim, pick(float{}));
        else picked = select_slices(self->integers(), values->integers(), indices->integers(), self->shape, dim, pick(std::int64_t{}));
    }
    label(*values, name == "kthvalue" ? "KthvalueBackward0" : "ModeBackward0", self->tracks_grad());
    if (!values->grad_fn.empty()) record_positions(*values, *self, picked, false, true);
    return named_tuple_value("torch.return_types." + name, {"values", "indices"}, {tensor_value(values), tensor_value(indices)});
}

std::int64_t int_parameter(const Value& value, const std::string& function, const std::string& parameter, int position) {
    if (value.type != Type::Int)
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) + ") must be int, not " +
                                     type_name(value));
    return value.integer;
}

// kthvalue(k, dim=-1, keepdim=False).
Value kthvalue(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (args.positional.empty() && args.keywords.empty())
        raise_invalid_combination("kthvalue", args, {"(int k, int dim, bool keepdim)", "(int k, name dim, bool keepdim)"});
    auto bound = bind_arguments(args, "kthvalue", {"k", "dim", "keepdim"});
    if (!bound[0]) raise_missing_arguments("kthvalue", {"k"});
    const std::int64_t k = int_parameter(*bound[0], "kthvalue", "k", 2);
    const std::int64_t dim = wrap_dim(bound[1] ? int_parameter(*bound[1], "kthvalue", "dim", 3) : -1, std::max<std::size_t>(self->rank(), 1));
    const std::int64_t size = self->rank() == 0 ? 1 : self->shape[dim];
    if (self->numel() == 0 && size == 0) raise_error("IndexError", "kthvalue(): Expected reduction dim " + std::to_string(dim) + " to have non-zero size.");
    if (k < 1 || k > size) raise_error("RuntimeError", "kthvalue(): selected number k out of range for dimension " + std::to_string(dim));
    if (self->dtype == DType::Bool) raise_error("RuntimeError", "\"kthvalue_cpu\" not implemented for 'Bool'");
    return select_along(runtime, self, dim, bound[2] && truthy(*bound[2]), "kthvalue", [k](auto zero) {
        using T = decltype(zero);
        return [k](std::vector<Entry<T>>& entries) {
            quick_select(entries, k - 1);
            return entries[k - 1];
        };
    });
}

// mode(dim=-1, keepdim=False). NaN breaks the kernel's sort order, so it is refused.
Value mode(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "mode", {"dim", "keepdim"});
    const std::int64_t dim = wrap_dim(bound[0] ? int_parameter(*bound[0], "mode", "dim", 1) : -1, std::max<std::size_t>(self->rank(), 1));
    if (self->numel() == 0 && (self->rank() == 0 || self->shape[dim] == 0))
        raise_error("IndexError", "mode(): Expected reduction dim " + std::to_string(dim) + " to have non-zero size.");
    if (self->is_float())
        for (std::int64_t n = 0; n < self->numel(); ++n)
            if (std::isnan(self->data()[n])) raise_unsupported("torch.mode of a tensor holding NaN");
    return select_along(runtime, self, dim, bound[1] && truthy(*bound[1]), "mode", [](auto zero) {
        using T = decltype(zero);
        return [](std::vector<Entry<T>>& entries) { return most_frequent(entries); };
    });
}

// unique_consecutive(return_inverse=False, return_counts=False, dim=None): the flattened elements with each run of
// equal neighbours kept once (its first element; NaN never equals NaN, -0.0 equals 0.0), the run of each element,
// and each run's length. Values compare as doubles, which hold every float32 and every int64 up to 2^53.
Value unique_consecutive(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "unique_consecutive", {"return_inverse", "return_counts", "dim"});
    if (bound[2] && bound[2]->type != Type::None) raise_unsupported("torch.unique_consecutive(dim=...)");
    const bool inverse = bound[0] && truthy(*bound[0]), counts = bound[1] && truthy(*bound[1]);
    const std::int64_t count = self->numel();
    for (std::int64_t n = 0; n < count && !is_floating_dtype(self->dtype); ++n)
        if (std::abs(self->element(n)) > 9007199254740992.0) raise_unsupported("torch.unique_consecutive of integers beyond 2**53");
    runtime.charge(1 + count / 16);
    std::vector<std::int64_t> firsts, run_of(static_cast<std::size_t>(count));
    for (std::int64_t n = 0; n < count; ++n) {
        if (n == 0 || self->element(n) != self->element(firsts.back())) firsts.push_back(n);
        run_of[n] = static_cast<std::int64_t>(firsts.size()) - 1;
    }
    const std::int64_t runs = static_cast<std::int64_t>(firsts.size());
    TensorPtr output = make_tensor(runtime.meter, {runs}, "the unique values", self->dtype);
    for (std::int64_t r = 0; r < runs; ++r) copy_element(*self, firsts[r], *output, r);
    label(*output, "UniqueConsecutiveBackward0", self->tracks_grad());
    std::vector<Value> results = {tensor_value(output)};
    if (inverse) {
        TensorPtr map = make_tensor(runtime.meter, self->shape, "the inverse indices", DType::Int64);
        std::copy(run_of.begin(), run_of.end(), map->integers());
        results.push_back(tensor_value(map));
    }
    if (counts) {
        TensorPtr lengths = make_tensor(runtime.meter, {runs}, "the counts", DType::Int64);
        for (std::int64_t r = 0; r < runs; ++r) lengths->integers()[r] = (r + 1 < runs ? firsts[r + 1] : count) - firsts[r];
        results.push_back(tensor_value(lengths));
    }
    return results.size() == 1 ? results[0] : tuple_value(results);
}

// diff's prepend or append: a tensor of self's rank and sizes but along dim, with torch's messages.
std::optional<TensorPtr> diff_operand(const std::optional<Value>& given, const Tensor& self, std::int64_t dim, const char* name) {
    if (!given || given->type == Type::None) return std::nullopt;
    if (!is_tensor(*given)) raise_error("TypeError", std::string("diff(): argument '") + name + "' must be Tensor, not " + type_name(*given));
    const TensorPtr operand = tensor_of(*given);
    if (operand->rank() != self.rank()) raise_error("RuntimeError", "diff expects prepend or append to be the same dimension as input");
    for (std::size_t axis = 0; axis < self.rank(); ++axis)
        if (operand->shape[axis] != self.shape[axis] && static_cast<std::int64_t>(axis) != dim)
            raise_error("RuntimeError", "diff expects the shape of tensor to prepend or append to match that of input except along the "
                                        "differencing dimension; input.size(" + std::to_string(axis) + ") = " + std::to_string(self.shape[axis]) +
                                        ", but got tensor.size(" + std::to_string(axis) + ") = " + std::to_string(operand->shape[axis]));
    return operand;
}

TensorPtr narrowed(Runtime& runtime, const TensorPtr& tensor, std::int64_t dim, std::int64_t start, std::int64_t length) {
    CallArgs args;
    args.positional = {int_value(dim), int_value(start), int_value(length)};
    return tensor_of(method_table().at("narrow")(runtime, tensor, args));
}

// diff(n=1, dim=-1, prepend=None, append=None) composed as torch's ReduceOps.cpp composes it: cat with prepend and
// append, then n times narrow(dim, 1, len) - narrow(dim, 0, len) (logical_xor for bool), so grad_fn and backward
// are sub's.
Value diff(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "diff", {"n", "dim", "prepend", "append"});
    std::int64_t n = bound[0] ? int_parameter(*bound[0], "diff", "n", 2) : 1;
    const std::int64_t dim_given = bound[1] ? int_parameter(*bound[1], "diff", "dim", 3) : -1;
    if (self->rank() == 0) raise_error("RuntimeError", "diff expects input to be at least one-dimensional");
    const std::int64_t dim = wrap_dim(dim_given, self->rank());
    const std::optional<TensorPtr> prepend = diff_operand(bound[2], *self, dim, "prepend");
    const std::optional<TensorPtr> append = diff_operand(bound[3], *self, dim, "append");
    if (n == 0) {  // torch copies self into zeros_like(self), which autograd records as CopyBackwards
        if (records_grad(*self)) raise_unsupported("torch.diff(n=0) of a tensor that requires grad");
        return tensor_value(tensor_copy(runtime.meter, *self));
    }
    TensorPtr current = self;
    if (prepend || append) {
        std::vector<Value> parts;
        if (prepend) parts.push_back(tensor_value(*prepend));
        parts.push_back(tensor_value(self));
        if (append) parts.push_back(tensor_value(*append));
        CallArgs cat_args;
        cat_args.positional = {list_value(parts), int_value(dim)};
        for (auto& [name, function] : torch_joins())
            if (name == "cat") current = tensor_of(object_of<BuiltinObject>(function).call(runtime, cat_args));
    }
    n = std::min(n, current->shape[dim]);  // a negative n leaves the tensor as it is, as torch's loop does
    for (std::int64_t length = current->shape[dim] - 1, step = 0; step < n; ++step, --length) {
        // GCC evaluates the operands of torch's `narrow(1) - narrow(0)` right to left: the order autograd numbers them
        const TensorPtr earlier = narrowed(runtime, current, dim, 0, length);
        const TensorPtr later = narrowed(runtime, current, dim, 1, length);
        if (current->dtype == DType::Bool) {
            CallArgs xor_args;
            xor_args.positional = {tensor_value(earlier)};
            current = tensor_of(method_table().at("logical_xor")(runtime, later, xor_args));
        } else {
            current = tensor_of(tensor_binary_operator(runtime, "-", tensor_value(later), tensor_value(earlier)));
        }
    }
    return tensor_value(current);
}

}  // namespace

void add_selection_methods(MethodTable& table) {
    table["kthvalue"] = kthvalue;
    table["mode"] = mode;
    table["unique_consecutive"] = unique_consecutive;
    table["diff"] = diff;
}

std::vector<std::pair<std::string, Value>> torch_selection_functions() {
    std::vector<std::pair<std::string, Value>> functions = tensor_functions({"mode", "unique_consecutive", "diff"});
    const Value method_call = tensor_functions({"kthvalue"}).front().second;
    functions.emplace_back("kthvalue", builtin_value("kthvalue", [method_call](Runtime& runtime, CallArgs& args) {
        if (args.positional.size() == 1 && args.keywords.empty())  // the input alone: torch's parser lists its signatures
            raise_invalid_combination("kthvalue", args, {"(Tensor input, int k, int dim, bool keepdim, *, tuple of Tensors out)",
                                                         "(Tensor input, int k, name dim, bool keepdim, *, tuple of Tensors out)"});
        return object_of<BuiltinObject>(method_call).call(runtime, args);
    }));
    return functions;
}

}  // namespace qkv::python
