// random_module_test.cpp — `random` draws what CPython 3.11 draws after the same seed (values from the oracle
// /usr/bin/python3), with its messages; what it does not reproduce says so.
#include <gtest/gtest.h>

#include "run_program.hpp"

namespace {

const char* const kImport = "import random\n";

TEST(PythonRandom, SeededDrawsAreCPythons) {
    EXPECT_EQ(output_of(kImport, "random.seed(42)\nprint(random.random())\n"), "0.6394267984578837\n");
    EXPECT_EQ(output_of(kImport, "random.seed(0)\nprint([random.randint(1, 6) for _ in range(10)])\n"),
              "[4, 4, 1, 3, 5, 4, 4, 3, 4, 3]\n");
    EXPECT_EQ(output_of(kImport, "random.seed(3)\nl = list(range(8))\nrandom.shuffle(l)\nprint(l)\n"), "[0, 5, 7, 2, 1, 6, 4, 3]\n");
    EXPECT_EQ(output_of(kImport, "random.seed(2**32 + 1)\nprint(random.getrandbits(40))\n"), "550747664005\n");
    EXPECT_EQ(output_of(kImport, "random.seed(9)\nprint(random.sample(range(1000), 7))\n"), "[474, 627, 382, 273, 141, 190, 887]\n");
}

TEST(PythonRandom, SeedsOtherThanSmallIntsAreCPythons) {  // a big int's words; a float's hash, as unsigned
    EXPECT_EQ(output_of(kImport, "random.seed(-1.0)\na = random.random()\nrandom.seed(2**64 - 2)\nprint(a == random.random())\n"), "True\n");
    EXPECT_EQ(output_of(kImport, "random.seed(2**70)\nprint(random.randint(1, 1000))\n"), "239\n");
}

TEST(PythonRandom, EveryImportSharesOneGenerator) {
    EXPECT_EQ(output_of(kImport, "from random import seed, random as draw\nrandom.seed(42)\nprint(draw())\nseed(42)\n"
                                 "print(random.random())\n"),
              "0.6394267984578837\n0.6394267984578837\n");
}

TEST(PythonRandom, MistakesGetCPythonsMessages) {
    EXPECT_EQ(error_of(kImport, "random.randint(3, 1)\n"), "ValueError: empty range for randrange() (3, 2, -1)");
    EXPECT_EQ(error_of(kImport, "random.randint(1)\n"), "TypeError: Random.randint() missing 1 required positional argument: 'b'");
    EXPECT_EQ(error_of(kImport, "random.choice([])\n"), "IndexError: Cannot choose from an empty sequence");
    EXPECT_EQ(error_of(kImport, "from random import randn\n"),
              "ImportError: cannot import name 'randn' from 'random' (/usr/lib/python3.11/random.py)");
}

TEST(PythonRandom, WhatItCannotReproduceIsReported) {
    EXPECT_EQ(error_of(kImport, "random.betavariate(1, 2)\n"), "NotImplementedError: `random.betavariate` is not supported in this playground");
    EXPECT_EQ(error_of(kImport, "random.seed('text')\n"),
              "NotImplementedError: `random.seed with a str` is not supported in this playground");
}

}  // namespace

TEST(PythonRandom, GaussAndNormalvariateMatchCPythonAfterSeed) {
    EXPECT_EQ(output_of("import random\n", "random.seed(1)\nprint(random.gauss(0, 1), random.gauss(0, 1), random.normalvariate(0, 1))\n"
                                           "random.seed(1)\nrandom.gauss()\nrandom.seed(1)\nprint(random.gauss())"),
              "1.2881847531554629 1.449445608699771 0.6074558576437062\n1.2881847531554629\n");
}
