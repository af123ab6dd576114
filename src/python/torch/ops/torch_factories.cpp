// torch_factories.cpp — torch.tensor, zeros, ones, full, eye, arange and the *_like functions, with torch 1.13.1's
// dtype inference (bool < int64 < float32) and the arange values its vectorised kernel writes.
#include "python/torch/ops/torch_factories.hpp"

#include <algorithm>
#include <cmath>

#include "core/avx_math.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/tensor/dtype_object.hpp"

namespace qkv::python {
namespace {

DType kind_of(const Value& number) { return scalar_of(number).kind; }

void set_element(Tensor& tensor, std::int64_t n, const Value& number) {
    if (number.type == Type::Float) set_from_real(tensor, n, number.real);
    else set_from_integer(tensor, n, number.integer);
}

Value finish(TensorPtr tensor, const FactoryOptions& options) {
    tensor->requires_grad = options.requires_grad;
    return tensor_value(std::move(tensor));
}

// The shape of nested lists of numbers and their leaves in row-major order, with torch.tensor's messages.
void flatten_data(const Value& data, std::size_t depth, Shape& shape, std::vector<Value>& leaves) {
    const bool sequence = data.type == Type::List || data.type == Type::Tuple;
    if (!sequence) {
        if (depth < shape.size()) raise_error("TypeError", "not a sequence");
        if (is_tensor(data)) {
            const Tensor& tensor = *tensor_of(data);
            if (tensor.rank() != 0) raise_error("ValueError", "only one element tensors can be converted to Python scalars");
            const std::int64_t integer = is_floating_dtype(tensor.dtype) ? 0 : tensor.storage->integers[0];
            leaves.push_back(is_floating_dtype(tensor.dtype) ? float_value(tensor.element(0))
                                                             : tensor.dtype == DType::Bool ? bool_value(integer != 0) : int_value(integer));
            return;
        }
        if (!is_number(data)) raise_error("TypeError", "new(): invalid data type '" + type_name(data) + "'");
        leaves.push_back(data);
        return;
    }
    const std::int64_t length = static_cast<std::int64_t>(items_of(data).size());
    if (depth == shape.size() && leaves.empty()) shape.push_back(length);
    else if (depth >= shape.size() || shape[depth] != length)
        raise_error("ValueError", "expected sequence of length " + std::to_string(depth < shape.size() ? shape[depth] : 0) + " at dim " +
                                      std::to_string(depth) + " (got " + std::to_string(length) + ")");
    for (const Value& item : items_of(data)) flatten_data(item, depth + 1, shape, leaves);
}

Value torch_tensor(Runtime& runtime, CallArgs& args) {
    if (args.positional.empty()) raise_error("TypeError", "tensor() missing 1 required positional arguments: \"data\"");
    if (args.positional.size() > 1) raise_error("TypeError", "tensor() takes 1 positional argument but " + std::to_string(args.positional.size()) + " were given");
    const FactoryOptions options = factory_options(args, "tensor");
    Shape shape;
    std::vector<Value> leaves;
    flatten_data(args.positional[0], 0, shape, leaves);
    DType inferred = DType::Bool;
    for (const Value& leaf : leaves) inferred = promote(inferred, kind_of(leaf));
    if (leaves.empty()) inferred = DType::Float32;
    TensorPtr tensor = make_tensor(runtime.meter, shape, "torch.tensor(...)", options.dtype.value_or(inferred));
    runtime.charge(1 + static_cast<std::int64_t>(leaves.size()) / 16);
    for (std::size_t n = 0; n < leaves.size(); ++n) set_element(*tensor, static_cast<std::int64_t>(n), leaves[n]);
    return finish(tensor, options);
}

// torch.as_tensor(data, dtype=None): the tensor itself when it already has the dtype (the same object, history
// kept), else torch.tensor's copy. An ndarray would share its memory with the result, which is not modelled here.
Value torch_as_tensor(Runtime& runtime, CallArgs& args) {
    if (const std::optional<Value> data = take_keyword(args, "data")) args.positional.insert(args.positional.begin(), *data);
    if (args.positional.empty()) raise_error("TypeError", "as_tensor() missing 1 required positional arguments: \"data\"");
    if (args.positional.size() > 1) raise_unsupported("torch.as_tensor with more than one positional argument");
    if (std::any_of(args.keywords.begin(), args.keywords.end(), [](const auto& k) { return k.first == "requires_grad"; }))
        raise_unsupported("torch.as_tensor(requires_grad=...)");
    const Value data = args.positional[0];
    if (is_ndarray(data)) raise_unsupported("torch.as_tensor of a NumPy array (it shares the array's memory)");
    if (!is_tensor(data)) return torch_tensor(runtime, args);
    const FactoryOptions options = factory_options(args, "as_tensor");
    const TensorPtr tensor = tensor_of(data);
    if (!options.dtype || *options.dtype == tensor->dtype) return data;
    CallArgs conversion;
    conversion.positional.push_back(dtype_value(*options.dtype));
    return method_table().at("to")(runtime, tensor, conversion);
}

Value filled(Runtime& runtime, const Shape& shape, DType dtype, const Value& fill, const std::string& function) {
    TensorPtr tensor = make_tensor(runtime.meter, shape, "torch." + function + "(" + shape_text(shape, ", ") + ")", dtype);
    runtime.charge(1 + tensor->numel() / 256);
    for (std::int64_t n = 0; n < tensor->numel(); ++n) set_element(*tensor, n, fill);
    return tensor_value(tensor);
}

Value torch_constant(Runtime& runtime, CallArgs& args, const std::string& function, std::int64_t fill) {
    const Shape shape = factory_size(args, function);
    const FactoryOptions options = factory_options(args, function);
    Value result = filled(runtime, shape, options.dtype.value_or(DType::Float32), int_value(fill), function);
    return finish(tensor_of(result), options);
}

Value torch_full(Runtime& runtime, CallArgs& args) {
    if (args.positional.size() < 2) raise_error("TypeError", "full() missing required argument 'fill_value' (pos 2)");
    const Shape shape = factory_size(args, "full", 1);
    const FactoryOptions options = factory_options(args, "full");
    const Value& fill = args.positional[1];
    if (!is_number(fill)) raise_error("TypeError", "full(): argument 'fill_value' (position 2) must be Number, not " + type_name(fill));
    return finish(tensor_of(filled(runtime, shape, options.dtype.value_or(kind_of(fill)), fill, "full")), options);
}

Value torch_like(Runtime& runtime, CallArgs& args, const std::string& function, std::optional<std::int64_t> constant) {
    const FactoryOptions options = factory_options(args, function);
    const std::size_t wanted = constant ? 1 : 2;
    if (args.positional.empty()) raise_missing_arguments(function, constant ? std::vector<std::string>{"input"} : std::vector<std::string>{"input", "fill_value"});
    if (args.positional.size() < wanted) raise_missing_arguments(function, {"fill_value"});
    if (args.positional.size() > wanted)
        raise_error("TypeError", function + "() takes " + std::to_string(wanted) + " positional argument" + (wanted == 1 ? "" : "s") + " but " +
                                     std::to_string(args.positional.size()) + " were given");
    const Tensor& like = tensor_argument(args.positional[0], function, "input", 1);
    const Value fill = constant ? int_value(*constant) : args.positional[1];
    if (!is_number(fill)) raise_error("TypeError", function + "(): argument 'fill_value' must be Number, not " + type_name(fill));
    return finish(tensor_of(filled(runtime, like.shape, options.dtype.value_or(like.dtype), fill, function)), options);
}

Value torch_eye(Runtime& runtime, CallArgs& args) {
    const FactoryOptions options = factory_options(args, "eye");
    if (args.positional.empty() || args.positional.size() > 2) raise_error("TypeError", "eye() missing required argument 'n' (pos 1)");
    const std::int64_t rows = integer_argument(args.positional[0]);
    const std::int64_t cols = args.positional.size() == 2 ? integer_argument(args.positional[1]) : rows;
    if (rows < 0) raise_error("RuntimeError", "n must be greater or equal to 0, got " + std::to_string(rows));
    if (cols < 0) raise_error("RuntimeError", "m must be greater or equal to 0, got " + std::to_string(cols));
    Value result = filled(runtime, {rows, cols}, options.dtype.value_or(DType::Float32), int_value(0), "eye");
    Tensor& tensor = *tensor_of(result);
    for (std::int64_t i = 0; i < std::min(rows, cols); ++i) set_element(tensor, i * cols + i, int_value(1));
    return finish(tensor_of(result), options);
}

// Float arange as ATen's kernel writes it: in pairs of 8-lane vectors, each vector from a float base
// (float)(start + step * i0) plus k * step in double; the last n mod 16 elements as (float)(start + step * i).
void float_arange(float* out, std::int64_t count, double start, double step) {
    const std::int64_t vectorized = count / 16 * 16;
    for (std::int64_t i = 0; i < count; ++i) {
        if (i < vectorized) {
            const std::int64_t first = i / 8 * 8;
            const float base = static_cast<float>(start + step * static_cast<double>(first));
            out[i] = static_cast<float>(static_cast<double>(base) + static_cast<double>(i - first) * step);
        } else {
            out[i] = static_cast<float>(start + step * static_cast<double>(i));
        }
    }
}

// Double arange as the same kernel writes it with 4-lane vectors, its multiply-adds fused: bases
// start + step * i0 for each vector in the first count / 8 * 8 elements, plus k * step; the rest start + step * i.
void double_arange(double* out, std::int64_t count, double start, double step) {
    const std::int64_t vectorized = count / 8 * 8;
    for (std::int64_t i = 0; i < count; ++i) {
        const std::int64_t first = i / 4 * 4;
        out[i] = i < vectorized ? std::fma(static_cast<double>(i - first), step, std::fma(step, static_cast<double>(first), start))
                                : std::fma(step, static_cast<double>(i), start);
    }
}

Value torch_arange(Runtime& runtime, CallArgs& args) {
    const FactoryOptions options = factory_options(args, "arange");
    const auto& given = args.positional;
    if (given.empty() || given.size() > 3) raise_error("TypeError", "arange() received an invalid combination of arguments");
    DType inferred = DType::Int64;
    for (const Value& bound : given) {
        if (!is_number(bound)) raise_error("TypeError", "arange() received an invalid combination of arguments - got (" + type_name(bound) + ")");
        if (bound.type == Type::Float) inferred = DType::Float32;
    }
    const double start = given.size() == 1 ? 0.0 : number_of(given[0]);
    const double end = number_of(given.size() == 1 ? given[0] : given[1]);
    const double step = given.size() == 3 ? number_of(given[2]) : 1.0;
    if (step == 0.0) raise_error("RuntimeError", "step must be nonzero");
    if (!std::isfinite(start) || !std::isfinite(end)) raise_error("RuntimeError", "unsupported range: " + repr(float_value(start)) + " -> " + repr(float_value(end)));
    if ((step > 0 && end < start) || (step < 0 && end > start))
        raise_error("RuntimeError", "upper bound and larger bound inconsistent with step sign");
    const double steps = std::ceil((end - start) / step);
    if (steps > 4.0e18) raise_error("MemoryError", "torch.arange(...) would have far more elements than the playground's tensor memory");
    const std::int64_t count = static_cast<std::int64_t>(steps);
    const DType dtype = options.dtype.value_or(inferred);
    TensorPtr tensor = make_tensor(runtime.meter, {count}, "torch.arange(...)", dtype);
    runtime.charge(1 + count / 256);
    if (dtype == DType::Float32) float_arange(tensor->data(), count, start, step);
    else if (dtype == DType::Float64) double_arange(tensor->storage->reals.data(), count, start, step);
    else if (dtype == DType::Float16) raise_unsupported_dtype(dtype);
    else for (std::int64_t i = 0; i < count; ++i) set_element(*tensor, i, float_value(start + step * static_cast<double>(i)));
    return finish(tensor, options);
}

// ATen's linspace kernel for float: step = (end - start) / (steps - 1) in float; the first half counts up from
// start, the second down from end, each base a fused multiply-add; inside a vector of 8 the k-th value adds
// k * step (rounded) to its base; past the last pair of vectors, each value is its own fused base.
void float_linspace(float* out, std::int64_t steps, float start, float end) {
    const float step = steps > 1 ? (end - start) / static_cast<float>(steps - 1) : 0.0f;
    const std::int64_t halfway = steps / 2, vectorized = steps / 16 * 16;
    auto base = [&](std::int64_t i) {
        return i < halfway ? qkv::fused_multiply_add(step, static_cast<float>(i), start)
                           : qkv::fused_multiply_add(-step, static_cast<float>(steps - i - 1), end);
    };
    for (std::int64_t i = 0; i < steps; ++i) {
        if (i >= vectorized) out[i] = base(i);
        else if (i % 8 == 0) out[i] = base(i);
        else out[i] = out[i - i % 8] + static_cast<float>(i % 8) * step;
    }
}

// The same kernel for double: 4-lane vectors, bases fused as for float.
void double_linspace(double* out, std::int64_t steps, double start, double end) {
    const double step = steps > 1 ? (end - start) / static_cast<double>(steps - 1) : 0.0;
    const std::int64_t halfway = steps / 2, vectorized = steps / 8 * 8;
    auto base = [&](std::int64_t i) {
        return i < halfway ? std::fma(step, static_cast<double>(i), start) : std::fma(-step, static_cast<double>(steps - i - 1), end);
    };
    for (std::int64_t i = 0; i < steps; ++i) {
        if (i >= vectorized || i % 4 == 0) out[i] = base(i);
        else out[i] = out[i - i % 4] + static_cast<double>(i % 4) * step;
    }
}

Value torch_linspace(Runtime& runtime, CallArgs& args) {
    std::optional<Value> dtype = take_keyword(args, "dtype");
    std::optional<Value> requires_grad = take_keyword(args, "requires_grad");
    auto bound = bind_arguments(args, "linspace", {"start", "end", "steps"});
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < 3; ++i)
        if (!bound[i]) missing.push_back(i == 0 ? "start" : i == 1 ? "end" : "steps");
    if (!missing.empty()) raise_missing_arguments("linspace", missing);
    const DType wanted = dtype && dtype->type != Type::None ? dtype_argument(*dtype, "linspace") : DType::Float32;
    if (wanted != DType::Float32 && wanted != DType::Float64) raise_unsupported("linspace(dtype=...)");
    for (int i = 0; i < 2; ++i)
        if (!is_number(*bound[i])) raise_error("TypeError", "linspace() received an invalid combination of arguments");
    const std::int64_t steps = integer_argument(*bound[2]);
    if (steps < 0) raise_error("RuntimeError", "number of steps must be non-negative");
    TensorPtr tensor = make_tensor(runtime.meter, {steps}, "torch.linspace(...)", wanted);
    runtime.charge(1 + steps / 256);
    if (wanted == DType::Float64) {
        const double first = number_of(*bound[0]);
        if (steps == 1) tensor->storage->reals[0] = first;
        else double_linspace(tensor->storage->reals.data(), steps, first, number_of(*bound[1]));
        tensor->requires_grad = requires_grad && truthy(*requires_grad);
        return tensor_value(tensor);
    }
    const float start = static_cast<float>(number_of(*bound[0]));
    if (steps == 1) tensor->data()[0] = start;  // torch fills a single step with start
    else float_linspace(tensor->data(), steps, start, static_cast<float>(number_of(*bound[1])));
    tensor->requires_grad = requires_grad && truthy(*requires_grad);
    return tensor_value(tensor);
}

Value torch_where(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "where", {"condition", "input", "other"});
    if (!bound[0]) raise_error("TypeError", "where() missing required argument 'condition' (pos 1)");
    if (!bound[1] || !bound[2]) raise_unsupported("torch.where(condition) with one argument");
    const Tensor& condition = tensor_argument(*bound[0], "where", "condition", 1);
    const TensorPtr x = tensor_or_scalar(runtime, *bound[1]), y = tensor_or_scalar(runtime, *bound[2]);
    if (!x) raise_error("TypeError", "where(): argument 'input' (position 2) must be Tensor, not " + type_name(*bound[1]));
    if (!y) raise_error("TypeError", "where(): argument 'other' (position 3) must be Tensor, not " + type_name(*bound[2]));
    runtime.charge(1 + condition.numel() / 64);
    return tensor_value(tensor_where(runtime.meter, condition, *x, *y));
}

}  // namespace

std::vector<std::pair<std::string, Value>> torch_factories() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "tensor", builtin_value("tensor", torch_tensor));
    add_member(listed, "as_tensor", builtin_value("as_tensor", torch_as_tensor));
    add_member(listed, "zeros", builtin_value("zeros", [](Runtime& runtime, CallArgs& args) { return torch_constant(runtime, args, "zeros", 0); }));
    add_member(listed, "ones", builtin_value("ones", [](Runtime& runtime, CallArgs& args) { return torch_constant(runtime, args, "ones", 1); }));
    // torch.empty's values are whatever memory held (never the same twice); here they are zeros.
    add_member(listed, "empty", builtin_value("empty", [](Runtime& runtime, CallArgs& args) { return torch_constant(runtime, args, "empty", 0); }));
    add_member(listed, "full", builtin_value("full", torch_full));
    add_member(listed, "eye", builtin_value("eye", torch_eye));
    add_member(listed, "arange", builtin_value("arange", torch_arange));
    add_member(listed, "linspace", builtin_value("linspace", torch_linspace));
    add_member(listed, "zeros_like", builtin_value("zeros_like", [](Runtime& runtime, CallArgs& args) { return torch_like(runtime, args, "zeros_like", 0); }));
    add_member(listed, "ones_like", builtin_value("ones_like", [](Runtime& runtime, CallArgs& args) { return torch_like(runtime, args, "ones_like", 1); }));
    add_member(listed, "full_like", builtin_value("full_like", [](Runtime& runtime, CallArgs& args) { return torch_like(runtime, args, "full_like", std::nullopt); }));
    add_member(listed, "where", builtin_value("where", torch_where));
    // torch's dtypes and their aliases.
    static constexpr std::pair<const char*, DType> kDtypes[] = {
        {"float32", DType::Float32},
        {"float", DType::Float32},
        {"int64", DType::Int64},
        {"long", DType::Int64},
        {"bool", DType::Bool},
        {"float64", DType::Float64},
        {"double", DType::Float64},
        {"float16", DType::Float16},
        {"half", DType::Float16},
        {"int32", DType::Int32},
        {"uint8", DType::UInt8},
        {"int", DType::Int32},
    };
    for (const auto& [name, dtype] : kDtypes) add_member(listed, name, dtype_value(dtype));
    return listed;
}

}  // namespace qkv::python
