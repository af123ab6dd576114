// itertools_module_test.cpp — itertools: CPython's orders for product, permutations and combinations, laziness
// (count and cycle are endless), groupby's runs, the iterators' reprs and messages (expected text printed by
// CPython 3.11).
#include <gtest/gtest.h>

#include "run_program.hpp"

namespace {
const std::string kPrelude =
    "from itertools import accumulate, chain, combinations, count, cycle, groupby, islice, permutations, product, repeat, zip_longest\n";
}  // namespace

TEST(PythonItertools, CombinatoricsFollowCPythonsOrder) {
    EXPECT_EQ(output_of(kPrelude, "print(list(product('ab', repeat=2)), list(permutations(range(3), 2)), list(combinations('abcd', 2)))"),
              "[('a', 'a'), ('a', 'b'), ('b', 'a'), ('b', 'b')] [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)] "
              "[('a', 'b'), ('a', 'c'), ('a', 'd'), ('b', 'c'), ('b', 'd'), ('c', 'd')]\n");
}

TEST(PythonItertools, EndlessIteratorsAreLazy) {
    EXPECT_EQ(output_of(kPrelude, "print(list(islice(cycle('ab'), 5)), list(accumulate(range(5))), next(count(2.5, 0.5)), "
                                  "list(map(pow, range(3), repeat(2))))"),
              "['a', 'b', 'a', 'b', 'a'] [0, 1, 3, 6, 10] 2.5 [0, 1, 4]\n");
}

TEST(PythonItertools, GroupbyZipLongestAndChain) {
    EXPECT_EQ(output_of(kPrelude, "print(list(zip_longest('ab', 'xyz', fillvalue=0)), [(k, list(g)) for k, g in groupby([1, 1, 2, 1])])\n"
                                  "print(list(chain.from_iterable(['ab', 'c'])), repeat(None, 2), count(5))"),
              "[('a', 'x'), ('b', 'y'), (0, 'z')] [(1, [1, 1]), (2, [2]), (1, [1])]\n['a', 'b', 'c'] repeat(None, 2) count(5)\n");
}

TEST(PythonItertools, MessagesAreCPythons) {
    EXPECT_EQ(error_of(kPrelude, "permutations([1], -1)"), "ValueError: r must be non-negative");
    EXPECT_EQ(error_of(kPrelude, "combinations([1])"), "TypeError: combinations() missing required argument 'r' (pos 2)");
    EXPECT_EQ(error_of(kPrelude, "islice([1], 1, 2, 0)"), "ValueError: Step for islice() must be a positive integer or None.");
    EXPECT_EQ(error_of(kPrelude, "import itertools\nitertools.combinatons"),
              "AttributeError: module 'itertools' has no attribute 'combinatons'. Did you mean: 'combinations'?");
}
