// autograd_graph.hpp — the graph as Python sees it: x.grad_fn and the nodes behind it (name(), next_functions,
// an AccumulateGrad's variable).
#pragma once

#include "python/runtime/value.hpp"
#include "python/torch/tensor/tensor.hpp"

namespace qkv::python {

struct Runtime;

// x.grad_fn: None for a leaf, else an object of the backward node's class.
Value grad_fn_object(Runtime& runtime, const Tensor& tensor);

}  // namespace qkv::python
