// evaluator_generators_test.cpp — generator functions: lazy resumption (prints interleave with the consumer's),
// StopIteration and its value, and the yields the playground does not resume, which must say so.
#include <gtest/gtest.h>

#include "run_program.hpp"

namespace {

TEST(PythonGenerators, ResumeWhereTheyStopped) {
    EXPECT_EQ(output_of("", "def g():\n    for i in range(2):\n        print('make', i)\n        yield i\n"
                            "for x in g():\n    print('use', x)\n"),
              "make 0\nuse 0\nmake 1\nuse 1\n");
    EXPECT_EQ(output_of("", "def g():\n    yield 1\n    yield from [2, 3]\nit = g()\nprint(next(it), list(it), next(it, 'end'))\n"),
              "1 [2, 3] end\n");
}

TEST(PythonGenerators, AnInfiniteGeneratorIsOnlyRunAsFarAsItIsPulled) {
    EXPECT_EQ(output_of("", "def n():\n    i = 0\n    while True:\n        yield i\n        i += 1\n"
                            "for a, b in zip(n(), 'xy'):\n    print(a, b)\n"
                            "for i, v in enumerate(n()):\n    if i == 2:\n        break\nprint(v)\n"),
              "0 x\n1 y\n2\n");
}

TEST(PythonGenerators, ReturnEndsTheIterationWithItsValue) {
    EXPECT_EQ(error_of("", "def g():\n    yield 1\n    return 'done'\nit = g()\nnext(it)\nnext(it)\n"), "StopIteration: done");
    EXPECT_EQ(error_of("", "def g():\n    yield 1\nit = g()\nnext(it)\nnext(it)\n"), "StopIteration");
    EXPECT_EQ(error_of("", "def g():\n    yield next(iter([]))\nlist(g())\n"), "RuntimeError: generator raised StopIteration");
}

TEST(PythonGenerators, YieldsItCannotResumeAreReported) {
    EXPECT_EQ(error_of("import torch\n", "def g():\n    with torch.no_grad():\n        yield 1\nprint(list(g()))\n"),
              "NotImplementedError: `yield in this position` is not supported in this playground");
    EXPECT_EQ(error_of("", "def g():\n    print((yield))\n"), "NotImplementedError: `yield` is not supported in this playground");
    EXPECT_EQ(error_of("", "yield 1\n"), "SyntaxError: 'yield' outside function");
}

}  // namespace
