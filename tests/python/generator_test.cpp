// generator_test.cpp — what torch.Generator and the state bytes refuse rather than guess. The draws and the
// bytes themselves are compared with torch 1.13.1 by the corpus programs train_gen_* and train_rng_state_*.
#include <gtest/gtest.h>

#include "python/interpreter.hpp"

using namespace qkv::python;

namespace {
std::string error_of(const std::string& program) { return run("import torch\n" + program + "\n").error; }
std::string output_of(const std::string& program) { return run("import torch\n" + program + "\n").output; }
}  // namespace

TEST(PythonTorchGenerator, StateBytesAreReadAndCopiedButNeverComputedWith) {
    EXPECT_EQ(output_of("s = torch.get_rng_state()\nprint(s.dtype, s.clone().shape, s.numel(), s.long().dtype)"),
              "torch.uint8 torch.Size([5056]) 5056 torch.int64\n");
    for (const char* program : {"torch.get_rng_state() + 1", "torch.get_rng_state().sum()", "s = torch.get_rng_state()\ns[0] = 1",
                                "torch.tensor([3], dtype=torch.uint8)", "torch.ones(2, dtype=torch.uint8)"}) {
        const std::string error = error_of(program);
        EXPECT_NE(error.find("NotImplementedError"), std::string::npos) << program << ": " << error;
        EXPECT_NE(error.find("uint8"), std::string::npos) << program << ": " << error;
    }
}

TEST(PythonTorchGenerator, StatesTorchTakesButThisGeneratorCannotHoldAreRefused) {
    EXPECT_NE(error_of("torch.set_rng_state(torch.zeros(5048, dtype=torch.uint8))").find("legacy layout"), std::string::npos);
    EXPECT_NE(error_of("torch.randn(2, generator=5)").find("randn(generator=...) with a int"), std::string::npos);
    EXPECT_NE(error_of("torch.Generator().seed()").find("not supported"), std::string::npos);
    EXPECT_EQ(error_of("torch.set_rng_state(torch.zeros(5056, dtype=torch.uint8))"), "RuntimeError: Invalid mt19937 state");
}

TEST(PythonTorchGenerator, TheDefaultGeneratorIsTheRunsOwn) {
    EXPECT_EQ(output_of("g = torch.manual_seed(3)\nprint(g is torch.default_generator, g.initial_seed(), torch.initial_seed())\n"
                        "torch.default_generator.manual_seed(9)\nprint(torch.initial_seed())"),
              "True 3 3\n9\n");
    EXPECT_EQ(output_of("print(torch.initial_seed())"), "67280421310721\n");  // a fresh run starts from torch's default seed
}
