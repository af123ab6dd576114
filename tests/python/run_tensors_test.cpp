// run_tensors_test.cpp — what a run leaves for the inspector: names (module parameters and buffers under dotted
// names), dtypes, and the operands of @, matmul and Linear products resolved to names.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "python/interpreter.hpp"

namespace qkv::python {
namespace {

const NamedTensor& named(const RunResult& result, const std::string& name) {
    for (const NamedTensor& tensor : result.tensors) {
        if (tensor.name == name) return tensor;
    }
    static const NamedTensor missing;
    ADD_FAILURE() << "no tensor named " << name;
    return missing;
}

int index_of(const RunResult& result, const std::string& name) {
    for (std::size_t i = 0; i < result.tensors.size(); ++i) {
        if (result.tensors[i].name == name) return int(i);
    }
    return -1;
}

TEST(RunTensors, DtypesOfBoolIntAndFloatTensors) {
    const RunResult result = run(
        "import torch\nm = torch.tril(torch.ones(3, 3)) == 0\ni = torch.arange(4)\nf = torch.zeros(2)\n");
    ASSERT_TRUE(result.ok) << result.error;
    EXPECT_EQ(named(result, "m").dtype, "bool");
    EXPECT_EQ(named(result, "m").values, (std::vector<float>{0, 1, 1, 0, 0, 1, 0, 0, 0}));
    EXPECT_EQ(named(result, "i").dtype, "int64");
    EXPECT_EQ(named(result, "i").values, (std::vector<float>{0, 1, 2, 3}));
    EXPECT_EQ(named(result, "f").dtype, "float32");
}

TEST(RunTensors, NestedModulesParametersAndBuffers) {
    const RunResult result = run(
        "import torch\nfrom torch import nn\n"
        "class Head(nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.key = nn.Linear(4, 2, bias=False)\n"
        "        self.register_buffer('tril', torch.tril(torch.ones(3, 3)))\n"
        "class Multi(nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.heads = nn.ModuleList([Head(), Head()])\n"
        "model = Multi()\n");
    ASSERT_TRUE(result.ok) << result.error;
    std::vector<std::string> names;
    for (const NamedTensor& tensor : result.tensors) names.push_back(tensor.name);
    EXPECT_EQ(names, (std::vector<std::string>{"model.heads.0.key.weight", "model.heads.1.key.weight",
                                               "model.heads.0.tril", "model.heads.1.tril"}));
    EXPECT_TRUE(named(result, "model.heads.0.key.weight").is_parameter);
    EXPECT_TRUE(named(result, "model.heads.1.tril").is_buffer);
    EXPECT_FALSE(named(result, "model.heads.1.tril").is_parameter);
}

TEST(RunTensors, LinearAndMatmulOperandsResolveToNames) {
    const RunResult result = run(
        "import torch\nfrom torch import nn\ntorch.manual_seed(1)\nx = torch.randn(1, 3, 4)\n"
        "key = nn.Linear(4, 2)\nquery = nn.Linear(4, 2)\nk = key(x)\nq = query(x)\n"
        "wei = q @ k.transpose(-2, -1)\nw2 = torch.matmul(q, k.transpose(1, 2))\nout = wei @ k\n"
        "s = x.sum()\n");
    ASSERT_TRUE(result.ok) << result.error;
    const TensorOrigin& k = named(result, "k").origin;
    EXPECT_EQ(k.kind, "linear");
    EXPECT_EQ(k.left, index_of(result, "x"));
    EXPECT_EQ(k.right, index_of(result, "key.weight"));
    EXPECT_EQ(k.bias, index_of(result, "key.bias"));
    const TensorOrigin& wei = named(result, "wei").origin;
    EXPECT_EQ(wei.kind, "matmul");
    EXPECT_EQ(wei.left, index_of(result, "q"));
    ASSERT_EQ(wei.right, index_of(result, "k.transpose(-2, -1)"));
    EXPECT_TRUE(result.tensors[std::size_t(wei.right)].operand_only);
    EXPECT_EQ(result.tensors[std::size_t(wei.right)].shape, (std::vector<std::int64_t>{1, 2, 3}));
    EXPECT_EQ(wei.bias, -1);
    EXPECT_EQ(named(result, "w2").origin.right, wei.right) << "the same operand values are listed once";
    EXPECT_EQ(named(result, "out").origin.left, index_of(result, "wei"));
    EXPECT_EQ(named(result, "s").origin.kind, "");
}

TEST(RunTensors, AnOperandNoNameHoldsIsListedUnnamed) {
    const RunResult result = run("import torch\na = torch.ones(2, 3)\np = a @ torch.full((3, 2), 2.0)\n");
    ASSERT_TRUE(result.ok) << result.error;
    const TensorOrigin& p = named(result, "p").origin;
    EXPECT_EQ(p.left, index_of(result, "a"));
    ASSERT_EQ(p.right, index_of(result, "(right operand of p)"));
    EXPECT_EQ(result.tensors[std::size_t(p.right)].values, std::vector<float>(6, 2.0f));
}

}  // namespace
}  // namespace qkv::python
