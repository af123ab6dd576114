// tensor_sorting.cpp — sort, argsort, msort, topk, unique and flip (fliplr, flipud), with torch 1.13.1's orders (ties included),
// named results, messages and grad_fn names.
//
// torch's CPU kernels order (value, index) pairs with libstdc++'s std::sort, std::nth_element and std::partial_sort
// (std::stable_sort when stable=True), which are not stable; core/stl_sort.hpp replays them, so equal values come
// out with the indices torch gives. NaN counts as the largest value.
#include <algorithm>
#include <cmath>
#include <map>

#include "core/stl_sort.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/slice_entries.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// "a comes before b" for an ascending (NaN last) or descending (NaN first) order, as the kernels compare.
template <class T>
auto order_test(bool descending) {
    return [descending](const Entry<T>& a, const Entry<T>& b) {
        if (descending) return (is_nan(a.value) && !is_nan(b.value)) || a.value > b.value;
        return (!is_nan(a.value) && is_nan(b.value)) || a.value < b.value;
    };
}

// Calls order(entries) on each slice along `dim` (as (value, index) pairs) and writes the first `keep` entries back.
template <class T, class Order>
void reorder_slices(const T* in, T* values_out, std::int64_t* indices_out, const Slices& s, std::int64_t keep, Order order) {
    std::vector<Entry<T>> entries(static_cast<std::size_t>(s.size));
    for (std::int64_t o = 0; o < s.outer; ++o)
        for (std::int64_t i = 0; i < s.inner; ++i) {
            for (std::int64_t k = 0; k < s.size; ++k) entries[k] = {in[(o * s.size + k) * s.inner + i], k};
            order(entries);
            for (std::int64_t k = 0; k < keep; ++k) {
                const std::int64_t at = (o * keep + k) * s.inner + i;
                values_out[at] = entries[k].value;
                indices_out[at] = entries[k].index;
            }
        }
}

// Runs reorder_slices on the tensor's floats or integers.
template <class MakeOrder>
void reorder(const Tensor& self, Tensor& values, Tensor& indices, const Slices& s, std::int64_t keep, MakeOrder make_order) {
    if (self.is_float()) reorder_slices(self.data(), values.data(), indices.integers(), s, keep, make_order(float{}));
    else reorder_slices(self.integers(), values.integers(), indices.integers(), s, keep, make_order(std::int64_t{}));
}

bool flag(const std::optional<Value>& value, bool otherwise) { return value && value->type != Type::None ? truthy(*value) : otherwise; }

Value sorted_pair(Runtime& runtime, const TensorPtr& self, std::int64_t dim_given, bool descending, bool stable) {
    const std::int64_t dim = self->rank() == 0 ? 0 : wrap_dim(dim_given, self->rank());
    if (self->rank() == 0) wrap_dim(dim_given, 1);
    TensorPtr values = make_tensor(runtime.meter, self->shape, "the sorted values", self->dtype);
    TensorPtr indices = make_tensor(runtime.meter, self->shape, "the indices", DType::Int64);
    runtime.charge(1 + self->numel() / 8);
    const Slices s = self->rank() == 0 ? Slices{} : slices_around(self->shape, dim);
    reorder(*self, *values, *indices, s, s.size, [&](auto zero) {
        using T = decltype(zero);
        return [descending, stable](std::vector<Entry<T>>& entries) {
            if (stable) std::stable_sort(entries.begin(), entries.end(), order_test<T>(descending));
            else stl::sort(entries.data(), entries.data() + entries.size(), order_test<T>(descending));
        };
    });
    keep_memory_order(*values, {self.get()});
    keep_memory_order(*indices, {self.get()});
    label(*values, "SortBackward0", self->tracks_grad());
    return named_tuple_value("torch.return_types.sort", {"values", "indices"}, {tensor_value(values), tensor_value(indices)});
}

// torch's argument parser on sort or argsort given something other than an int where dim goes (x.sort(True)): its
// signatures, as a method or (with_input) as torch.sort / torch.argsort.
[[noreturn]] void raise_sort_arguments(const std::string& name, const CallArgs& args, bool with_input) {
    const std::string input = with_input ? "Tensor input, " : "";
    const bool out = name == "sort" && with_input;
    std::vector<std::string> lines = {
        "(" + input + "*, bool stable, int dim, bool descending" + (out ? ", tuple of Tensors out" : "") + ")",
        "(" + input + "int dim, bool descending" + (out ? ", *, tuple of Tensors out" : "") + ")",
        "(" + input + "*, bool stable, name dim, bool descending" + (out ? ", tuple of Tensors out" : "") + ")",
        "(" + input + "name dim, bool descending" + (out ? ", *, tuple of Tensors out" : "") + ")"};
    if (name == "argsort") lines.erase(lines.begin() + 2);  // argsort has no stable form with a named dim
    raise_invalid_combination(name, args, lines);
}

// sort(dim=-1, descending=False) or sort(*, stable, dim=-1, descending=False); argsort takes the same arguments.
Value sort_call(Runtime& runtime, const TensorPtr& self, CallArgs& args, const std::string& name) {
    std::optional<Value> dim_given;
    if (!args.positional.empty()) dim_given = args.positional[0];
    for (const auto& [keyword, value] : args.keywords)
        if (keyword == "dim") dim_given = value;
    if (dim_given && dim_given->type != Type::Int) raise_sort_arguments(name, args, false);
    const std::optional<Value> stable = take_keyword(args, "stable");
    auto bound = bind_arguments(args, name, {"dim", "descending"});
    const Value pair = sorted_pair(runtime, self, bound[0] ? bound[0]->integer : -1, flag(bound[1], false), flag(stable, false));
    return name == "sort" ? pair : items_of(pair)[1];
}

Value msort(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "msort", 0, 0);
    return items_of(sorted_pair(runtime, self, 0, false, false))[0];
}

std::int64_t int_parameter(const Value& value, const std::string& function, const std::string& parameter, int position) {
    if (value.type != Type::Int)
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) + ") must be int, not " +
                                     type_name(value));
    return value.integer;
}

// Moves the k largest (or smallest) entries to the front as torch's topk kernel does: std::partial_sort when
// k * 64 <= n, else std::nth_element at k - 1 followed (when sorted) by std::sort of the k - 1 before it.
template <class T>
void keep_top(std::vector<Entry<T>>& entries, std::int64_t k, bool largest, bool sorted) {
    Entry<T>* first = entries.data();
    Entry<T>* last = first + entries.size();
    const auto before = order_test<T>(largest);
    if (k * 64 <= static_cast<std::int64_t>(entries.size())) {
        stl::partial_sort(first, first + k, last, before);
    } else {
        stl::nth_element(first, first + k - 1, last, before);
        if (sorted) stl::sort(first, first + k - 1, before);
    }
}

// topk(k, dim=-1, largest=True, sorted=True).
Value topk(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "topk", {"k", "dim", "largest", "sorted"});
    if (!bound[0]) raise_error("TypeError", "topk() missing 1 required positional arguments: \"k\"");
    const std::int64_t k = int_parameter(*bound[0], "topk", "k", 1);
    const std::int64_t dim_given = bound[1] ? int_parameter(*bound[1], "topk", "dim", 2) : -1;
    const std::int64_t dim = wrap_dim(dim_given, std::max<std::size_t>(self->rank(), 1));
    const bool largest = flag(bound[2], true), sorted = flag(bound[3], true);
    const Slices s = self->rank() == 0 ? Slices{} : slices_around(self->shape, dim);
    if (k < 0 || k > s.size) raise_error("RuntimeError", "selected index k out of range");
    if (self->dtype == DType::Bool) raise_error("RuntimeError", "\"topk_cpu\" not implemented for 'Bool'");
    Shape shape = self->shape;
    if (!shape.empty()) shape[dim] = k;
    TensorPtr values = make_tensor(runtime.meter, shape, "the top values", self->dtype);
    TensorPtr indices = make_tensor(runtime.meter, shape, "the indices", DType::Int64);
    runtime.charge(1 + self->numel() / 8);
    if (k > 0) {
        reorder(*self, *values, *indices, s, k, [&](auto zero) {
            using T = decltype(zero);
            return [k, largest, sorted](std::vector<Entry<T>>& entries) { keep_top(entries, k, largest, sorted); };
        });
    }
    label(*values, "TopkBackward0", self->tracks_grad());
    return named_tuple_value("torch.return_types.topk", {"values", "indices"}, {tensor_value(values), tensor_value(indices)});
}

// The slices of `self` along `dim`, each read as torch's unique_dim reads it: from self.transpose(dim, 0) made
// contiguous, so the dims are ordered as that transpose orders them.
std::vector<std::vector<double>> slices_along(const Tensor& self, std::int64_t dim) {
    std::vector<std::size_t> order(self.rank());
    for (std::size_t axis = 0; axis < order.size(); ++axis) order[axis] = axis;
    std::swap(order[0], order[static_cast<std::size_t>(dim)]);
    const Strides strides = contiguous_strides(self.shape);
    const std::int64_t count = self.shape[dim], per_slice = self.numel() / std::max<std::int64_t>(count, 1);
    std::vector<std::vector<double>> slices(static_cast<std::size_t>(count));
    for (std::int64_t s = 0; s < count; ++s) {
        for (std::int64_t n = 0; n < per_slice; ++n) {
            std::int64_t rest = n, offset = s * strides[dim];
            for (std::size_t k = order.size(); k-- > 1;) {
                const std::size_t axis = order[k];
                offset += rest % self.shape[axis] * strides[axis];
                rest /= self.shape[axis];
            }
            slices[s].push_back(self.element(offset));
        }
    }
    return slices;
}

// unique compares values as doubles, which hold every float32 and every int64 up to 2^53 exactly.
void check_exact_as_double(const Tensor& self) {
    if (self.is_float()) return;
    for (std::int64_t n = 0; n < self.numel(); ++n)
        if (std::abs(self.integers()[n]) > (std::int64_t{1} << 53)) raise_unsupported("torch.unique of integers beyond 2**53");
}

// unique(dim=d): the distinct slices along d in lexicographic order (the kernel std::sorts the slice indices and
// keeps the first of each run of equal slices).
std::vector<Value> unique_slices(Runtime& runtime, const TensorPtr& self, std::int64_t dim_given, bool inverse, bool counts) {
    const std::int64_t dim = existing_dim(dim_given, self->rank());
    runtime.charge(1 + self->numel() / 4);
    check_exact_as_double(*self);
    const std::vector<std::vector<double>> slices = slices_along(*self, dim);
    std::vector<std::int64_t> order(slices.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::int64_t>(i);
    stl::sort(order.data(), order.data() + order.size(), [&](std::int64_t a, std::int64_t b) {
        return std::lexicographical_compare(slices[a].begin(), slices[a].end(), slices[b].begin(), slices[b].end());
    });
    std::vector<std::int64_t> kept, tally, group_of(slices.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i == 0 || slices[order[i]] != slices[kept.back()]) kept.push_back(order[i]), tally.push_back(0);
        group_of[order[i]] = static_cast<std::int64_t>(kept.size()) - 1;
        ++tally.back();
    }
    Shape shape = self->shape;
    shape[dim] = static_cast<std::int64_t>(kept.size());
    TensorPtr output = make_tensor(runtime.meter, shape, "the unique slices", self->dtype);
    const Slices s = slices_around(self->shape, dim);
    for (std::int64_t o = 0; o < s.outer; ++o)
        for (std::size_t g = 0; g < kept.size(); ++g)
            for (std::int64_t i = 0; i < s.inner; ++i) {
                const std::int64_t from = (o * s.size + kept[g]) * s.inner + i;
                const std::int64_t to = (o * static_cast<std::int64_t>(kept.size()) + static_cast<std::int64_t>(g)) * s.inner + i;
                if (output->is_float()) output->data()[to] = self->data()[from];
                else output->integers()[to] = self->integers()[from];
            }
    label(*output, "UniqueDimBackward0", self->tracks_grad());
    std::vector<Value> results = {tensor_value(output)};
    auto int64_tensor = [&](const std::vector<std::int64_t>& values) {
        TensorPtr tensor = make_tensor(runtime.meter, {static_cast<std::int64_t>(values.size())}, "the indices", DType::Int64);
        std::copy(values.begin(), values.end(), tensor->integers());
        return tensor_value(tensor);
    };
    if (inverse) results.push_back(int64_tensor(group_of));
    if (counts) results.push_back(int64_tensor(tally));
    return results;
}

// unique(sorted=True, return_inverse=False, return_counts=False, dim=None): the distinct values in increasing order
// (the kernel sorts its hash set's values, which are distinct, so any sort agrees), where -0.0 and 0.0 are one
// value kept as it first occurs; the inverse maps each element to its value's position, counts count them.
Value unique(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "unique", {"sorted", "return_inverse", "return_counts", "dim"});
    const bool inverse = flag(bound[1], false), counts = flag(bound[2], false);
    if (bound[3] && bound[3]->type != Type::None) {
        const std::vector<Value> results = unique_slices(runtime, self, integer_argument(*bound[3]), inverse, counts);
        return results.size() == 1 ? results[0] : tuple_value(results);
    }
    if (!flag(bound[0], true) && self->dtype != DType::Bool) raise_unsupported("torch.unique(sorted=False), whose order follows a hash table");
    runtime.charge(1 + self->numel() / 4);
    check_exact_as_double(*self);
    std::map<double, std::int64_t> positions;  // value -> its position among the distinct values
    std::vector<double> first_seen;
    for (std::int64_t n = 0; n < self->numel(); ++n) {
        const double value = self->element(n);
        if (std::isnan(value)) raise_unsupported("torch.unique of a tensor holding NaN");
        if (positions.emplace(value, 0).second) first_seen.push_back(value);
    }
    TensorPtr output = make_tensor(runtime.meter, {static_cast<std::int64_t>(positions.size())}, "the unique values", self->dtype);
    std::int64_t position = 0;
    for (auto& [value, at] : positions) at = position++;
    for (double value : first_seen) {
        const std::int64_t at = positions.at(value);
        if (output->is_float()) output->data()[at] = static_cast<float>(value);
        else output->integers()[at] = static_cast<std::int64_t>(value);
    }
    label(*output, "Unique2Backward0", self->tracks_grad());
    std::vector<Value> results = {tensor_value(output)};
    if (inverse) {
        TensorPtr map = make_tensor(runtime.meter, self->shape, "the inverse indices", DType::Int64);
        for (std::int64_t n = 0; n < self->numel(); ++n) map->integers()[n] = positions.at(self->element(n));
        results.push_back(tensor_value(map));
    }
    if (counts) {
        TensorPtr tally = make_tensor(runtime.meter, output->shape, "the counts", DType::Int64);
        for (std::int64_t n = 0; n < self->numel(); ++n) ++tally->integers()[positions.at(self->element(n))];
        results.push_back(tensor_value(tally));
    }
    return results.size() == 1 ? results[0] : tuple_value(results);
}

Value flipped(Runtime& runtime, const TensorPtr& self, const std::vector<Value>& dims_given) {
    std::vector<bool> reversed(self->rank(), false);
    for (const Value& item : dims_given) {
        const std::int64_t axis = dim_argument(item, self->rank());
        if (self->rank() == 0) continue;
        if (reversed[axis]) raise_error("RuntimeError", "dim " + std::to_string(axis) + " appears multiple times in the list of dims");
        reversed[axis] = true;
    }
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the flipped tensor", self->dtype);
    runtime.charge(1 + self->numel() / 32);
    const Strides strides = contiguous_strides(self->shape);
    for (std::int64_t n = 0; n < self->numel(); ++n) {
        std::int64_t source = 0, rest = n;
        for (std::size_t axis = 0; axis < self->rank(); ++axis) {
            const std::int64_t coordinate = rest / strides[axis];
            rest %= strides[axis];
            source += (reversed[axis] ? self->shape[axis] - 1 - coordinate : coordinate) * strides[axis];
        }
        copy_element(*self, source, *result, n);
    }
    keep_memory_order(*result, {self.get()});
    label(*result, "FlipBackward0", self->tracks_grad());
    return tensor_value(result);
}

// x.flip(0, 1), x.flip((0, 1)) or x.flip(dims=[0, 1]).
Value flip_method(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    std::optional<Value> dims = take_keyword(args, "dims");
    reject_keywords(args, "flip");
    std::vector<Value> items = args.positional;
    if (dims) items.insert(items.begin(), *dims);
    if (items.empty()) raise_error("TypeError", "flip() missing 1 required positional arguments: \"dims\"");
    if (items.size() == 1 && (items[0].type == Type::Tuple || items[0].type == Type::List))
        items = items_of(items[0]);
    return flipped(runtime, self, items);
}

// fliplr() flips dim 1 of a tensor of 2 or more dims, flipud() dim 0 of one of 1 or more.
Value flip_side(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool left_right) {
    expect_argument_count(args, left_right ? "fliplr" : "flipud", 0, 0);
    if (self->rank() < (left_right ? 2u : 1u)) raise_error("RuntimeError", left_right ? "Input must be >= 2-d." : "Input must be >= 1-d.");
    return flipped(runtime, self, {int_value(left_right ? 1 : 0)});
}

// torch.flip(input, dims): dims must be a tuple or list there.
Value torch_flip(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "flip", {"input", "dims"});
    if (!bound[0] || !bound[1]) raise_error("TypeError", std::string("flip() missing 1 required positional arguments: \"") + (bound[0] ? "dims" : "input") + "\"");
    tensor_argument(*bound[0], "flip", "input", 1);
    if (bound[1]->type != Type::Tuple && bound[1]->type != Type::List)
        raise_error("TypeError", "flip(): argument 'dims' (position 2) must be tuple of ints, not " + type_name(*bound[1]));
    return flipped(runtime, tensor_of(*bound[0]), items_of(*bound[1]));
}

}  // namespace

void add_sorting_methods(MethodTable& table) {
    table["sort"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return sort_call(r, self, args, "sort"); };
    table["argsort"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return sort_call(r, self, args, "argsort"); };
    table["msort"] = msort;
    table["topk"] = topk;
    table["unique"] = unique;
    table["flip"] = flip_method;
    table["fliplr"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return flip_side(r, self, args, true); };
    table["flipud"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return flip_side(r, self, args, false); };
}

std::vector<std::pair<std::string, Value>> torch_sorting_functions() {
    std::vector<std::pair<std::string, Value>> functions = tensor_functions({"msort", "topk", "unique", "fliplr", "flipud"});
    for (const std::string name : {"sort", "argsort"}) {
        const Value method_call = tensor_functions({name}).front().second;
        functions.emplace_back(name, builtin_value(name, [name, method_call](Runtime& runtime, CallArgs& args) {
            if (args.positional.size() > 1 && args.positional[1].type != Type::Int) raise_sort_arguments(name, args, true);
            return object_of<BuiltinObject>(method_call).call(runtime, args);
        }));
    }
    functions.emplace_back("flip", builtin_value("flip", torch_flip));
    return functions;
}

// torch.multinomial without replacement keeps the n largest ratios as topk(n) over the last dim does.
void top_indices(const float* ratios, std::int64_t rows, std::int64_t categories, std::int64_t count, std::int64_t* out) {
    std::vector<Entry<float>> entries(static_cast<std::size_t>(categories));
    for (std::int64_t row = 0; row < rows; ++row) {
        for (std::int64_t j = 0; j < categories; ++j) entries[j] = {ratios[row * categories + j], j};
        keep_top(entries, count, true, true);
        for (std::int64_t k = 0; k < count; ++k) out[row * count + k] = entries[k].index;
    }
}

}  // namespace qkv::python
