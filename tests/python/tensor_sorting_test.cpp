// python_tensor_sorting_test.cpp — sort, argsort, topk, unique, flip and multinomial without replacement: ties in
// torch 1.13's order, the named results, and torch's messages. Expected values come from torch 1.13.1 (AVX2, one
// thread); the corpus (torch_sort_topk_ties.py) checks many more sizes against it.
#include <gtest/gtest.h>

#include "run_program.hpp"

using namespace qkv::python;

namespace {
const std::string kPrelude = "import torch\n";
}  // namespace

TEST(PythonTensorSorting, SmallSlicesKeepTiesInOrderAndLargeOnesDoNot) {
    EXPECT_EQ(output_of(kPrelude, "print(torch.tensor([3., 1., 3., 2., 1.]).sort(descending=True).indices)"), "tensor([0, 2, 3, 1, 4])\n");
    // 17 equal values pass through introsort's partition (torch 1.13 prints this order).
    EXPECT_EQ(output_of(kPrelude, "print(torch.zeros(17).sort().indices.tolist())"),
              "[8, 16, 15, 14, 13, 12, 11, 10, 9, 0, 7, 6, 5, 4, 3, 2, 1]\n");
    EXPECT_EQ(output_of(kPrelude, "print(torch.zeros(17).sort(stable=True).indices.tolist())"),
              "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]\n");
}

TEST(PythonTensorSorting, TopkNamesItsResultAndPutsNaNFirst) {
    EXPECT_EQ(output_of(kPrelude, "print(torch.tensor([1., float('nan'), 3., 3.]).topk(2))"),
              "torch.return_types.topk(\nvalues=tensor([nan, 3.]),\nindices=tensor([1, 3]))\n");
    EXPECT_EQ(output_of(kPrelude, "v, i = torch.topk(torch.tensor([[1, 5, 2], [7, 0, 7]]), 1, dim=0, largest=False)\nprint(v, i)"),
              "tensor([[1, 0, 2]]) tensor([[0, 1, 0]])\n");
    EXPECT_EQ(error_of(kPrelude, "torch.ones(3).topk(4)"), "RuntimeError: selected index k out of range");
    EXPECT_EQ(error_of(kPrelude, "torch.ones(3).topk(1.5)"), "TypeError: topk(): argument 'k' (position 1) must be int, not float");
    EXPECT_EQ(error_of(kPrelude, "torch.tensor([True]).topk(1)"), "RuntimeError: \"topk_cpu\" not implemented for 'Bool'");
}

TEST(PythonTensorSorting, SortRejectsABoolDimAsTorchsParserDoes) {
    EXPECT_EQ(error_of(kPrelude, "torch.sort(torch.ones(2), True)"),
              "TypeError: sort() received an invalid combination of arguments - got (Tensor, bool), but expected one of:\n"
              " * (Tensor input, *, bool stable, int dim, bool descending, tuple of Tensors out)\n"
              " * (Tensor input, int dim, bool descending, *, tuple of Tensors out)\n"
              " * (Tensor input, *, bool stable, name dim, bool descending, tuple of Tensors out)\n"
              " * (Tensor input, name dim, bool descending, *, tuple of Tensors out)\n");
}

TEST(PythonTensorSorting, UniqueCountsAndInverts) {
    EXPECT_EQ(output_of(kPrelude, "print(torch.unique(torch.tensor([3, 1, 2, 3, 1]), return_inverse=True, return_counts=True))"),
              "(tensor([1, 2, 3]), tensor([2, 0, 1, 2, 0]), tensor([2, 1, 2]))\n");
    EXPECT_EQ(output_of(kPrelude, "print(torch.tensor([True, False, True]).unique(sorted=False))"), "tensor([False,  True])\n");
    EXPECT_NE(error_of(kPrelude, "torch.tensor([3, 1]).unique(sorted=False)").find("not supported in this playground"), std::string::npos);
    EXPECT_EQ(output_of(kPrelude, "print(torch.unique(torch.tensor([[1, 2], [3, 4], [1, 2], [0, 9]]), dim=0, return_counts=True))"),
              "(tensor([[0, 9],\n        [1, 2],\n        [3, 4]]), tensor([1, 2, 1]))\n");
}

TEST(PythonTensorSorting, FlipReversesTheGivenDims) {
    EXPECT_EQ(output_of(kPrelude, "print(torch.arange(6).view(2, 3).flip(0, 1))"), "tensor([[5, 4, 3],\n        [2, 1, 0]])\n");
    EXPECT_EQ(error_of(kPrelude, "torch.flip(torch.ones(2), 0)"), "TypeError: flip(): argument 'dims' (position 2) must be tuple of ints, not int");
    EXPECT_EQ(error_of(kPrelude, "torch.ones(2, 2).flip([0, 0])"), "RuntimeError: dim 0 appears multiple times in the list of dims");
    EXPECT_EQ(output_of(kPrelude, "print(torch.arange(4).view(2, 2).fliplr(), torch.flipud(torch.arange(3)))"),
              "tensor([[1, 0],\n        [3, 2]]) tensor([2, 1, 0])\n");
    EXPECT_EQ(error_of(kPrelude, "torch.ones(3).fliplr()"), "RuntimeError: Input must be >= 2-d.");
}

TEST(PythonTensorSorting, MultinomialWithoutReplacementDrawsDistinctIndices) {
    EXPECT_EQ(output_of(kPrelude, "torch.manual_seed(5)\nprint(torch.multinomial(torch.softmax(torch.randn(10), dim=0), 10))"),
              "tensor([5, 3, 4, 1, 0, 8, 7, 9, 6, 2])\n");
}
