// tensor_operators.cpp — Python operators on tensors: which torch op runs, with torch's promotion and messages.
#include "python/torch/ops/tensor_operators.hpp"

#include <memory>
#include <optional>
#include <vector>

#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"

namespace qkv::python {
namespace {

// "the + operator" for "+": each label is made once, so that a tiny op builds no string for its OperationScope.
// A handful of labels (one per operator used), found by the literals' addresses and the operator's few characters;
// each stays where it was made while OperationScopes point at it.
const std::string& operator_label(const char* before, const std::string& op, const char* after) {
    struct Label {
        const char *before, *after;
        std::string op, text;
    };
    static std::vector<std::unique_ptr<const Label>> labels;
    for (const auto& label : labels)
        if (label->before == before && label->after == after && label->op == op) return label->text;
    labels.push_back(std::make_unique<const Label>(Label{before, after, op, before + op + after}));
    return labels.back()->text;
}

[[noreturn]] void raise_unsupported_operands(const std::string& op, const Value& left, const Value& right) {
    raise_error("TypeError", "unsupported operand type(s) for " + op + ": '" + type_name(left) + "' and '" + type_name(right) + "'");
}

// torch multiplies matrices of one dtype only; the playground's products are float32 or int64.
void check_matmul_dtypes(const Tensor& a, const Tensor& b) {
    if (a.dtype != b.dtype) {
        if (a.rank() == 1 && b.rank() == 1)
            raise_error("RuntimeError", "dot : expected both vectors to have same dtype, but found " + scalar_type_name(a.dtype) + " and " +
                                            scalar_type_name(b.dtype));
        raise_error("RuntimeError", "expected scalar type " + scalar_type_name(a.dtype) + " but found " + scalar_type_name(b.dtype));
    }
    if (a.dtype == DType::Bool) raise_unsupported("@ of " + dtype_name(a.dtype) + " tensors");
}

Value matmul_operator(Runtime& runtime, const Value& left, const Value& right) {
    const bool left_tensor = is_tensor(left);
    if (!left_tensor || !is_tensor(right)) {
        const Value& other = left_tensor ? right : left;
        raise_error("TypeError", std::string("matmul(): argument '") + (left_tensor ? "other" : "input") + "' (position " +
                                     (left_tensor ? "2" : "1") + ") must be Tensor, not " + type_name(other));
    }
    const Tensor& a = *tensor_of(left);
    const Tensor& b = *tensor_of(right);
    check_matmul_dtypes(a, b);
    if (a.rank() >= 1 && b.rank() >= 2) runtime.charge(a.numel() * b.shape.back() / 64);
    return tensor_value(tensor_matmul(runtime.meter, a, b));
}

}  // namespace

Scalar scalar_of(const Value& number) {
    Scalar scalar;
    if (number.type == Type::Float) {
        scalar.real = number.real;
    } else {
        scalar.kind = number.type == Type::Bool ? DType::Bool : DType::Int64;
        scalar.integer = number.integer;
    }
    return scalar;
}

// A tensor or a Python number as an operand of an element-wise op (nullopt for anything else).
std::optional<Operand> operand_of(const Value& value) {
    if (is_tensor(value)) return Operand(tensor_of(value).get());
    if (is_number(value)) return Operand(scalar_of(value));
    return std::nullopt;
}

// A comparison with an operand of an extra dtype: a Python number takes part as torch's wrapped numbers do.
std::optional<TensorPtr> extra_comparison(const MeterPtr& meter, const std::string& op, const Value& left, const Value& right) {
    const std::optional<Operand> a = operand_of(left), b = operand_of(right);
    if (!a || !b || !has_extra_dtype({*a, *b})) return std::nullopt;
    return extra_compare(meter, op, *a, *b);
}

TensorPtr tensor_or_scalar(Runtime& runtime, const Value& value) {
    if (is_tensor(value)) return tensor_of(value);
    if (is_number(value)) return scalar_tensor(runtime.meter, scalar_of(value));
    return nullptr;
}

// // and % with an int32 tensor: torch computes in the result type (int32, int64 or float32). The int32 operands are
// widened to int64 (or cast to float32) and the int64 or float32 kernel runs: floor division and remainder of
// integers that fit in int32 fit too, so narrowing the result back is exact. nullopt: not such a case.
std::optional<Value> int32_floor_op(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    const std::optional<Operand> a = operand_of(left), b = operand_of(right);
    if (!a || !b) return std::nullopt;
    const bool has_int32 = (a->tensor && a->tensor->dtype == DType::Int32) || (b->tensor && b->tensor->dtype == DType::Int32);
    const DType dtype = result_type({*a, *b});
    if (!has_int32 || (dtype != DType::Int32 && dtype != DType::Int64 && dtype != DType::Float32)) return std::nullopt;
    for (const Operand* operand : {&*a, &*b}) {
        if (operand->tensor && operand->tensor->dtype != DType::Int32 && operand->tensor->dtype != DType::Int64 &&
            operand->tensor->dtype != DType::Float32 && operand->tensor->dtype != DType::Bool)
            return std::nullopt;
        const bool beyond_int32 = operand->number.integer > INT32_MAX || operand->number.integer < INT32_MIN;
        if (!operand->tensor && operand->number.kind == DType::Int64 && beyond_int32) return std::nullopt;
    }
    const DType computed = dtype == DType::Float32 ? DType::Float32 : DType::Int64;
    auto widened = [&](const Value& value) {
        const TensorPtr tensor = tensor_or_scalar(runtime, value);
        return tensor->dtype == DType::Int32 ? convert_dtype(runtime.meter, *tensor, computed) : tensor;
    };
    TensorPtr result = tensor_floor_op(runtime.meter, op == "%" ? '%' : '/', *widened(left), *widened(right));
    if (dtype == DType::Int32) result = convert_dtype(runtime.meter, *result, DType::Int32);
    return tensor_value(result);
}

Value tensor_binary_operator(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    // The operator's one or two characters, compared as characters: at -Oz each string comparison is a call.
    const char first = op[0], second = op.size() > 1 ? op[1] : '\0';
    const bool floor_op = (first == '%' && !second) || (first == '/' && second == '/');
    const bool power = first == '*' && second == '*';
    const bool bitwise = !second && (first == '&' || first == '|' || first == '^');
    const bool arithmetic = power || (!second && (first == '+' || first == '-' || first == '*' || first == '/'));
    const OperationScope scope(&operator_label("the ", op, " operator"));
    if (floor_op)
        if (std::optional<Value> result = int32_floor_op(runtime, op, left, right)) return *result;
    check_operation_dtypes(current_operation(), {&left, &right});
    const bool left_tensor = is_tensor(left), right_tensor = is_tensor(right);
    const Value& tensor_side = left_tensor ? left : right;
    const Value& other = left_tensor ? right : left;
    runtime.charge(1 + tensor_of(tensor_side)->numel() / 64);
    if (first == '@' && !second) return matmul_operator(runtime, left, right);
    if (bitwise) {
        const TensorPtr a = tensor_or_scalar(runtime, left), b = tensor_or_scalar(runtime, right);
        if (!a || !b || (other.type == Type::Float)) raise_unsupported_operands(op, left, right);
        return tensor_value(tensor_bitwise(runtime.meter, first, *a, *b));
    }
    if (floor_op) {
        const TensorPtr a = tensor_or_scalar(runtime, left), b = tensor_or_scalar(runtime, right);
        if (!a || !b) raise_unsupported_operands(op, left, right);
        return tensor_value(tensor_floor_op(runtime.meter, first, *a, *b));
    }
    if (!arithmetic) raise_unsupported("the " + op + " operator on tensors");
    if (left_tensor && right_tensor) {
        if (power) return tensor_value(tensor_power_tensor(runtime.meter, *tensor_of(left), *tensor_of(right)));
        return tensor_value(tensor_binary(runtime.meter, first, *tensor_of(left), *tensor_of(right)));
    }
    if (!is_number(other)) raise_unsupported_operands(op, left, right);
    if (power) {
        if (!left_tensor) return tensor_value(scalar_power(runtime.meter, scalar_of(left), *tensor_of(right)));
        return tensor_value(tensor_power(runtime.meter, *tensor_of(left), scalar_of(right)));
    }
    return tensor_value(tensor_scalar(runtime.meter, first, *tensor_of(tensor_side), scalar_of(other), !left_tensor));
}

Value tensor_comparison(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    const OperationScope scope(&operator_label("the ", op, " operator"));
    if (std::optional<TensorPtr> result = extra_comparison(runtime.meter, op, left, right)) return tensor_value(*result);
    const TensorPtr a = tensor_or_scalar(runtime, left), b = tensor_or_scalar(runtime, right);
    if (!a || !b) {
        if (op == "==" || op == "!=") return bool_value(op == "!=");
        raise_error("TypeError", "'" + op + "' not supported between instances of '" + type_name(left) + "' and '" + type_name(right) + "'");
    }
    runtime.charge(1 + std::max(a->numel(), b->numel()) / 64);
    return tensor_value(tensor_compare(runtime.meter, op, *a, *b));
}

bool tensor_order(const std::string& op, const Value& left, const Value& right) {
    auto meter = std::make_shared<MemoryMeter>(std::size_t(1) << 20);  // one-element operands only
    auto operand = [&](const Value& value) -> TensorPtr {
        if (is_tensor(value)) {
            const TensorPtr& tensor = tensor_of(value);
            if (tensor->numel() == 0) raise_error("RuntimeError", "Boolean value of Tensor with no values is ambiguous");
            if (tensor->numel() > 1) raise_error("RuntimeError", "Boolean value of Tensor with more than one value is ambiguous");
            return tensor;
        }
        if (!is_number(value))
            raise_error("TypeError", "'" + op + "' not supported between instances of '" + type_name(left) + "' and '" + type_name(right) + "'");
        return scalar_tensor(meter, scalar_of(value));
    };
    const TensorPtr a = operand(left), b = operand(right);
    if (std::optional<TensorPtr> result = extra_comparison(meter, op, left, right)) return (*result)->integers()[0] != 0;
    return tensor_compare(meter, op, *a, *b)->integers()[0] != 0;
}

Value tensor_unary_operator(Runtime& runtime, const std::string& op, const Value& operand) {
    const Tensor& tensor = *tensor_of(operand);
    const OperationScope scope(&operator_label("unary ", op, ""));
    check_operation_dtypes(current_operation(), {&operand});
    runtime.charge(1 + tensor.numel() / 64);
    if (op == "-") return tensor_value(tensor_negate(runtime.meter, tensor));
    if (op == "~") return tensor_value(tensor_invert(runtime.meter, tensor));
    return operand;
}

}  // namespace qkv::python
