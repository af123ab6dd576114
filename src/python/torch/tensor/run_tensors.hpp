// run_tensors.hpp — the tensors a finished run leaves behind, as plain data for the app's heatmaps and inspector:
// each module-level name bound to a tensor, each module's parameters and buffers under their dotted names, and the
// operands of any of them made by @, matmul or a Linear.
#pragma once

#include <vector>

#include "python/run_result.hpp"
#include "python/runtime/scope.hpp"

namespace qkv::python {

std::vector<NamedTensor> collect_run_tensors(Scope& globals);

}  // namespace qkv::python
