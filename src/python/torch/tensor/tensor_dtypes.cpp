// tensor_dtypes.cpp — float64, float16 and int32 tensors: result types, casts and the element-wise ops that take them.
#include "python/torch/tensor/tensor_dtypes.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/tensor/dtype_object.hpp"

namespace qkv::python {
namespace {

int category(DType dtype) { return is_floating_dtype(dtype) ? 2 : dtype == DType::Bool ? 0 : 1; }

// torch's combine_categories: a higher-priority group's dtype, unless the lower one's category is higher.
DType combine(std::optional<DType> higher, std::optional<DType> lower) {
    if (!higher) return *lower;
    if (!lower || category(*higher) >= category(*lower)) return *higher;
    return promote(*higher, *lower);
}

std::optional<DType> widest(std::optional<DType> group, DType dtype) { return group ? promote(*group, dtype) : dtype; }

// Casts a double to an integer dtype as x86 does: out-of-range and NaN give the most negative value.
std::int64_t truncate_real(double value, DType dtype) {
    if (dtype == DType::Int32) return value > -2147483649.0 && value < 2147483648.0 ? static_cast<std::int64_t>(value) : INT32_MIN;
    return value > -9.3e18 && value < 9.2e18 ? static_cast<std::int64_t>(value) : INT64_MIN;
}

// An operand's element at `position` (a number's value for a Python number) in a floating result type.
double real_at(const Operand& operand, std::int64_t position) {
    if (operand.tensor) return operand.tensor->element(position);
    return operand.number.kind == DType::Float32 ? operand.number.real : static_cast<double>(operand.number.integer);
}

std::int64_t integer_at(const Operand& operand, std::int64_t position) {
    return operand.tensor ? operand.tensor->storage->integers[position] : operand.number.integer;
}

// A value as the floating dtype holds it (the inputs of a TensorIterator op are cast to its common dtype first).
double in_dtype(double value, DType dtype) {
    if (dtype == DType::Float64) return value;
    const float single = static_cast<float>(value);
    return dtype == DType::Float16 ? round_to_half(single) : single;
}

// float32 and float16 compute in float (c10::Half's operators go through float), float64 in double.
double real_arithmetic(char op, double a, double b, DType dtype) {
    if (dtype == DType::Float64) return arithmetic(op, a, b);
    return in_dtype(arithmetic(op, static_cast<float>(a), static_cast<float>(b)), dtype);
}

// The broadcast shape of two operands and the strides each reads it with.
struct Broadcast {
    Shape shape;
    std::array<Strides, 2> strides;
};

Broadcast broadcast(const Operand& left, const Operand& right) {
    const Shape none;
    const Shape& a = left.tensor ? left.tensor->shape : none;
    const Shape& b = right.tensor ? right.tensor->shape : none;
    Broadcast result;
    result.shape = broadcast_shapes(a, b);
    result.strides = {broadcast_strides(a, result.shape), broadcast_strides(b, result.shape)};
    return result;
}

void keep_operand_order(Tensor& result, const Operand& left, const Operand& right) {
    if (left.tensor && right.tensor) keep_memory_order(result, {left.tensor, right.tensor});
    else if (left.tensor || right.tensor) keep_memory_order(result, {left.tensor ? left.tensor : right.tensor});
}

}  // namespace

DType result_type(const std::vector<Operand>& operands) {
    std::optional<DType> dimensioned, zero_dim, numbers;
    for (const Operand& operand : operands) {
        if (!operand.tensor) numbers = widest(numbers, operand.number.kind);
        else if (operand.tensor->rank() == 0) zero_dim = widest(zero_dim, operand.tensor->dtype);
        else dimensioned = widest(dimensioned, operand.tensor->dtype);
    }
    if (!zero_dim && !numbers) return *dimensioned;
    return combine(dimensioned, zero_dim || numbers ? std::optional<DType>(combine(zero_dim, numbers)) : std::nullopt);
}

bool has_extra_dtype(std::initializer_list<Operand> operands) {
    for (const Operand& operand : operands)
        if (operand.tensor && is_extra_dtype(operand.tensor->dtype)) return true;
    return false;
}

float round_to_half(float value) {
    if (!std::isfinite(value)) return value;
    const float magnitude = std::fabs(value);
    if (magnitude >= 65520.0f) return std::copysign(INFINITY, value);  // past the tie between 65504 and 65536
    int exponent = 0;
    std::frexp(magnitude, &exponent);
    // 11 significant bits, down to the subnormal spacing 2^-24; the division and product are exact.
    const float quantum = std::ldexp(1.0f, std::max(exponent - 11, -24));
    return std::copysign(std::nearbyint(magnitude / quantum) * quantum, value);
}

void set_from_real(Tensor& tensor, std::int64_t n, double value) {
    switch (tensor.dtype) {
        case DType::Float64: tensor.storage->reals[n] = value; break;
        case DType::Float32: tensor.storage->values[n] = static_cast<float>(value); break;
        case DType::Float16: tensor.storage->values[n] = round_to_half(static_cast<float>(value)); break;
        case DType::Bool: tensor.storage->integers[n] = value != 0.0; break;
        case DType::UInt8: raise_unsupported("converting floats to torch.uint8");
        default: tensor.storage->integers[n] = truncate_real(value, tensor.dtype); break;
    }
}

void set_from_integer(Tensor& tensor, std::int64_t n, std::int64_t value) {
    switch (tensor.dtype) {
        case DType::Int64: tensor.storage->integers[n] = value; break;
        case DType::Int32: tensor.storage->integers[n] = static_cast<std::int32_t>(static_cast<std::uint32_t>(value)); break;
        case DType::UInt8: tensor.storage->integers[n] = static_cast<std::uint8_t>(value); break;
        case DType::Bool: tensor.storage->integers[n] = value != 0; break;
        default: set_from_real(tensor, n, static_cast<double>(value)); break;
    }
}

TensorPtr convert_dtype(const MeterPtr& meter, const Tensor& tensor, DType dtype) {
    TensorPtr result = make_tensor(meter, tensor.shape, "the result", dtype);
    const std::int64_t count = tensor.numel();
    const bool from_integers = !is_floating_dtype(tensor.dtype);
    for (std::int64_t n = 0; n < count; ++n) {
        if (from_integers) set_from_integer(*result, n, tensor.storage->integers[n]);
        else set_from_real(*result, n, tensor.element(n));
    }
    return result;
}

TensorPtr extra_arithmetic(const MeterPtr& meter, char op, const Operand& left, const Operand& right) {
    DType dtype = result_type({left, right});
    if (op == '/' && !is_floating_dtype(dtype)) dtype = DType::Float32;
    if (dtype == DType::Bool) raise_unsupported_dtype(dtype);
    const Broadcast shape = broadcast(left, right);
    TensorPtr result = make_tensor(meter, shape.shape, "the result", dtype);
    const bool reciprocal_first = op == '/' && !left.tensor;  // number / tensor is tensor.reciprocal() * number
    for_each_position<2>(shape.shape, shape.strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
        if (!is_floating_dtype(dtype)) {
            set_from_integer(*result, n, integer_arithmetic(op, integer_at(left, at[0]), integer_at(right, at[1])));
            return;
        }
        const double a = in_dtype(real_at(left, at[0]), dtype), b = in_dtype(real_at(right, at[1]), dtype);
        const double value = reciprocal_first ? real_arithmetic('*', real_arithmetic('/', 1.0, b, dtype), a, dtype)
                                              : real_arithmetic(op, a, b, dtype);
        set_from_real(*result, n, value);
    });
    keep_operand_order(*result, left, right);
    return result;
}

TensorPtr extra_compare(const MeterPtr& meter, const std::string& op, const Operand& left, const Operand& right) {
    const DType dtype = result_type({left, right});
    const Broadcast shape = broadcast(left, right);
    TensorPtr result = make_tensor(meter, shape.shape, "the result", DType::Bool);
    for_each_position<2>(shape.shape, shape.strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
        bool value;
        if (is_floating_dtype(dtype))
            value = compare_values(op, in_dtype(real_at(left, at[0]), dtype), in_dtype(real_at(right, at[1]), dtype));
        else
            value = compare_values(op, integer_at(left, at[0]), integer_at(right, at[1]));
        result->storage->integers[n] = value;
    });
    keep_operand_order(*result, left, right);
    return result;
}

TensorPtr extra_unary(const MeterPtr& meter, const std::string& name, const Tensor& tensor) {
    const bool floating = is_floating_dtype(tensor.dtype);
    if (name != "neg" && name != "abs" && !(name == "sqrt" && floating)) return nullptr;
    TensorPtr result = make_tensor(meter, tensor.shape, "the result", tensor.dtype);
    for (std::int64_t n = 0; n < tensor.numel(); ++n) {
        if (!floating) {
            const std::int64_t value = tensor.storage->integers[n];
            set_from_integer(*result, n, name == "neg" || value < 0 ? integer_arithmetic('-', 0, value) : value);
            continue;
        }
        const double value = tensor.element(n);
        if (name == "sqrt" && tensor.dtype == DType::Float16) raise_error("RuntimeError", "\"sqrt_vml_cpu\" not implemented for 'Half'");
        const double root = std::sqrt(value);
        set_from_real(*result, n, name == "neg" ? -value : name == "abs" ? std::fabs(value) : root);
    }
    keep_memory_order(*result, {&tensor});
    return result;
}

bool takes_dtype(const std::string& operation, DType dtype) {
    // torch.uint8 holds the generator's state (torch.get_rng_state): it is read, copied and widened, never computed.
    static const std::set<std::string> uint8_ops = {
        "Tensor.size", "Tensor.dim", "Tensor.numel", "Tensor.nelement", "Tensor.element_size", "Tensor.clone", "torch.clone",
        "torch.numel", "Tensor.tolist", "Tensor.is_floating_point", "Tensor.is_contiguous", "Tensor.detach", "Tensor.long",
        "Tensor.int", "Tensor.float", "Tensor.double", "Tensor.equal", "torch.equal", "torch.set_rng_state", "torch.is_tensor", "torch.zeros", "torch.zeros_like", "torch.empty"};
    if (dtype == DType::UInt8) return uint8_ops.count(operation) > 0;
    // What works for every dtype: reading, printing, casting, and ops that only move elements.
    static const std::set<std::string> any_dtype = {
        "Tensor.double", "Tensor.float", "Tensor.half", "Tensor.int", "Tensor.long", "Tensor.bool", "Tensor.to", "Tensor.type",
        "Tensor.item", "Tensor.tolist", "Tensor.numpy", "Tensor.size", "Tensor.dim", "Tensor.numel", "Tensor.nelement",
        "Tensor.element_size", "Tensor.is_floating_point", "Tensor.is_contiguous", "Tensor.stride", "Tensor.cpu",
        "Tensor.detach", "Tensor.view", "Tensor.reshape", "Tensor.transpose", "Tensor.t", "Tensor.clone",
        "Tensor.max", "Tensor.min", "Tensor.argmax", "Tensor.argmin", "torch.max", "torch.min", "torch.argmax", "torch.argmin",
        "Tensor.add", "Tensor.sub", "Tensor.mul", "Tensor.eq", "Tensor.ne", "Tensor.lt", "Tensor.le", "Tensor.gt", "Tensor.ge",
        "torch.tensor", "torch.zeros", "torch.ones", "torch.full", "torch.zeros_like", "torch.ones_like", "torch.full_like",
        "torch.arange", "torch.transpose", "torch.t", "torch.reshape", "torch.numel", "torch.clone",
        "torch.eq", "torch.ne", "torch.lt", "torch.le", "torch.gt", "torch.ge", "torch.add", "torch.sub", "torch.mul",
        "torch.is_tensor", "torch.is_floating_point", "torch.finfo", "torch.iinfo",
        "the + operator", "the - operator", "the * operator", "the == operator", "the != operator", "the < operator",
        "the <= operator", "the > operator", "the >= operator", "unary -", "indexing",
        "torch.cat", "torch.concat", "torch.stack", "Tensor.repeat", "Tensor.gather", "torch.gather",
        "Tensor.unsqueeze", "torch.unsqueeze", "Tensor.squeeze", "torch.squeeze", "Tensor.flatten", "torch.flatten",
        "Tensor.permute", "torch.permute", "Tensor.contiguous", "Tensor.expand", "Tensor.expand_as", "Tensor.split", "torch.split",
        "Tensor.chunk", "torch.chunk", "Tensor.unbind", "torch.unbind", "Tensor.flip", "torch.flip", "Tensor.view_as",
        "Tensor.reshape_as", "Tensor.equal", "torch.equal"};
    // True division (into float32 for int32), and the math of extra_unary.
    static const std::set<std::string> math = {"Tensor.div", "torch.div", "the / operator", "Tensor.neg", "torch.neg",
                                               "Tensor.negative", "Tensor.abs", "torch.abs", "Tensor.sqrt", "torch.sqrt"};
    // float64's clamp (tensor_math.cpp), whole-tensor sums and moments (tensor_reductions.cpp), matrix products
    // (tensor_ops.cpp) and draws (torch_random.cpp); float16's clamp raises torch's own error.
    static const std::set<std::string> float64_ops = {"Tensor.clamp", "torch.clamp", "torch.linspace", "Tensor.sum", "Tensor.mean", "torch.sum", "torch.mean", "Tensor.var",
                                                       "Tensor.std", "torch.var", "torch.std", "the @ operator",
                                                       "torch.matmul", "Tensor.matmul", "torch.mm", "Tensor.mm", "torch.bmm", "Tensor.bmm",
                                                       "torch.randn", "torch.rand", "torch.randn_like", "torch.rand_like"};
    static const std::set<std::string> int32_ops = {"Tensor.sum", "torch.sum", "Tensor.mean", "torch.mean"};  // sum in int64
    return !is_extra_dtype(dtype) || any_dtype.count(operation) || math.count(operation) ||
           (dtype == DType::Int32 && int32_ops.count(operation)) ||
           (dtype == DType::Float64 && float64_ops.count(operation)) || (dtype == DType::Float16 && operation == "Tensor.clamp");
}

void check_value_dtypes(const std::string& operation, const Value& value) {
    if (value.type == Type::List || value.type == Type::Tuple) {
        for (const Value& item : items_of(value)) check_value_dtypes(operation, item);
    } else if (is_tensor(value) || is_dtype(value)) {
        const DType dtype = is_dtype(value) ? dtype_of(value) : tensor_of(value)->dtype;
        if (!takes_dtype(operation, dtype)) {
            const OperationScope scope(operation);
            raise_unsupported_dtype(dtype);
        }
    }
}

void check_operation_dtypes(const std::string& operation, std::initializer_list<const Value*> values) {
    for (const Value* value : values) check_value_dtypes(operation, *value);
}

namespace {

// The class-index target of nll_loss and cross_entropy: its dtype is checked by the kernel, which raises torch's
// "expected scalar type Long but found Int" for an int32 one, a learner's common mistake.
bool is_class_target(const std::string& operation, const CallArgs& args, const Value* value) {
    static const std::set<std::string> losses = {"torch.nn.functional.cross_entropy", "torch.nn.functional.nll_loss"};
    if (!is_tensor(*value) || tensor_of(*value)->dtype != DType::Int32 || !losses.count(operation)) return false;
    if (args.positional.size() > 1 && value == &args.positional[1]) return true;
    for (const auto& keyword : args.keywords)
        if (keyword.first == "target" && value == &keyword.second) return true;
    return false;
}

}  // namespace

void check_call_dtypes(const std::string& operation, const CallArgs& args, const Value* self) {
    const auto check = [&](const Value& value) {
        if (!is_class_target(operation, args, &value)) check_value_dtypes(operation, value);
    };
    if (self) check(*self);
    for (const Value& value : args.positional) check(value);
    for (const auto& keyword : args.keywords) check(keyword.second);
}

}  // namespace qkv::python
