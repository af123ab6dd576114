// torch_factories.hpp — the torch functions that make new tensors (tensor, zeros, ones, full, eye, arange, *_like),
// torch.where, and the dtype names (torch.float32, torch.long ...).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

std::vector<std::pair<std::string, Value>> torch_factories();

}  // namespace qkv::python
