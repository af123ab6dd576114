// python_autograd_test.cpp — backward() where the playground has no backward formula, tensors changed in place
// after the graph saved them, .grad identity across accumulations, and the optimizers' handling of parameters
// without gradients. Numbers against torch are in the corpus (grad_*.py).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "python/torch/autograd/autograd.hpp"
#include "run_program.hpp"

namespace {
const std::string kPrelude = "import torch\nimport torch.nn.functional as F\n";
}  // namespace

TEST(PythonAutograd, BackwardThroughAnOpWithoutFormulaNamesIt) {
    const std::string program =
        "a = torch.ones(3, requires_grad=True)\n"
        "b = torch.ones(3, requires_grad=True)\n"
        "loss = (a * 2).sum() + b.cumprod(0).sum()\n"
        "loss.backward()\n";
    EXPECT_EQ(error_of(kPrelude, program), "NotImplementedError: `backward() through CumprodBackward0` is not supported in this playground");
}

TEST(PythonAutograd, IndexAssignmentInAGraphIsRefusedAtBackward) {
    const std::string program =
        "a = torch.ones(3, 4, requires_grad=True)\n"
        "x = a * 2\n"
        "x[1] = torch.zeros(4, requires_grad=True)\n"
        "print(x.grad_fn.name())\n"
        "x.sum().backward()\n";
    EXPECT_EQ(output_of(kPrelude, program.substr(0, program.rfind("x.sum()"))), "torch::autograd::CopySlices\n");
    EXPECT_EQ(error_of(kPrelude, program), "NotImplementedError: `backward() through CopySlices` is not supported in this playground");
}

TEST(PythonAutograd, AnInPlaceOpThatSavesItsResultReadsTheWrittenTensor) {
    // exp_ saves the tensor it writes, at its version after the write: the gradient is exp's, and a later write
    // is caught by the version counter as torch catches it.
    const std::string in_place = "a = torch.tensor([0.5, -1.0], requires_grad=True)\ny = a * 2\ny.exp_()\n";
    const std::string out_of_place = "a = torch.tensor([0.5, -1.0], requires_grad=True)\ny = (a * 2).exp()\n";
    const std::string backward = "y.sum().backward()\nprint(a.grad, y.grad_fn.name())\n";
    EXPECT_EQ(output_of(kPrelude, in_place + backward), output_of(kPrelude, out_of_place + backward));
    EXPECT_NE(error_of(kPrelude, in_place + "y.add_(1)\n" + backward).find("which is output 0 of ExpBackward0, is at version 2; expected version 1"),
              std::string::npos);
    // Written through a view, the base's history would need CopySlices: refused rather than guessed.
    const std::string through_view = "a = torch.ones(2, requires_grad=True)\ny = a * 2\ny[0:1].exp_()\ny.sum().backward()\n";
    EXPECT_NE(error_of(kPrelude, through_view).find("is not supported in this playground"), std::string::npos);
}

TEST(PythonAutograd, InPlaceArithmeticKeepsItsNode) {
    const std::string program =
        "a = torch.ones(2, requires_grad=True)\n"
        "y = a * 2\n"
        "y *= 3\n"
        "y.sum().backward()\n"
        "print(y.grad_fn.name(), a.grad)\n";
    EXPECT_EQ(output_of(kPrelude, program), "MulBackward0 tensor([6., 6.])\n");
}

TEST(PythonAutograd, ASavedTensorWrittenInPlaceRaisesTorchsVersionError) {
    const std::string program =
        "w = torch.ones(2, requires_grad=True)\n"
        "x = torch.ones(2)\n"
        "loss = (w * x).sum()\n"
        "x += 1\n"
        "x += 1\n"
        "loss.backward()\n";
    EXPECT_EQ(error_of(kPrelude, program),
              "RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: "
              "[torch.FloatTensor [2]] is at version 2; expected version 0 instead. Hint: enable anomaly detection to find the "
              "operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True).");
}

TEST(PythonAutograd, ASavedTensorChangedThroughDataIsRefused) {
    // .data has a version counter of its own: torch would read the new elements, which the playground does not keep.
    const std::string program =
        "w = torch.ones(2, requires_grad=True)\n"
        "x = torch.ones(2)\n"
        "loss = (w * x).sum()\n"
        "x.data += 1\n"
        "loss.backward()\n";
    EXPECT_EQ(error_of(kPrelude, program),
              "NotImplementedError: `backward() after an in-place change of a tensor its graph uses` is not supported in this playground");
}

TEST(PythonAutograd, GradIsOneTensorAccumulatedInPlace) {
    const std::string program =
        "a = torch.tensor([1.0, 2.0], requires_grad=True)\n"
        "(a * 3).sum().backward()\n"
        "g = a.grad\n"
        "(a * a).sum().backward()\n"
        "print(g is a.grad, g.tolist(), g.requires_grad, a.grad.grad_fn)\n"
        "a.grad.zero_()\n"
        "print(g.tolist())\n";
    EXPECT_EQ(output_of(kPrelude, program), "True [5.0, 7.0] False None\n[0.0, 0.0]\n");
}

TEST(PythonAutograd, DetachAndDataCarryNoGradient) {
    const std::string program =
        "a = torch.ones(2, requires_grad=True)\n"
        "(a * 2).sum().backward()\n"
        "print(a.detach().grad, a.data.grad, a.grad.tolist())\n"
        "y = a.detach() * 2\n"
        "print(y.requires_grad)\n";
    EXPECT_EQ(output_of(kPrelude, program), "None None [2.0, 2.0]\nFalse\n");
}

TEST(PythonAutograd, OptimizerStepSkipsParametersWithoutGradient) {
    const std::string program =
        "a = torch.ones(2, requires_grad=True)\n"
        "b = torch.ones(2, requires_grad=True)\n"
        "opt = torch.optim.SGD([a, b], lr=0.5)\n"
        "(a * 2).sum().backward()\n"
        "opt.step()\n"
        "print(a.tolist(), b.tolist(), b.grad)\n";
    EXPECT_EQ(output_of(kPrelude, program), "[0.0, 0.0] [1.0, 1.0] None\n");
}

TEST(PythonAutograd, OptimizerVariantsNotReproducedAreRefused) {
    EXPECT_EQ(error_of(kPrelude, "a = torch.ones(2, requires_grad=True)\ntorch.optim.Adam([a], amsgrad=True)\n"),
              "NotImplementedError: `an optimizer with amsgrad=True` is not supported in this playground");
    EXPECT_EQ(error_of(kPrelude, "a = torch.ones(2, requires_grad=True)\n(a * 2).sum().backward(create_graph=True)\n"),
              "NotImplementedError: `backward(create_graph=True)` is not supported in this playground");
}

// A node that gets a backward formula must come with its golden: the generated corpus program
// grad_golden_<node>.py (tests/python/generate_backward_goldens.py) with real torch's expectations, which the corpus
// test compares bit for bit, natively and in wasm.
TEST(PythonAutograd, EveryNodeWithABackwardHasAGolden) {
    const std::string corpus = std::string(QKV_SOURCE_DIR) + "/tests/python/corpus/grad_golden_";
    for (const std::string& node : qkv::python::nodes_with_backward()) {
        std::ifstream program(corpus + node + ".py"), expected(corpus + node + ".stdout"), status(corpus + node + ".exit");
        EXPECT_TRUE(program.good()) << node << " has no backward golden program";
        std::stringstream printed, exit_status;
        printed << expected.rdbuf();
        exit_status << status.rdbuf();
        EXPECT_EQ(exit_status.str(), "0\n") << node << "'s golden did not run under torch";
        EXPECT_GT(printed.str().size(), 100u) << node << "'s golden printed no gradients";
    }
}

// Each graph below holds about 80 MB of saved tensors (two 4 KB copies per node); under a 120 MB cap the second
// one only fits if the first was freed when `y` was rebound, and a chain of 300,000 nodes is freed without
// overflowing the stack.
TEST(PythonAutograd, ALongGraphIsFreedWhenItsHeadIsDropped) {
    const std::string program =
        "w = torch.ones(1024, requires_grad=True)\n"
        "for attempt in range(3):\n"
        "    y = torch.ones(1024)\n"
        "    for step in range(10000):\n"
        "        y = y * w\n"
        "    y = None\n"
        "print('fits')\n"
        "z = torch.ones(1, requires_grad=True)\n"
        "y = z\n"
        "for step in range(300000):\n"
        "    y = y * 1.0\n"
        "y = 0\n"
        "print('freed')\n";
    qkv::python::RunLimits limits;
    limits.max_tensor_bytes = 120u << 20;
    const qkv::python::RunResult result = qkv::python::run(kPrelude + program, limits);
    EXPECT_TRUE(result.ok) << result.error;
    EXPECT_EQ(result.output, "fits\nfreed\n");
}
