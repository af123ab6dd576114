// tensor_repeats.cpp — tile, repeat_interleave and new_zeros/new_ones/new_full: tensors made by repeating a tensor's
// elements or in its dtype, through the playground's repeat, index_select and factories (so their grad_fn names are
// torch's: RepeatBackward0, IndexSelectBackward0).
#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/ops/torch_factories.hpp"
#include "python/torch/tensor/dtype_object.hpp"

namespace qkv::python {
namespace {

bool is_sequence(const Value& value) { return value.type == Type::Tuple || value.type == Type::List; }

Value call_method(Runtime& runtime, const char* name, const TensorPtr& self, std::vector<Value> positional) {
    CallArgs args;
    args.positional = std::move(positional);
    return method_table().at(name)(runtime, self, args);
}

// tile(dims): repeat() with dims padded by leading 1s to the tensor's rank.
Value tile(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const std::optional<Value> keyword = take_keyword(args, "dims");
    reject_keywords(args, "tile");
    std::vector<Value> given = keyword ? std::vector<Value>{*keyword} : args.positional;
    if (given.empty()) raise_missing_arguments("tile", {"dims"});
    if (given.size() == 1 && is_sequence(given[0])) given = items_of(given[0]);
    while (given.size() < self->rank()) given.insert(given.begin(), int_value(1));
    return call_method(runtime, "repeat", self, given);
}

// repeat_interleave(repeats, dim=None): each element (or slice along dim) `repeats` times, an int or one count per
// element; without dim the tensor is flattened first. Built as index_select with the repeated indices.
Value repeat_interleave(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "repeat_interleave", {"repeats", "dim", "output_size"});
    if (!bound[0]) raise_missing_arguments("repeat_interleave", {"repeats"});
    if (bound[2] && bound[2]->type != Type::None) raise_unsupported("repeat_interleave(output_size=...)");
    const bool flatten = !bound[1] || bound[1]->type == Type::None;
    const TensorPtr source = flatten ? tensor_reshape(runtime.meter, *self, {-1}, false) : self;
    const std::int64_t dim = flatten ? 0 : wrap_dim(integer_argument(*bound[1]), self->rank());
    const std::int64_t length = source->rank() == 0 ? 1 : source->shape[dim];
    std::vector<std::int64_t> counts;
    if (is_tensor(*bound[0])) {
        const Tensor& repeats = *tensor_of(*bound[0]);
        if (repeats.is_float()) raise_unsupported("repeat_interleave with float repeats");
        for (std::int64_t n = 0; n < repeats.numel(); ++n) counts.push_back(repeats.integers()[n]);
        if (counts.size() == 1) {
            const std::int64_t every = counts[0];  // assign() may free the element before reading it
            counts.assign(static_cast<std::size_t>(length), every);
        }
        if (static_cast<std::int64_t>(counts.size()) != length) raise_unsupported("repeat_interleave with repeats of another length");
    } else {
        counts.assign(static_cast<std::size_t>(length), integer_argument(*bound[0]));
    }
    std::vector<std::int64_t> indices;
    for (std::size_t n = 0; n < counts.size(); ++n) {
        if (counts[n] < 0) raise_error("RuntimeError", "repeats can not be negative");
        indices.insert(indices.end(), static_cast<std::size_t>(counts[n]), static_cast<std::int64_t>(n));
    }
    runtime.charge(1 + static_cast<std::int64_t>(indices.size()) / 16);
    TensorPtr index = make_tensor(runtime.meter, {static_cast<std::int64_t>(indices.size())}, "the indices", DType::Int64);
    std::copy(indices.begin(), indices.end(), index->integers());
    return call_method(runtime, "index_select", source, {int_value(dim), tensor_value(index)});
}

// torch.repeat_interleave(repeats): each position repeated its count of times.
Value repeat_positions(Runtime& runtime, const TensorPtr& repeats) {
    if (repeats->rank() != 1 || repeats->is_float()) raise_unsupported("torch.repeat_interleave(repeats) of a tensor that is not 1-D int64");
    TensorPtr positions = make_tensor(runtime.meter, {repeats->shape[0]}, "the positions", DType::Int64);
    for (std::int64_t n = 0; n < repeats->shape[0]; ++n) positions->integers()[n] = n;
    CallArgs args;
    args.positional.push_back(tensor_value(repeats));
    return repeat_interleave(runtime, positions, args);
}

// new_zeros(size), new_ones(size), new_full(size, fill_value), new_empty(size), new_tensor(data): torch.<factory>
// in self's dtype unless dtype= says.
Value new_tensor_like(Runtime& runtime, const TensorPtr& self, CallArgs& args, const std::string& factory) {
    const std::string name = "new_" + factory;
    const bool full = factory == "full";
    if (const std::optional<Value> size = take_keyword(args, "size")) args.positional.insert(args.positional.begin(), *size);
    if (const std::optional<Value> fill = full ? take_keyword(args, "fill_value") : std::nullopt) args.positional.push_back(*fill);
    if (args.positional.empty()) raise_missing_arguments(name, full ? std::vector<std::string>{"size", "fill_value"} : std::vector<std::string>{"size"});
    if (full && args.positional.size() == 1) raise_missing_arguments(name, {"fill_value"});
    if (std::none_of(args.keywords.begin(), args.keywords.end(), [](const auto& k) { return k.first == "dtype"; }))
        args.keywords.emplace_back("dtype", dtype_value(self->dtype));
    for (auto& [member, function] : torch_factories())
        if (member == factory) return runtime.call(function, args);
    raise_unsupported("Tensor." + name);
}

// new_tensor(data): torch.tensor(data) in self's dtype. A tensor as data is copied with a warning in torch.
Value new_tensor(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (const std::optional<Value> data = take_keyword(args, "data")) args.positional.insert(args.positional.begin(), *data);
    if (args.positional.empty()) raise_missing_arguments("new_tensor", {"data"});
    if (is_tensor(args.positional[0]) || is_ndarray(args.positional[0])) raise_unsupported("Tensor.new_tensor of a tensor or an array");
    return new_tensor_like(runtime, self, args, "tensor");
}

}  // namespace

void add_repeat_methods(MethodTable& table) {
    table["tile"] = tile;
    table["repeat_interleave"] = repeat_interleave;
    table["new_zeros"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return new_tensor_like(r, self, args, "zeros"); };
    table["new_ones"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return new_tensor_like(r, self, args, "ones"); };
    table["new_full"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return new_tensor_like(r, self, args, "full"); };
    table["new_empty"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return new_tensor_like(r, self, args, "empty"); };
    table["new_tensor"] = new_tensor;
}

std::vector<std::pair<std::string, Value>> torch_repeat_functions() {
    std::vector<std::pair<std::string, Value>> functions = tensor_functions({"tile"});
    functions.emplace_back("repeat_interleave", builtin_value("repeat_interleave", [](Runtime& r, CallArgs& args) {
        const TensorPtr input = take_tensor_input(args, "repeat_interleave");
        if (args.positional.empty() && args.keywords.empty()) return repeat_positions(r, input);
        return repeat_interleave(r, input, args);
    }));
    return functions;
}

}  // namespace qkv::python
