// tensor_arrangements.cpp — Tensor.where, roll, movedim/moveaxis, trace, fill_diagonal_, bincount,
// triu_indices/tril_indices and F.one_hot, with torch 1.13.1's argument forms, messages, sums and grad_fn names. Methods and their torch.NAME
// forms share one implementation; `first` is the position torch's messages give the first argument after the input
// (1 for a method, 2 for the function).
#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

bool is_sequence(const Value& value) { return value.type == Type::Tuple || value.type == Type::List; }

// An int, or a tuple or list of ints, as torch's parser takes "tuple of ints" (an int alone is a one-element tuple).
std::vector<std::int64_t> int_tuple(const Value& value, const std::string& function, const std::string& parameter, int position) {
    const auto reject = [&] {
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) +
                                     ") must be tuple of ints, not " + type_name(value));
    };
    if (is_index(value)) return {integer_argument(value)};
    if (!is_sequence(value)) reject();
    std::vector<std::int64_t> ints;
    for (const Value& item : items_of(value)) {
        if (!is_index(item)) reject();
        ints.push_back(integer_argument(item));
    }
    return ints;
}

// The function's arguments bound to names, with torch's count and missing-argument messages; `required` leading
// names must be given.
std::vector<std::optional<Value>> bind_counted(CallArgs& args, const std::string& function, const ParameterNames& names,
                                               std::size_t required, int first) {
    const std::size_t most = names.size() + static_cast<std::size_t>(first - 1);
    if (args.positional.size() + static_cast<std::size_t>(first - 1) > most)
        raise_error("TypeError", function + "() takes from " + std::to_string(required + first - 1) + " to " + std::to_string(most) +
                                     " positional arguments but " + std::to_string(args.positional.size() + first - 1) + " were given");
    auto bound = bind_arguments(args, function, names);
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < required; ++i)
        if (!bound[i]) missing.emplace_back(names[i]);
    if (!missing.empty()) raise_missing_arguments(function, missing);
    return bound;
}

Value roll(Runtime& runtime, const TensorPtr& self, CallArgs& args, int first) {
    auto bound = bind_counted(args, "roll", {"shifts", "dims"}, 1, first);
    const std::vector<std::int64_t> shifts = int_tuple(*bound[0], "roll", "shifts", first);
    const std::vector<std::int64_t> dims = bound[1] ? int_tuple(*bound[1], "roll", "dims", first + 1) : std::vector<std::int64_t>{};
    if (shifts.size() != dims.size() && !(dims.empty() && shifts.size() == 1))
        raise_error("RuntimeError", "shifts and dimensions must align. shifts: " + std::to_string(shifts.size()) +
                                        ", dims:" + std::to_string(dims.size()));
    // Without dims the flattened tensor rolls; otherwise each dim by the sum of its shifts.
    const Shape shape = dims.empty() ? Shape{self->numel()} : self->shape;
    std::vector<std::int64_t> total(shape.size(), 0);
    if (dims.empty()) total[0] = shifts[0];
    for (std::size_t i = 0; i < dims.size(); ++i) total[wrap_dim(dims[i], self->rank())] += shifts[i];
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the rolled tensor", self->dtype);
    runtime.charge(1 + self->numel() / 32);
    const Strides strides = contiguous_strides(shape);
    for (std::int64_t n = 0; n < self->numel(); ++n) {
        std::int64_t source = 0, rest = n;
        for (std::size_t axis = 0; axis < shape.size(); ++axis) {
            const std::int64_t coordinate = rest / strides[axis];
            rest %= strides[axis];
            const std::int64_t size = shape[axis];
            source += (((coordinate - total[axis]) % size + size) % size) * strides[axis];
        }
        if (result->is_float()) result->data()[n] = self->data()[source];
        else result->integers()[n] = self->integers()[source];
    }
    label(*result, "RollBackward0", self->tracks_grad());
    return tensor_value(result);
}

[[noreturn]] void raise_movedim_types(const std::string& function, const CallArgs& shown, const std::vector<Value>& given, bool with_input) {
    const std::string input = with_input ? "Tensor input, " : "";
    std::vector<std::string> lines = {"(" + input + "int source, int destination)", "(" + input + "tuple of ints source, tuple of ints destination)"};
    if (given.size() == 2) {
        const auto note = [&](bool want_sequence) {
            std::string marked = with_input ? "Tensor, " : "";
            for (std::size_t i = 0; i < 2; ++i) {
                // torch 1.13's note marks every argument against the tuple signature, even a fitting tuple.
                const bool fits = !want_sequence && is_index(given[i]);
                marked += std::string(i ? ", " : "") + (fits ? type_name(given[i]) : "!" + type_name(given[i]) + "!");
            }
            return "\n      didn't match because some of the arguments have invalid types: (" + marked + ")";
        };
        lines[0] += note(false);
        lines[1] += note(true);
    }
    raise_invalid_combination(function, shown, lines);
}

// movedim's message lists dims as "[0, 1]" (a tuple of ints as torch's ArrayRef prints).
std::string dims_text(const std::vector<std::int64_t>& dims) {
    std::string listed;
    for (std::int64_t dim : dims) listed += (listed.empty() ? "" : ", ") + std::to_string(dim);
    return "[" + listed + "]";
}

// The dims listed in `dims` wrapped, with movedim's message for a repeated one.
std::vector<std::int64_t> movedim_dims(const std::vector<std::int64_t>& dims, std::size_t rank, const char* which) {
    std::vector<std::int64_t> wrapped;
    for (std::int64_t dim : dims) wrapped.push_back(wrap_dim(dim, std::max<std::size_t>(rank, 1)));
    for (std::size_t i = 0; i < wrapped.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (wrapped[i] == wrapped[j]) raise_error("RuntimeError", std::string("movedim: repeated dim in `") + which + "` (" + dims_text(dims) + ")");
    return wrapped;
}

Value movedim(Runtime& runtime, const TensorPtr& self, CallArgs& args, const std::string& function, const CallArgs& shown, bool with_input) {
    auto bound = bind_arguments(args, function, {"source", "destination"});
    std::vector<Value> given;
    for (const auto& value : bound)
        if (value) given.push_back(*value);
    if (given.size() != 2) raise_movedim_types(function, shown, given, with_input);
    const bool ints = is_index(given[0]) && is_index(given[1]);
    const bool sequences = is_sequence(given[0]) && is_sequence(given[1]);
    if (!ints && !sequences) raise_movedim_types(function, shown, given, with_input);
    const std::vector<std::int64_t> source = int_tuple(given[0], function, "source", 1);
    const std::vector<std::int64_t> destination = int_tuple(given[1], function, "destination", 2);
    if (source.size() != destination.size())
        raise_error("RuntimeError", "movedim: Invalid source or destination dims: source (" + dims_text(source) +
                                        " dims) should contain the same number of dims as destination (" + dims_text(destination) + " dims)");
    const std::size_t rank = self->rank();
    const std::vector<std::int64_t> from = movedim_dims(source, rank, "source"), to = movedim_dims(destination, rank, "destination");
    CallArgs permutation;
    if (rank == 0) return method_table().at("permute")(runtime, self, permutation);
    // The moved dims take their destinations; the others keep their order in the remaining places.
    std::vector<std::int64_t> order(rank, -1);
    std::vector<bool> moved(rank, false);
    for (std::size_t i = 0; i < from.size(); ++i) order[to[i]] = from[i], moved[from[i]] = true;
    std::size_t next = 0;
    for (std::size_t place = 0; place < rank; ++place) {
        if (order[place] >= 0) continue;
        while (moved[next]) ++next;
        order[place] = static_cast<std::int64_t>(next++);
    }
    for (std::int64_t dim : order) permutation.positional.push_back(int_value(dim));
    return method_table().at("permute")(runtime, self, permutation);
}

Value trace(Runtime& runtime, const TensorPtr& self, CallArgs& args, int first) {
    reject_keywords(args, "trace");
    if (!args.positional.empty()) {
        const std::string given = std::to_string(args.positional.size() + first - 1);
        if (first == 1) raise_error("TypeError", "_TensorBase.trace() takes no arguments (" + given + " given)");
        raise_error("TypeError", "trace() takes 1 positional argument but " + given + " were given");
    }
    if (self->dtype == DType::Bool) raise_error("RuntimeError", "\"trace\" not implemented for 'Bool'");
    if (self->rank() != 2) raise_error("RuntimeError", "trace: expected a matrix, but got tensor with dim " + std::to_string(self->rank()));
    runtime.charge(1);
    const std::int64_t diagonal = std::min(self->shape[0], self->shape[1]), step = self->shape[1] + 1;
    TensorPtr result = make_tensor(runtime.meter, {}, "the trace", self->dtype);
    if (self->is_float()) {
        double sum = 0;  // trace_cpu accumulates floats in acc_type<float>, a double
        for (std::int64_t i = 0; i < diagonal; ++i) sum += self->data()[i * step];
        result->data()[0] = static_cast<float>(sum);
    } else {
        std::uint64_t sum = 0;
        for (std::int64_t i = 0; i < diagonal; ++i) sum += static_cast<std::uint64_t>(self->integers()[i * step]);
        result->integers()[0] = static_cast<std::int64_t>(sum);
    }
    label(*result, "TraceBackward0", self->tracks_grad());
    record_trace(*result, *self);
    return tensor_value(result);
}

Value bincount(Runtime& runtime, const TensorPtr& self, CallArgs& args, int first) {
    const bool minlength_by_position = args.positional.size() >= 2;
    auto bound = bind_counted(args, "bincount", {"weights", "minlength"}, 0, first);
    if (bound[1] && !is_index(*bound[1]))
        raise_error("TypeError", "bincount(): argument 'minlength'" +
                                     (minlength_by_position ? " (position " + std::to_string(first + 1) + ")" : std::string()) +
                                     " must be int, not " + type_name(*bound[1]));
    const bool weighted = bound[0] && bound[0]->type != Type::None;
    if (weighted) tensor_argument(*bound[0], "bincount", "weights", first);
    const TensorPtr weights = weighted ? tensor_of(*bound[0]) : nullptr;
    const std::int64_t minlength = bound[1] ? integer_argument(*bound[1]) : 0;
    if (self->dtype != DType::Int64) raise_error("RuntimeError", "\"bincount_cpu\" not implemented for '" + scalar_type_name(self->dtype) + "'");
    if (minlength < 0) raise_error("RuntimeError", "minlength should be >= 0");
    if (self->rank() == 1 && self->numel() == 0) return tensor_value(make_tensor(runtime.meter, {minlength}, "the counts", DType::Int64));
    const std::int64_t* values = self->integers();
    if (self->rank() != 1 || *std::min_element(values, values + self->numel()) < 0)
        raise_error("RuntimeError", "bincount only supports 1-d non-negative integral inputs.");
    if (weights && (weights->rank() != 1 || weights->shape[0] != self->shape[0]))
        raise_error("RuntimeError", "weights should be 1-d and have the same length as input");
    if (weights && !weights->is_float()) raise_unsupported("bincount with integer weights (its result is float64)");
    const std::int64_t length = std::max(minlength, *std::max_element(values, values + self->numel()) + 1);
    runtime.charge(1 + (self->numel() + length) / 32);
    TensorPtr counts = make_tensor(runtime.meter, {length}, "the counts", weights ? DType::Float32 : DType::Int64);
    for (std::int64_t n = 0; n < self->numel(); ++n) {
        if (weights) counts->data()[values[n]] += weights->data()[n];  // in float, in index order
        else ++counts->integers()[values[n]];
    }
    return tensor_value(counts);
}

// fill_diagonal_(fill_value, wrap=False): the elements (i, i, ...) of a 2-D tensor or of one whose dims are all equal;
// with wrap, a 2-D tensor taller than wide starts again every width + 1 rows.
Value fill_diagonal(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_counted(args, "fill_diagonal_", {"fill_value", "wrap"}, 1, 1);
    const Value& fill = *bound[0];
    if (!is_number(fill) && !(is_tensor(fill) && tensor_of(fill)->rank() == 0))
        raise_error("TypeError", "fill_diagonal_(): argument 'fill_value' (position 1) must be Number, not " + type_name(fill));
    if (self->rank() < 2) raise_error("RuntimeError", "dimensions must larger than 1");
    for (std::int64_t size : self->shape)
        if (self->rank() > 2 && size != self->shape[0]) raise_error("RuntimeError", "all dimensions of input must be of equal length");
    if (is_guarded_leaf(*self)) raise_error("RuntimeError", "a view of a leaf Variable that requires grad is being used in an in-place operation.");
    check_in_place(*self);
    const bool wrap = bound[1] && truthy(*bound[1]);
    if (wrap && !self->view_strides.empty()) raise_unsupported("fill_diagonal_(wrap=True) of a transposed or sliced view");
    const TensorPtr value = tensor_to_dtype(runtime.meter, *tensor_or_scalar(runtime, fill), self->dtype);
    TensorPtr result = tensor_copy(runtime.meter, *self);
    // Element (i, i, ...) sits at i times the sum of the contiguous strides; wrapping continues that walk (2-D only).
    std::int64_t step = 0;
    for (std::int64_t stride : contiguous_strides(self->shape)) step += stride;
    const std::int64_t height = self->shape[0], width = self->shape[1];
    std::int64_t count = std::min(height, width);
    if (wrap && self->rank() == 2 && height > width + 1) count = (self->numel() + step - 1) / step;
    runtime.charge(1 + self->numel() / 64);
    for (std::int64_t i = 0; i < count; ++i) {
        const std::int64_t at = i < std::min(height, width) ? i * step : (i - std::min(height, width)) * step + width * (width + 1);
        if (result->is_float()) result->data()[at] = value->data()[0];
        else result->integers()[at] = value->integers()[0];
    }
    if (grad_mode_enabled() && self->tracks_grad()) result->grad_fn = "CopySlices";
    store_in_place(*self, *result);
    return tensor_value(self);
}

// The methods' forms shared by torch.NAME(input, ...): the input taken first.
template <Value (*Method)(Runtime&, const TensorPtr&, CallArgs&, int)>
Value as_function(Runtime& runtime, CallArgs& args, const char* name) {
    const TensorPtr input = take_tensor_input(args, name);
    return Method(runtime, input, args, 2);
}

// The [2, N] int64 indices of a row x col matrix's lower (tril) or upper (triu) triangle, row by row.
Value triangle_indices(Runtime& runtime, CallArgs& args, const std::string& function, bool lower) {
    std::optional<Value> dtype = take_keyword(args, "dtype");
    if (dtype && dtype->type != Type::None && dtype_argument(*dtype, function) != DType::Int64)
        raise_error("RuntimeError", "\"" + function + "\" not implemented for '" + scalar_type_name(dtype_argument(*dtype, function)) + "'");
    auto bound = bind_counted(args, function, {"row", "col", "offset"}, 2, 1);
    const char* names[] = {"row", "col", "offset"};
    std::int64_t numbers[3] = {0, 0, 0};
    for (int i = 0; i < 3; ++i) {
        if (!bound[i]) continue;
        if (!is_index(*bound[i]))
            raise_error("TypeError", function + "(): argument '" + names[i] + "' (position " + std::to_string(i + 1) + ") must be int, not " +
                                         type_name(*bound[i]));
        numbers[i] = integer_argument(*bound[i]);
    }
    const std::int64_t rows = numbers[0], cols = numbers[1], offset = numbers[2];
    if (rows < 0) raise_error("RuntimeError", "row must be non-negative, got" + std::to_string(rows));
    if (cols < 0) raise_error("RuntimeError", "col must be non-negative, got" + std::to_string(cols));
    std::vector<std::int64_t> at_row, at_col;
    for (std::int64_t r = 0; r < rows; ++r)
        for (std::int64_t c = 0; c < cols; ++c)
            if (lower ? c - r <= offset : c - r >= offset) at_row.push_back(r), at_col.push_back(c);
    runtime.charge(1 + static_cast<std::int64_t>(at_row.size()) / 16);
    const auto count = static_cast<std::int64_t>(at_row.size());
    TensorPtr indices = make_tensor(runtime.meter, {2, count}, "the indices", DType::Int64);
    std::copy(at_row.begin(), at_row.end(), indices->integers());
    std::copy(at_col.begin(), at_col.end(), indices->integers() + count);
    return tensor_value(indices);
}

Value one_hot(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "one_hot", {"tensor", "num_classes"});
    if (!bound[0]) raise_missing_arguments("one_hot", {"tensor"});
    const Tensor& input = tensor_argument(*bound[0], "one_hot", "input", 1);
    std::int64_t classes = bound[1] ? integer_argument(*bound[1]) : -1;
    if (input.dtype != DType::Int64) raise_error("RuntimeError", "one_hot is only applicable to index tensor.");
    const std::int64_t* values = input.integers();
    const std::int64_t count = input.numel();
    if (count == 0 && classes <= 0) raise_error("RuntimeError", "Can not infer total number of classes from empty tensor.");
    if (count > 0) {
        if (*std::min_element(values, values + count) < 0) raise_error("RuntimeError", "Class values must be non-negative.");
        const std::int64_t largest = *std::max_element(values, values + count);
        if (classes == -1) classes = largest + 1;
        else if (largest >= classes) raise_error("RuntimeError", "Class values must be smaller than num_classes.");
    }
    Shape shape = input.shape;
    shape.push_back(classes);
    runtime.charge(1 + count * classes / 64);
    TensorPtr result = make_tensor(runtime.meter, shape, "the one-hot tensor", DType::Int64);
    for (std::int64_t n = 0; n < count; ++n) result->integers()[n * classes + values[n]] = 1;
    return tensor_value(result);
}

}  // namespace

void add_arrangement_methods(MethodTable& table) {
    table["where"] = [](Runtime& runtime, const TensorPtr& self, CallArgs& args) {
        auto bound = bind_arguments(args, "where", {"condition", "other"});
        if (!bound[0] || !bound[1]) raise_missing_arguments("where", {bound[0] ? "other" : "condition"});
        const Tensor& condition = tensor_argument(*bound[0], "where", "condition", 1);
        const Tensor& other = tensor_argument(*bound[1], "where", "other", 2);
        runtime.charge(1 + self->numel() / 64);
        return tensor_value(tensor_where(runtime.meter, condition, *self, other));
    };
    table["roll"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return roll(r, self, args, 1); };
    table["movedim"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return movedim(r, self, args, "movedim", CallArgs(args), false); };
    table["moveaxis"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return movedim(r, self, args, "moveaxis", CallArgs(args), false); };
    table["fill_diagonal_"] = fill_diagonal;
    table["trace"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return trace(r, self, args, 1); };
    table["bincount"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return bincount(r, self, args, 1); };
}

std::vector<std::pair<std::string, Value>> torch_arrangement_functions() {
    std::vector<std::pair<std::string, Value>> functions;
    functions.emplace_back("trace", builtin_value("trace", [](Runtime& r, CallArgs& args) { return as_function<trace>(r, args, "trace"); }));
    functions.emplace_back("roll", builtin_value("roll", [](Runtime& r, CallArgs& args) { return as_function<roll>(r, args, "roll"); }));
    functions.emplace_back("bincount", builtin_value("bincount", [](Runtime& r, CallArgs& args) { return as_function<bincount>(r, args, "bincount"); }));
    for (const char* name : {"movedim", "moveaxis"}) {
        const std::string function = name;
        functions.emplace_back(function, builtin_value(function, [function](Runtime& r, CallArgs& args) {
            const CallArgs shown = args;
            const TensorPtr input = take_tensor_input(args, function);
            return movedim(r, input, args, function, shown, true);
        }));
    }
    functions.emplace_back("triu_indices", builtin_value("triu_indices", [](Runtime& r, CallArgs& args) { return triangle_indices(r, args, "triu_indices", false); }));
    functions.emplace_back("tril_indices", builtin_value("tril_indices", [](Runtime& r, CallArgs& args) { return triangle_indices(r, args, "tril_indices", true); }));
    return functions;
}

std::vector<std::pair<std::string, Value>> functional_one_hot() { return {{"one_hot", builtin_value("one_hot", one_hot)}}; }

}  // namespace qkv::python
