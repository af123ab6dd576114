// python_tensor_selection_test.cpp — kthvalue, mode, unique_consecutive and diff: the index torch 1.13.1 picks among
// equal values (its quickselect and its mode kernel's std::sort), the refusals, and diff composed of sub so that its
// backward is sub's. The indices were printed by torch 1.13.1 (AVX2, one thread); the corpus (kthvalue_and_mode.py,
// grad_golden_KthvalueBackward0.py ...) checks many more against it.
#include <gtest/gtest.h>

#include "run_program.hpp"

using namespace qkv::python;

namespace {
const std::string kPrelude = "import torch\n";
}  // namespace

TEST(PythonTensorSelection, EqualValuesGiveTheIndexTorchsKernelsPick) {
    EXPECT_EQ(output_of(kPrelude, "print(torch.zeros(17).kthvalue(5).indices.item(), torch.zeros(17).mode().indices.item(), "
                                  "torch.zeros(40).mode().indices.item())"),
              "13 1 19\n");
    EXPECT_EQ(output_of(kPrelude, "print(torch.tensor([2., 1., 2., 1., 2.]).kthvalue(2).indices.item())"), "3\n");
}

TEST(PythonTensorSelection, RunsAreCountedAndDimIsRefused) {
    EXPECT_EQ(output_of(kPrelude, "print(torch.unique_consecutive(torch.tensor([1, 1, 2, 1]), return_counts=True))"),
              "(tensor([1, 2, 1]), tensor([2, 1, 1]))\n");
    EXPECT_EQ(error_of(kPrelude, "torch.unique_consecutive(torch.ones(2, 2), dim=0)"),
              "NotImplementedError: `torch.unique_consecutive(dim=...)` is not supported in this playground");
    EXPECT_EQ(error_of(kPrelude, "torch.mode(torch.tensor([1., float('nan')]))"),
              "NotImplementedError: `torch.mode of a tensor holding NaN` is not supported in this playground");
}

TEST(PythonTensorSelection, DiffIsRecordedAsASubtraction) {
    EXPECT_EQ(output_of(kPrelude, "w = torch.ones(4, requires_grad=True)\nd = torch.diff(w, n=2)\nprint(d.grad_fn.name())\n"
                                  "d.sum().backward()\nprint(w.grad.tolist())"),
              "SubBackward0\n[1.0, -1.0, -1.0, 1.0]\n");
    EXPECT_EQ(error_of(kPrelude, "torch.diff(torch.ones(2, requires_grad=True), n=0)"),
              "NotImplementedError: `torch.diff(n=0) of a tensor that requires grad` is not supported in this playground");
}
