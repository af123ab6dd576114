// tensor_dtypes.hpp — the dtypes beyond float32, int64 and bool that some ops take (float64, float16, int32):
// torch's result type with them, casts between all dtypes, and the element-wise ops that compute in them. Ops
// elsewhere read float32/int64/bool storage only (Tensor::data(), integers()), so they refuse these dtypes with a
// NotImplementedError naming the op, and tensor_attribute / the torch module refuse them up front (takes_dtypes).
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "python/torch/tensor/tensor_value.hpp"
#include "python/torch/ops/tensor_ops.hpp"

namespace qkv::python {

// One operand of an element-wise op: a tensor, or a Python number when `tensor` is null.
struct Operand {
    Operand(const Tensor* operand) : tensor(operand) {}  // implicit, so that {&left} names a tensor operand
    explicit Operand(const Scalar& value) : number(value) {}
    const Tensor* tensor = nullptr;
    Scalar number;
};

// torch's result_type: the dtypes of dimensioned tensors, then of 0-dim ones, then of Python numbers (a float
// counting as float32); a lower group only counts when its category (bool < integer < float) is higher.
DType result_type(const std::vector<Operand>& operands);
bool has_extra_dtype(std::initializer_list<Operand> operands);

// The float16 nearest to `value` (ties to even), as a float: c10::Half's conversion.
float round_to_half(float value);

// Element n of a tensor set from a double or an int64 as torch's static_cast to its dtype does.
void set_from_real(Tensor& tensor, std::int64_t n, double value);
void set_from_integer(Tensor& tensor, std::int64_t n, std::int64_t value);

// The values cast to `dtype` (any dtype to any), as torch's copy kernel casts them.
TensorPtr convert_dtype(const MeterPtr& meter, const Tensor& tensor, DType dtype);

// '+', '-', '*', '/' and the comparisons when an operand has an extra dtype, computed in the result type.
TensorPtr extra_arithmetic(const MeterPtr& meter, char op, const Operand& left, const Operand& right);
TensorPtr extra_compare(const MeterPtr& meter, const std::string& op, const Operand& left, const Operand& right);
// neg, abs and sqrt of a float64 or float16 tensor (neg and abs of int32 too); nullptr for another name.
TensorPtr extra_unary(const MeterPtr& meter, const std::string& name, const Tensor& tensor);

// Whether `operation` ("Tensor.add", "torch.zeros", "the + operator") takes tensors of `dtype`; every other op
// refuses an extra dtype before it runs.
bool takes_dtype(const std::string& operation, DType dtype);
// Raises NotImplementedError naming `operation` and the dtype when a tensor among `values` (lists and tuples
// looked into) has an extra dtype that the operation does not take.
void check_operation_dtypes(const std::string& operation, std::initializer_list<const Value*> values);
void check_value_dtypes(const std::string& operation, const Value& value);
// The same for a call's arguments (and the tensor a method is called on, unless null).
void check_call_dtypes(const std::string& operation, const CallArgs& args, const Value* self = nullptr);

}  // namespace qkv::python
