// python_interpreter_test.cpp — run(): output kept before errors, error lines, limits, tensors for the UI, and the
// lesson examples against the outputs real PyTorch printed.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "python/interpreter.hpp"

using namespace qkv::python;

namespace {
std::string read_file(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}
}  // namespace

TEST(PythonInterpreter, LessonExamplesPrintWhatPyTorchPrinted) {
    const std::string folder = std::string(QKV_SOURCE_DIR) + "/assets/examples/";
    for (const char* name : {"1-one-projection", "2-two-roles", "3-example", "4-attention-scores"}) {
        const RunResult result = run(read_file(folder + name + ".py"));
        EXPECT_TRUE(result.ok) << name << ": " << result.error;
        EXPECT_EQ(result.output, read_file(folder + name + ".out")) << name;
    }
}

TEST(PythonInterpreter, OutputBeforeAnErrorStays) {
    const RunResult result = run("query = 1\nprint('before')\nprint(querry)\n");
    EXPECT_FALSE(result.ok);
    EXPECT_EQ(result.output, "before\n");
    EXPECT_EQ(result.error, "NameError: name 'querry' is not defined. Did you mean: 'query'?");
    EXPECT_EQ(result.error_line, 3);
}

TEST(PythonInterpreter, ErrorLineInsideAFunctionIsTheInnermost) {
    const RunResult result = run("def f(x):\n    return x / 0\n\nf(1)\n");
    EXPECT_EQ(result.error, "ZeroDivisionError: division by zero");
    EXPECT_EQ(result.error_line, 2);
}

TEST(PythonInterpreter, StepBudgetStopsEndlessLoops) {
    RunLimits limits;
    limits.max_steps = 10000;
    const RunResult result = run("print('start')\nwhile True:\n    pass\n", limits);
    EXPECT_FALSE(result.ok);
    EXPECT_EQ(result.error_type, "TimeoutError");
    EXPECT_EQ(result.output, "start\n");
}

// A cap on frames below CPython's limit (the page's worker without a stack of its own) is what sys.getrecursionlimit()
// answers, and recursion stops there with CPython's RecursionError; a raised limit is still held by the cap.
TEST(PythonInterpreter, FrameCapIsTheRecursionLimitTheProgramSees) {
    RunLimits limits;
    limits.max_frames = 50;
    const char* program =
        "import sys\n"
        "def depth(n):\n"
        "    try:\n"
        "        return depth(n + 1)\n"
        "    except RecursionError:\n"
        "        return n\n"
        "def endless():\n"
        "    return endless()\n"
        "print(sys.getrecursionlimit(), depth(1))\n"
        "try:\n"
        "    endless()\n"
        "except RecursionError as error:\n"
        "    print(error)\n"
        "sys.setrecursionlimit(5000)\n"
        "print(sys.getrecursionlimit(), depth(1))\n";
    const RunResult result = run(program, limits);
    EXPECT_TRUE(result.ok) << result.error;
    EXPECT_EQ(result.output, "50 49\nmaximum recursion depth exceeded\n5000 49\n");
    limits.max_frames = 0;  // natively: CPython's 1000
    EXPECT_EQ(run("import sys\nprint(sys.getrecursionlimit())\n", limits).output, "1000\n");
}

TEST(PythonInterpreter, MemoryCapStopsHugeTensors) {
    const RunResult result = run("import torch\nx = torch.randn(10**6, 10**6)\n");
    EXPECT_FALSE(result.ok);
    EXPECT_EQ(result.error_type, "MemoryError");
    EXPECT_EQ(result.error_line, 2);
}

TEST(PythonInterpreter, TensorsBoundToNamesAreReported) {
    const RunResult result = run(
        "import torch\nfrom torch import nn\ntorch.manual_seed(42)\nx = torch.randn(1, 4, 8)\n"
        "query = nn.Linear(8, 2, bias=False)\nq = query(x)\n");
    ASSERT_TRUE(result.ok) << result.error;
    std::vector<std::string> names;
    for (const NamedTensor& tensor : result.tensors) names.push_back(tensor.name);
    EXPECT_EQ(names, (std::vector<std::string>{"x", "query.weight", "q"}));
    EXPECT_EQ(result.tensors[2].shape, (std::vector<std::int64_t>{1, 4, 2}));
    EXPECT_EQ(result.tensors[2].grad_fn, "UnsafeViewBackward0");
    EXPECT_EQ(result.tensors[0].values.size(), 32u);
}

TEST(PythonInterpreter, SyntaxErrorsRunNothing) {
    const RunResult result = run("print('a')\nx = (1,\n");
    EXPECT_EQ(result.output, "");
    EXPECT_EQ(result.error, "SyntaxError: '(' was never closed");
    EXPECT_EQ(result.error_line, 2);
}

TEST(PythonInterpreter, UnsupportedConstructsAreReportedNotCrashed) {
    const RunResult result = run("async def f():\n    pass\n");
    EXPECT_EQ(result.error_type, "NotImplementedError");
    EXPECT_NE(result.error.find("is not supported in this playground"), std::string::npos);
}

TEST(PythonInterpreter, ALongRunHandsOnWhatItPrintedAsItGoes) {
    RunLimits limits;
    std::vector<std::string> chunks;
    int heartbeats = 0;
    limits.on_output = [&](std::string_view printed) {
        if (printed.empty()) ++heartbeats;
        else chunks.emplace_back(printed);
    };
    limits.output_every_steps = 1000;
    limits.max_steps = 200000;
    const RunResult result = run("for i in range(5):\n    print(i)\n    for j in range(2000):\n        pass\n"
                                 "while True:\n    pass\n", limits);
    EXPECT_EQ(result.error_type, "TimeoutError");
    // Each print is handed on at the next step, on its own, while the program runs.
    EXPECT_EQ(chunks, (std::vector<std::string>{"0\n", "1\n", "2\n", "3\n", "4\n"}));
    EXPECT_EQ(result.output, "0\n1\n2\n3\n4\n");
    // The silent loop still calls back every 1000 steps, with nothing new, so a caller can flush what it holds.
    EXPECT_GE(heartbeats, 150);
}

TEST(PythonInterpreter, NativeCodeCallsBackIntoUserFunctions) {
    // sorted's key= is a user's lambda that reads a local of the function it was made in (its closure).
    const RunResult result = run("def by(column, rows):\n    return sorted(rows, key=lambda r: r[column])\n"
                                 "print(by(1, [(1, 'b'), (2, 'a')]))\n");
    EXPECT_TRUE(result.ok) << result.error;
    EXPECT_EQ(result.output, "[(2, 'a'), (1, 'b')]\n");
}

TEST(PythonInterpreter, FunctionsTakeAttributesAndFormatIsABuiltin) {
    const RunResult result = run("def f():\n    pass\nf.calls = 1\nf.calls += 1\nprint(f.calls, format(1234.5, ',.1f'), format(5, '03'))\n");
    ASSERT_TRUE(result.ok) << result.error;
    EXPECT_EQ(result.output, "2 1,234.5 005\n");
}

TEST(PythonInterpreter, OperatorMessagesNameTheOperatorAsWritten) {
    EXPECT_EQ(run("x = 2\nx += 'a'\n").error, "TypeError: unsupported operand type(s) for +=: 'int' and 'str'");
    EXPECT_EQ(run("2 ** 'x'\n").error, "TypeError: unsupported operand type(s) for ** or pow(): 'int' and 'str'");
    EXPECT_EQ(run("class F:\n    def __float__(self):\n        return 0.5\nprint(float(F()))\n").output, "0.5\n");
}

// The worker runs program after program in one runtime, whose classes are made once: what one run does to them
// must not reach the next, so a change to a class it did not define is refused, and the next run sees none of it.
TEST(PythonInterpreter, ARunCannotChangeTheClassesTheNextRunSees) {
    const char* read_back =
        "import torch.nn as nn, torch.optim as optim, collections\n"
        "print(hasattr(nn.Sequential, 'extra'), hasattr(nn.Module, 'extra'), hasattr(optim.SGD, 'extra'),\n"
        "      hasattr(ValueError, 'extra'), hasattr(nn.Linear, 'forward'))\n";
    const std::string before = run(read_back).output;
    EXPECT_EQ(before, "False False False False True\n");
    const std::vector<std::pair<std::string, std::string>> changes = {
        {"import torch.nn as nn\nnn.Sequential.extra = nn.Sequential()\n",
         "`changing the class torch.nn.modules.container.Sequential (the playground shares it between runs)`"},
        {"import torch.nn as nn\nnn.Module.extra = 1\n", "`changing the class torch.nn.modules.module.Module"},
        {"import torch.optim as optim\noptim.SGD.extra = 1\n", "`changing the class torch.optim.sgd.SGD"},
        {"import torch.nn as nn\ndel nn.Linear.forward\n", "`changing the class torch.nn.modules.linear.Linear"},
        {"import collections\ncollections.Counter.extra = 1\n", "`changing the class collections.Counter"},
        {"ValueError.extra = 1\n", "TypeError: cannot set 'extra' attribute of immutable type 'ValueError'"},
    };
    for (const auto& [program, message] : changes) {
        const RunResult changed = run(program);
        EXPECT_FALSE(changed.ok) << program;
        EXPECT_NE(changed.error.find(message), std::string::npos) << changed.error;
        EXPECT_EQ(run(read_back).output, before) << "after: " << program;
    }
}

// Where the page gives deep recursion fresh stacks (RunLimits::frames_per_stack), a program sees nothing of it:
// returns, exceptions raised below a switch and caught above it, RecursionError at the limit, and generators.
TEST(PythonInterpreter, FreshStacksChangeNothingAProgramSees) {
    const char* program =
        "import sys\n"
        "def down(n):\n"
        "    if n == 0:\n"
        "        raise ValueError('bottom')\n"
        "    try:\n"
        "        return 1 + down(n - 1)\n"
        "    finally:\n"
        "        trail.append(n)\n"
        "trail = []\n"
        "try:\n"
        "    down(40)\n"
        "except ValueError as error:\n"
        "    print(error, len(trail), trail[:3])\n"
        "def count(n):\n"
        "    return 0 if n == 0 else 1 + count(n - 1)\n"
        "print(count(95))\n"
        "def endless(n):\n"
        "    return endless(n + 1)\n"
        "try:\n"
        "    endless(0)\n"
        "except RecursionError as error:\n"
        "    print(error)\n"
        "def numbers(n):\n"
        "    if n:\n"
        "        yield from numbers(n - 1)\n"
        "    yield n\n"
        "print(sum(numbers(30)))\n";
    RunLimits limits;
    limits.max_frames = 100;
    const RunResult one_stack = run(program, limits);
    EXPECT_TRUE(one_stack.ok) << one_stack.error;
    EXPECT_EQ(one_stack.output, "bottom 40 [1, 2, 3]\n95\nmaximum recursion depth exceeded\n465\n");
    limits.frames_per_stack = 7;
    const RunResult many_stacks = run(program, limits);
    EXPECT_TRUE(many_stacks.ok) << many_stacks.error;
    EXPECT_EQ(many_stacks.output, one_stack.output);
}
