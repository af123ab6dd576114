// python_nn_modules_test.cpp — nn.Module subclasses, the built-in layers and containers: registration order,
// reprs, traversals, state_dict, train/eval, the messages for common mistakes, the receiver check of every native
// method, and the tensors handed to the UI.
#include <gtest/gtest.h>

#include "python/interpreter.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/torch_module.hpp"

using namespace qkv::python;

namespace {

const char* kHead =
    "import torch\nimport torch.nn as nn\ntorch.manual_seed(0)\n"
    "class Head(nn.Module):\n"
    "    def __init__(self, head_size):\n"
    "        super().__init__()\n"
    "        self.key = nn.Linear(8, head_size, bias=False)\n"
    "        self.register_buffer('tril', torch.tril(torch.ones(4, 4)))\n"
    "        self.dropout = nn.Dropout(0.0)\n"
    "    def forward(self, x):\n"
    "        return self.dropout(self.key(x))\n"
    "head = Head(2)\n";

std::string output_of(const std::string& program) {
    const RunResult result = run(program);
    EXPECT_TRUE(result.ok) << result.error;
    return result.output;
}

std::string error_of(const std::string& program) {
    const RunResult result = run(program);
    EXPECT_FALSE(result.ok);
    return result.error;
}

}  // namespace

TEST(PythonNnModules, ReprNestsChildrenAsTorchPrintsThem) {
    EXPECT_EQ(output_of(std::string(kHead) + "print(head)\nprint(nn.Sequential(nn.ReLU(), nn.ModuleList([head])))\n"),
              "Head(\n  (key): Linear(in_features=8, out_features=2, bias=False)\n  (dropout): Dropout(p=0.0, inplace=False)\n)\n"
              "Sequential(\n  (0): ReLU()\n  (1): ModuleList(\n    (0): Head(\n"
              "      (key): Linear(in_features=8, out_features=2, bias=False)\n"
              "      (dropout): Dropout(p=0.0, inplace=False)\n    )\n  )\n)\n");
    EXPECT_EQ(output_of("import torch.nn as nn\nclass Empty(nn.Module):\n    pass\nprint(Empty(), nn.Module())\n"), "Empty() Module()\n");
}

TEST(PythonNnModules, ParametersBuffersAndStateDictFollowTorchsOrder) {
    const std::string program = std::string(kHead) +
                                "head.gain = nn.Parameter(torch.ones(2))\n"
                                "head.plain = torch.zeros(2)\n"
                                "print([n for n, _ in head.named_parameters()])\n"
                                "print([n for n, _ in head.named_buffers()])\n"
                                "print(head.state_dict().keys())\n"
                                "print(sum(p.numel() for p in head.parameters()))\n";
    EXPECT_EQ(output_of(program), "['gain', 'key.weight']\n['tril']\nodict_keys(['gain', 'tril', 'key.weight'])\n18\n");
}

TEST(PythonNnModules, StateDictIsAnOrderedDictOfDetachedTensors) {
    EXPECT_EQ(output_of("import torch.nn as nn\nimport torch\nm = nn.Module()\nm.w = nn.Parameter(torch.ones(2))\n"
                        "sd = m.state_dict()\nprint(sd, type(sd), len(sd))\nprint(nn.Module().state_dict())\n"),
              "OrderedDict([('w', tensor([1., 1.]))]) <class 'collections.OrderedDict'> 1\nOrderedDict()\n");
}

TEST(PythonNnModules, TrainAndEvalReturnTheModuleAndReachEveryChild) {
    EXPECT_EQ(output_of(std::string(kHead) + "print(head.eval() is head, head.training, head.key.training, head.dropout.training)\n"
                                             "print(head.train() is head, [m.training for m in head.modules()])\n"),
              "True False False False\nTrue [True, True, True]\n");
}

TEST(PythonNnModules, CallingRunsForwardAndDropoutIsTheIdentityWhenItDropsNothing) {
    EXPECT_EQ(output_of(std::string(kHead) + "x = torch.ones(1, 8)\nprint(torch.equal(head(x), head.key(x)))\n"
                                             "d = nn.Dropout(0.5).eval()\nprint(d(x) is x)\n"),
              "True\nTrue\n");
}

TEST(PythonNnModules, DropoutWhileTrainingDrawsAsTorchsBernoulli) {
    EXPECT_EQ(output_of("import torch\nimport torch.nn as nn\ntorch.manual_seed(0)\nprint(nn.Dropout(0.5)(torch.ones(2, 4)))\n"),
              "tensor([[0., 0., 2., 0.],\n        [0., 0., 2., 2.]])\n");
}

TEST(PythonNnModules, ForgettingSuperInitFailsAsTorchDoes) {
    EXPECT_EQ(error_of("import torch.nn as nn\nclass A(nn.Module):\n    def __init__(self):\n        self.l = nn.Linear(2, 2)\nA()\n"),
              "AttributeError: cannot assign module before Module.__init__() call");
    EXPECT_EQ(error_of("import torch.nn as nn\nclass A(nn.Module):\n    def __init__(self):\n        self.n = 2\n"
                       "    def forward(self, x):\n        return x\nA()(1)\n"),
              "AttributeError: 'A' object has no attribute '_backward_hooks'");
}

TEST(PythonNnModules, MistakesAreWordedAsTorchWordsThem) {
    EXPECT_EQ(error_of(std::string(kHead) + "head.keyy\n"), "AttributeError: 'Head' object has no attribute 'keyy'. Did you mean: 'key'?");
    EXPECT_EQ(error_of("import torch.nn as nn\nclass A(nn.Module):\n    pass\nA()(1)\n"),
              "NotImplementedError: Module [A] is missing the required \"forward\" function");
    EXPECT_EQ(error_of("import torch.nn as nn\nnn.ModuleList([nn.ReLU()])[1]\n"), "IndexError: index 1 is out of range");
    EXPECT_EQ(error_of(std::string(kHead) + "head.key = 3\n"),
              "TypeError: cannot assign 'int' as child module 'key' (torch.nn.Module or None expected)");
    EXPECT_EQ(error_of(std::string(kHead) + "head(torch.ones(1, 3))\n"),
              "RuntimeError: mat1 and mat2 shapes cannot be multiplied (1x3 and 8x2)");
}

TEST(PythonNnModules, LinearIsAModuleWithWeightAndBias) {
    EXPECT_EQ(output_of("import torch.nn as nn\nl = nn.Linear(3, 2)\nprint(isinstance(l, nn.Module), [n for n, _ in l.named_parameters()])\n"
                        "print(type(l), l.bias is None, nn.Linear(1, 1, bias=False).bias)\n"),
              "True ['weight', 'bias']\n<class 'torch.nn.modules.linear.Linear'> False None\n");
}

TEST(PythonNnModules, WhatTheProgramDoesNotHaveIsReportedAsUnsupported) {
    const RunResult result = run("import torch.nn as nn\nnn.Linear(2, 2).register_forward_hook(print)\n");
    EXPECT_EQ(result.error_type, "NotImplementedError");
    EXPECT_NE(result.error.find("is not supported in this playground"), std::string::npos);
}

TEST(PythonNnModules, AModulesParametersAreReportedToTheInterface) {
    const RunResult result = run(std::string(kHead) + "layer = nn.Linear(2, 1)\n");
    ASSERT_TRUE(result.ok) << result.error;
    std::vector<std::string> names;
    for (const NamedTensor& tensor : result.tensors) names.push_back(tensor.name);
    EXPECT_EQ(names, (std::vector<std::string>{"head.key.weight", "head.tril", "layer.weight", "layer.bias"}));
    EXPECT_TRUE(result.tensors[0].is_parameter);
    EXPECT_TRUE(result.tensors[1].is_buffer);
}

namespace {

// Every class reachable from the torch module (torch.nn's layers and containers, the optimizers ...).
void collect_classes(const Value& module, std::vector<Value>& classes, int depth = 0) {
    for (const auto& member : object_of<ModuleObject>(module).members) {
        if (member.second.type == Type::Class) classes.push_back(member.second);
        if (member.second.type == Type::Module && depth < 3) collect_classes(member.second, classes, depth + 1);
    }
}

}  // namespace

// The receiver check is not a list of methods someone remembered: every native method of every torch class
// refuses a missing or wrong self with a Python error before its body can read it, except that a wrong self reaches
// the forwards marked any_self, which read it only through its attributes.
TEST(PythonNnModules, EveryNativeMethodOfATorchClassChecksItsReceiver) {
    std::vector<Value> classes;
    collect_classes(make_torch_module(), classes);
    ASSERT_GT(classes.size(), 10u);
    Runtime runtime;
    int checked = 0, any_self = 0;
    for (const Value& cls : classes)
        for (const std::string& name : class_of(cls).members.names()) {
            const Value& member = *class_of(cls).members.find(name);
            if (member.type != Type::Builtin || object_of<BuiltinObject>(member).wraps_function) continue;
            EXPECT_TRUE(object_of<BuiltinObject>(member).receiver) << class_of(cls).name << "." << name;
            for (const std::vector<Value>& positional : {std::vector<Value>{}, std::vector<Value>{int_value(3), int_value(4)}}) {
                CallArgs args;
                args.positional = positional;
                if (positional.empty() || !object_of<BuiltinObject>(member).any_self) {
                    EXPECT_THROW(object_of<BuiltinObject>(member).call(runtime, args), PythonError) << class_of(cls).name << "." << name;
                    continue;
                }
                // A forward that reads self only through its attributes runs with 3 as self: an int has none of
                // them, so it raises, except Identity's, which reads none and hands back its input.
                ++any_self;
                try {
                    const Value answer = object_of<BuiltinObject>(member).call(runtime, args);
                    EXPECT_EQ(class_of(cls).name + "." + name + " " + repr(answer), "Identity.forward 4");
                } catch (const PythonError&) {
                }
            }
            ++checked;
        }
    EXPECT_GT(checked, 50);
    EXPECT_GT(any_self, 5);
}
