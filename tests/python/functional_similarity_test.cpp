// python_functional_similarity_test.cpp — F.cosine_similarity, F.normalize and nn.CosineSimilarity: results and
// messages from torch 1.13.1 (AVX2, one thread); fn_cosine_similarity_tails.py in the corpus covers many shapes.
#include <gtest/gtest.h>

#include "run_program.hpp"

using namespace qkv::python;

namespace {
const std::string kPrelude = "import torch\nimport torch.nn.functional as F\n";
}  // namespace

TEST(PythonFunctionalSimilarity, CosineSimilarityNormalisesEachSideFirst) {
    EXPECT_EQ(output_of(kPrelude, "print(F.cosine_similarity(torch.tensor([1., 2., 3.]), torch.tensor([4., 5., 6.]), dim=0).item())"),
              "0.9746317863464355\n");
    EXPECT_EQ(output_of(kPrelude, "m = torch.arange(6.).view(2, 3)\nprint(F.cosine_similarity(m, m[0]), F.cosine_similarity(torch.zeros(3), torch.ones(3), dim=0))"),
              "tensor([1.0000, 0.8854]) tensor(0.)\n");
    EXPECT_EQ(output_of(kPrelude, "print(torch.nn.CosineSimilarity(), F.cosine_similarity(torch.ones(2, requires_grad=True), torch.ones(2), dim=0))"),
              "CosineSimilarity() tensor(1.0000, grad_fn=<SumBackward1>)\n");
}

TEST(PythonFunctionalSimilarity, MessagesAreTorchs) {
    EXPECT_EQ(error_of(kPrelude, "F.cosine_similarity(torch.ones(3), torch.ones(3))"),
              "IndexError: Dimension out of range (expected to be in range of [-1, 0], but got 1)");
    EXPECT_EQ(error_of(kPrelude, "F.cosine_similarity(torch.tensor([1, 2]), torch.tensor([3, 4]), dim=0)"),
              "RuntimeError: expected common dtype to be floating point, yet common dtype is Long");
    EXPECT_EQ(error_of(kPrelude, "F.cosine_similarity(torch.ones(2, 3), [1, 2, 3])"),
              "TypeError: cosine_similarity(): argument 'x2' (position 2) must be Tensor, not list");
}

TEST(PythonFunctionalSimilarity, NormalizeDividesByTheClampedNorm) {
    EXPECT_EQ(output_of(kPrelude, "print(F.normalize(torch.arange(6.).view(2, 3)))"),
              "tensor([[0.0000, 0.4472, 0.8944],\n        [0.4243, 0.5657, 0.7071]])\n");
    EXPECT_EQ(output_of(kPrelude, "print(F.normalize(torch.zeros(2), dim=0))"), "tensor([0., 0.])\n");
}
