// copy_module_test.cpp — copy.copy and copy.deepcopy: shared references and cycles through the memo, instances
// rebuilt without __init__, tensors and modules through their own copies (expected text printed by CPython 3.11 with
// torch 1.13.1), and the refusals.
#include <gtest/gtest.h>

#include "run_program.hpp"

namespace {
const std::string kPrelude = "import copy\n";
}  // namespace

TEST(PythonCopy, DeepcopyKeepsSharedReferencesSharedAndClosesCycles) {
    EXPECT_EQ(output_of(kPrelude, "s = [1]\nd = copy.deepcopy({'a': s, 'b': s, 't': (1, 2)})\n"
                                  "print(d['a'] is d['b'], d['a'] is s, copy.copy(d)['a'] is d['a'])\n"
                                  "loop = [1]\nloop.append(loop)\nagain = copy.deepcopy(loop)\nprint(again[1] is again, again)\n"),
              "True False True\nTrue [1, [...]]\n");
}

TEST(PythonCopy, InstancesAreRebuiltWithoutInit) {
    EXPECT_EQ(output_of(kPrelude, "class P:\n    def __init__(self):\n        print('init')\n        self.v = [1]\n"
                                  "p = P()\nq = copy.deepcopy(p)\nq.v.append(2)\nprint(p.v, q.v, type(q).__name__)\n"),
              "init\n[1] [1, 2] P\n");
}

TEST(PythonCopy, TensorsFollowTorchsCopyProtocols) {
    const std::string prelude = kPrelude + "import torch\n";
    EXPECT_EQ(output_of(prelude, "a = torch.ones(2, requires_grad=True)\na.sum().backward()\ne = copy.deepcopy(a)\n"
                                 "c = copy.copy(a)\nwith torch.no_grad():\n    c[0] = 3.0\nprint(a, e, e.grad, c.grad)\n"),
              "tensor([3., 1.], requires_grad=True) tensor([1., 1.], requires_grad=True) tensor([1., 1.]) None\n");
    EXPECT_EQ(error_of(prelude, "a = torch.ones(2, requires_grad=True)\ncopy.deepcopy(a * 2)"),
              "RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at "
              "the moment");
    EXPECT_EQ(output_of(prelude, "m = torch.nn.Linear(2, 1)\nb = copy.deepcopy(m)\n"
                                 "print(b.weight is m.weight, torch.equal(b.weight, m.weight), copy.copy(m).weight is m.weight)\n"),
              "False True True\n");
}

TEST(PythonCopy, WhatItCannotCopyIsRefused) {
    EXPECT_EQ(error_of(kPrelude + "import torch\n", "x = torch.arange(4.)\ncopy.deepcopy([x, x[1:]])"),
              "NotImplementedError: `copy.deepcopy of two tensors sharing storage (a tensor and its view) in one call` "
              "is not supported in this playground");
    EXPECT_EQ(error_of(kPrelude + "import torch\n", "copy.deepcopy(torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=0.1))"),
              "NotImplementedError: `copy.deepcopy of a SGD object` is not supported in this playground");
    EXPECT_EQ(error_of(kPrelude, "class C:\n    def __deepcopy__(self, memo):\n        return self\ncopy.deepcopy(C())"),
              "NotImplementedError: `copy.deepcopy of an object whose class defines __deepcopy__` is not supported in "
              "this playground");
    EXPECT_EQ(error_of(kPrelude, "copy.copy()"), "TypeError: copy() missing 1 required positional argument: 'x'");
}
