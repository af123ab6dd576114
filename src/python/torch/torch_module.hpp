// torch_module.hpp — the `torch`, `torch.nn` and `torch.nn.functional` modules of the playground, tensor
// attributes and methods; numbers drawn by the exact core (Generator, fill_randn).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

// The `torch` module value (its members include `nn`, whose members include `functional`).
Value make_torch_module();
// Registers `torch` and its submodules with the interpreter's import (runtime/native_type.hpp); the program's
// entry (interpreter.cpp) calls it before a run, more calls change nothing.
void register_torch_extension();
// torch.optim's SGD, Adam, AdamW, RMSprop and Adagrad (torch_optim.cpp).
std::vector<std::pair<std::string, Value>> optim_members();
// Whether a value is an instance of one of them (what torch's isinstance(optimizer, Optimizer) accepts here).
bool is_optimizer(const Value& value);
// torch.optim.lr_scheduler's StepLR, LambdaLR and CosineAnnealingLR (lr_scheduler.cpp).
std::vector<std::pair<std::string, Value>> lr_scheduler_members();

// x.shape, x.size(), x.tolist(), q.transpose(0, 1) ...; nullopt when the name is not implemented.
std::optional<Value> tensor_attribute(Runtime& runtime, const Value& tensor, const std::string& name);
// x.requires_grad = True, with torch's errors for the read-only attributes (x.shape = ...).
void set_tensor_attribute(const Value& tensor, const std::string& name, const Value& value);
// a.shape, a.ndim, a.size, a.tolist(), a.item() of the NumPy array from Tensor.numpy(); other names of NumPy's
// are not supported (raises).
std::optional<Value> ndarray_attribute(const Value& array, const std::string& name);
// a[0, 1:3]: NumPy's basic indexing where it agrees with torch's (a NumPy scalar for one element).
Value ndarray_subscript(Runtime& runtime, const Value& array, const Value& index);

// Python's list of a tensor's values (nested lists of floats; a float for a 0-dim tensor).
Value tensor_to_list(const Tensor& tensor);

}  // namespace qkv::python
