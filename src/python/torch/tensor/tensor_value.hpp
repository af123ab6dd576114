// tensor_value.hpp — torch's values in the interpreter: a tensor, a NumPy array or scalar (what Tensor.numpy()
// gives), and torch.Size. Tensors and arrays are native objects of the types below (runtime/native_type.hpp);
// torch.Size is a tuple of the subclass size_native_type. The slots that make them behave as torch's objects live
// in tensor_type.cpp and numpy/ndarray_type.cpp.
#pragma once

#include <memory>
#include <vector>

#include "python/runtime/native_type.hpp"
#include "python/runtime/value.hpp"
#include "python/torch/tensor/tensor.hpp"

namespace qkv::python {

extern const NativeType tensor_native_type;   // torch.Tensor (and nn.Parameter, a tensor flagged is_parameter)
extern const NativeType ndarray_native_type;  // numpy.ndarray, and NumPy's scalars (numpy.float32 ...)
extern const NativeType size_native_type;     // torch.Size, a subclass of tuple

struct TensorObject : NativeObject {  // a tensor, or the values of a NumPy array
    TensorObject(const NativeType& type, TensorPtr held) : NativeObject(type), tensor(std::move(held)) {}
    TensorPtr tensor;
};

Value tensor_value(TensorPtr tensor);
inline bool is_tensor(const Value& value) { return is_native(value, tensor_native_type); }
// A NumPy array: a tensor's values, printed as NumPy prints them.
Value ndarray_value(TensorPtr values);
// A NumPy scalar (numpy.float32 ...), what indexing an array down to one element gives: a 0-dim array flagged by
// `boolean`, which prints as the number (NumPy 1.24's repr of a scalar is its str).
Value numpy_scalar_value(TensorPtr value);
inline bool is_ndarray(const Value& value) { return is_native(value, ndarray_native_type); }  // arrays and scalars
// The tensor of a value is_tensor or is_ndarray accepts.
inline const TensorPtr& tensor_of(const Value& value) { return static_cast<const TensorObject&>(*value.object).tensor; }

// The type objects torch.Tensor, torch.nn.Parameter and torch.Size: isinstance accepts their values.
Value tensor_type_object(NativeFunction construct);
Value parameter_type_object(NativeFunction construct);
Value size_type_object(NativeFunction construct);

Value size_value(const Shape& shape);
inline bool is_size(const Value& value) { return is_tuple_subclass(value, size_native_type); }
// torch.Size(items) as torch builds it: ints kept, anything with an integer __index__ (bool, one-element integer
// tensor) converted, else "torch.Size() takes an iterable of 'int' (item 2 is 'float')".
Value size_from_items(const std::vector<Value>& items);

}  // namespace qkv::python
