// python_dict_set_test.cpp — CPython's hashes, the set table's iteration order, and the dict's insertion order.
#include <gtest/gtest.h>

#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"

using namespace qkv::python;

TEST(PythonDictSet, HashesAreCPythons) {
    EXPECT_EQ(python_hash(int_value(-1)), -2);
    EXPECT_EQ(python_hash(int_value(std::int64_t{1} << 61)), 1);
    EXPECT_EQ(python_hash(int_value(-(std::int64_t{1} << 62))), -2);
    EXPECT_EQ(python_hash(float_value(0.5)), 1152921504606846976);
    EXPECT_EQ(python_hash(float_value(-1.5)), -1152921504606846977);
    EXPECT_EQ(python_hash(float_value(7.0)), python_hash(int_value(7)));
    EXPECT_EQ(python_hash(tuple_value({int_value(1), int_value(2)})), -3550055125485641917);
    EXPECT_EQ(python_hash(tuple_value({int_value(1), tuple_value({int_value(2), float_value(3.5)})})), -9148893311433065316);
    EXPECT_THROW(python_hash(list_value({})), PythonError);
}

TEST(PythonDictSet, SetsIterateInCPythonsTableOrder) {
    // Colliding ints probe as CPython's table does; a literal of constants is built twice over (see set_from_items).
    const std::vector<Value> items = {int_value(16), int_value(8), int_value(0), int_value(32), int_value(24)};
    Value set = set_from_items(items);
    EXPECT_EQ(repr(set), "{32, 0, 8, 16, 24}");
    EXPECT_EQ(repr(set_from_items(items, true)), "{32, 0, 16, 8, 24}");
    EXPECT_EQ(repr(set_from_items({int_value(5), int_value(13), int_value(21)})), "{13, 21, 5}");
    EXPECT_EQ(repr(set_from_items({int_value(5), int_value(13), int_value(21)}, true)), "{21, 5, 13}");
    set_of(set).discard(int_value(0));
    set_of(set).add(int_value(40));
    EXPECT_EQ(repr(set), "{32, 8, 40, 16, 24}");  // the new key takes the last dummy slot it passed
    EXPECT_EQ(repr(set_value()), "set()");
}

TEST(PythonDictSet, DictsKeepInsertionOrderThroughRemovals) {
    Value dict = dict_value();
    for (int i = 0; i < 40; ++i) dict_of(dict).set(int_value(i), int_value(i * i));
    for (int i = 0; i < 38; ++i) EXPECT_TRUE(dict_of(dict).remove(int_value(i)));
    dict_of(dict).set(str_value("k"), none_value());
    dict_of(dict).set(float_value(39.0), str_value("same key as 39"));
    EXPECT_EQ(repr(dict), "{38: 1444, 39: 'same key as 39', 'k': None}");
    EXPECT_FALSE(dict_of(dict).remove(int_value(0)));
}

// frozenset: the same table, frozen; hashed as CPython hashes it (value from the oracle), printed with its name.
TEST(PythonDictSet, FrozensetHashesAndPrintsAsCPython) {
    Value frozen = set_value();
    for (std::int64_t i = 1; i <= 3; ++i) set_of(frozen).add(int_value(i));
    set_of(frozen).frozen = true;
    EXPECT_EQ(python_hash(frozen), -272375401224217160);
    EXPECT_EQ(repr(frozen), "frozenset({1, 2, 3})");
    EXPECT_EQ(repr(set_value()), "set()");
    Value empty = set_value();
    set_of(empty).frozen = true;
    EXPECT_EQ(repr(empty), "frozenset()");
    EXPECT_EQ(type_name(empty), "frozenset");
}
