// nn_attention_test.cpp — nn.MultiheadAttention's refusals: where torch would run another kernel (its fused fast
// path) or a form the playground does not reproduce, the program stops with a clear message, never a number.
// What it prints where it runs is checked against real torch by the corpus (nn_multihead_attention*.py).
#include <gtest/gtest.h>

#include "python/interpreter.hpp"

using namespace qkv::python;

namespace {

const std::string kSetup = "import torch\nimport torch.nn as nn\ntorch.manual_seed(0)\nx = torch.randn(2, 4, 8)\n";

std::string refusal_of(const std::string& program) {
    const RunResult result = run(kSetup + program);
    EXPECT_EQ(result.error_type, "NotImplementedError") << result.output << result.error;
    return result.error;
}

}  // namespace

TEST(PythonNnAttention, TheFusedFastPathIsRefusedInEvalModeWithoutGradients) {
    const std::string fast = "m = nn.MultiheadAttention(8, 2, batch_first=True).eval()\nwith torch.no_grad():\n    m(x, x, x)\n";
    EXPECT_NE(refusal_of(fast).find("fast path"), std::string::npos);
    // Parameters that require grad keep torch on the op-by-op path, even in eval mode, and so does an odd head count.
    EXPECT_TRUE(run(kSetup + "m = nn.MultiheadAttention(8, 2, batch_first=True).eval()\nprint(m(x, x, x)[0].shape)\n").ok);
    EXPECT_TRUE(run(kSetup + "m = nn.MultiheadAttention(8, 1, batch_first=True).eval()\n"
                             "with torch.no_grad():\n    print(m(x, x, x)[0].shape)\n").ok);
}

TEST(PythonNnAttention, FormsThePlaygroundDoesNotReproduceAreRefusedByName) {
    EXPECT_NE(refusal_of("nn.MultiheadAttention(8, 2, add_bias_kv=True)\n").find("add_bias_kv"), std::string::npos);
    EXPECT_NE(refusal_of("nn.MultiheadAttention(8, 2, add_zero_attn=True)\n").find("add_zero_attn"), std::string::npos);
    EXPECT_NE(refusal_of("nn.MultiheadAttention(8, 2, kdim=4)\n").find("kdim"), std::string::npos);
    const std::string mha = "m = nn.MultiheadAttention(8, 2, batch_first=True)\n";
    EXPECT_NE(refusal_of(mha + "m(x, x, x, attn_mask=torch.full((4, 4), 0.5))\n").find("0 and -inf"), std::string::npos);
    EXPECT_NE(refusal_of(mha + "m(x, x, x, key_padding_mask=torch.zeros(2, 4))\n").find("key_padding_mask"), std::string::npos);
    EXPECT_NE(refusal_of(mha + "m(x.double(), x.double(), x.double())\n").find("float64"), std::string::npos);
}
