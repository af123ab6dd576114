// python_names.hpp — attribute names of real Python/torch objects (generated table, see python_names.cpp).
#pragma once

#include <string>
#include <vector>

namespace qkv::python {

// kind: "Tensor", "Parameter", "torch", "torch.nn", "torch.nn.functional", "Size", "str", "list",
// "tuple", "int", "float", "bool", "NoneType", "range", "dict", "set", "dict_keys",
// "dict_values", "dict_items", "math", "matplotlib", "matplotlib.pyplot", "object", the nn modules "Module", "Linear", "ReLU", "Dropout", "LayerNorm",
// "Embedding", "Sequential", "ModuleList", "ModuleDict" (each as dir() lists them, sorted) or "builtins" (dict order).
const std::vector<std::string>& real_names(const std::string& kind);

}  // namespace qkv::python
