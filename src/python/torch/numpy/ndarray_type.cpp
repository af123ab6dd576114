// ndarray_type.cpp — the NumPy arrays and scalars Tensor.numpy() gives, as the interpreter sees them: the
// native-type slots for NumPy 1.24's repr and str, len, iteration, indexing and float() (runtime/native_type.hpp).
#include "python/runtime/errors.hpp"
#include "python/torch/numpy/numpy_repr.hpp"
#include "python/torch/tensor/tensor_value.hpp"
#include "python/torch/torch_module.hpp"

namespace qkv::python {
namespace {

bool is_numpy_scalar(const Value& value) { return value.boolean; }

std::string ndarray_type_name(const Value& self) {
    if (!is_numpy_scalar(self)) return "numpy.ndarray";
    const DType dtype = tensor_of(self)->dtype;
    return dtype == DType::Bool ? "numpy.bool_" : std::string("numpy.") + numpy_dtype_name(dtype);
}

std::string ndarray_repr_slot(const Value& self) {  // a scalar's repr is its str in NumPy 1.24
    return is_numpy_scalar(self) ? ndarray_str(*tensor_of(self)) : ndarray_repr(*tensor_of(self));
}

std::string ndarray_str_slot(const Value& self) { return ndarray_str(*tensor_of(self)); }

std::optional<Value> ndarray_attribute_slot(Runtime&, const Value& self, const std::string& name) { return ndarray_attribute(self, name); }

std::int64_t ndarray_length(const Value& self) {
    if (is_numpy_scalar(self)) raise_error("TypeError", "object of type '" + type_name(self) + "' has no len()");
    if (tensor_of(self)->rank() == 0) raise_error("TypeError", "len() of unsized object");
    return tensor_of(self)->shape[0];
}

std::vector<Value> ndarray_rows(Runtime& runtime, const Value& self) {
    if (is_numpy_scalar(self)) raise_error("TypeError", "'" + type_name(self) + "' object is not iterable");
    if (tensor_of(self)->rank() == 0) raise_error("TypeError", "iteration over a 0-d array");
    std::vector<Value> rows;
    for (std::int64_t i = 0; i < tensor_of(self)->shape[0]; ++i) rows.push_back(ndarray_subscript(runtime, self, int_value(i)));
    return rows;
}

void ndarray_assign_item(Runtime&, const Value&, const Value&, const Value&) { raise_unsupported("assigning into a NumPy array"); }

double ndarray_to_float(const Value& self) {  // a NumPy scalar, or an array of one element
    if (tensor_of(self)->numel() != 1) raise_error("TypeError", "only size-1 arrays can be converted to Python scalars");
    return tensor_of(self)->element(0);
}

NativeType make_ndarray_type() {
    NativeType type;
    type.name = "numpy.ndarray";
    type.type_name = ndarray_type_name;
    type.repr = ndarray_repr_slot;
    type.str = ndarray_str_slot;
    type.attribute = ndarray_attribute_slot;
    type.iterate = ndarray_rows;
    type.length = ndarray_length;
    type.subscript = ndarray_subscript;
    type.assign_subscript = ndarray_assign_item;
    type.to_float = ndarray_to_float;
    return type;
}

}  // namespace

const NativeType ndarray_native_type = make_ndarray_type();

Value ndarray_value(TensorPtr values) { return native_value(std::make_shared<TensorObject>(ndarray_native_type, std::move(values))); }

Value numpy_scalar_value(TensorPtr value) {
    Value result = ndarray_value(std::move(value));
    result.boolean = true;
    return result;
}

}  // namespace qkv::python
