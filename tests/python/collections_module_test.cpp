// python_collections_module_test.cpp — Counter, defaultdict, OrderedDict, namedtuple and deque: CPython 3.11's reprs,
// orders, missing keys and messages (expected text printed by CPython 3.11).
#include <gtest/gtest.h>

#include "run_program.hpp"

using namespace qkv::python;

namespace {
const std::string kPrelude = "from collections import Counter, defaultdict, OrderedDict, namedtuple, deque\n";
}  // namespace

TEST(PythonCollections, CounterPrintsByCountAndDefaultsToZero) {
    EXPECT_EQ(output_of(kPrelude, "c = Counter('hello world')\nprint(c)\nprint(c.most_common(2), c['z'], c.total())"),
              "Counter({'l': 3, 'o': 2, 'h': 1, 'e': 1, ' ': 1, 'w': 1, 'r': 1, 'd': 1})\n[('l', 3), ('o', 2)] 0 11\n");
    EXPECT_EQ(output_of(kPrelude, "print(Counter([3, 1, 3, 2]) + Counter([1, 1]), Counter(a=3, b=1) - Counter(a=1, b=2), Counter())"),
              "Counter({1: 3, 3: 2, 2: 1}) Counter({'a': 2}) Counter()\n");
    EXPECT_EQ(output_of(kPrelude, "print(type(Counter()), type(Counter()).__name__, isinstance(Counter(), dict))"),
              "<class 'collections.Counter'> Counter True\n");
}

TEST(PythonCollections, DefaultDictCallsItsFactoryForMissingKeys) {
    EXPECT_EQ(output_of(kPrelude, "d = defaultdict(list)\nd['a'].append(1)\nd['b'] += [2]\nprint(d, d.default_factory)"),
              "defaultdict(<class 'list'>, {'a': [1], 'b': [2]}) <class 'list'>\n");
    EXPECT_EQ(error_of(kPrelude, "defaultdict(5)"), "TypeError: first argument must be callable or None");
    EXPECT_EQ(error_of(kPrelude, "defaultdict()['k']"), "KeyError: 'k'");
}

TEST(PythonCollections, NamedTupleFieldsAndMessages) {
    EXPECT_EQ(output_of(kPrelude, "P = namedtuple('P', 'x y')\np = P(1, y=2)\nprint(p, p.x, p[1], p._fields, p._asdict(), p._replace(x=5), P)"),
              "P(x=1, y=2) 1 2 ('x', 'y') {'x': 1, 'y': 2} P(x=5, y=2) <class '__main__.P'>\n");
    EXPECT_EQ(output_of(kPrelude, "P = namedtuple('P', ['a', 'b', 'c'], defaults=[0])\nprint(P(1, 2))"), "P(a=1, b=2, c=0)\n");
    EXPECT_EQ(error_of(kPrelude, "namedtuple('P', 'x y')(1)"), "TypeError: P.__new__() missing 1 required positional argument: 'y'");
    EXPECT_EQ(error_of(kPrelude, "namedtuple('P', 'x y')(1, 2, 3)"), "TypeError: P.__new__() takes 3 positional arguments but 4 were given");
}

TEST(PythonCollections, DequeKeepsItsMaxlen) {
    EXPECT_EQ(output_of(kPrelude, "q = deque([1, 2, 3], maxlen=3)\nq.append(4)\nq.appendleft(0)\nprint(q, q.maxlen)\nq.rotate(1)\nprint(q, q.popleft())"),
              "deque([0, 2, 3], maxlen=3) 3\ndeque([0, 2], maxlen=3) 3\n");
    EXPECT_EQ(error_of(kPrelude, "deque().popleft()"), "IndexError: pop from an empty deque");
    EXPECT_EQ(error_of(kPrelude, "deque().sort()"), "AttributeError: 'collections.deque' object has no attribute 'sort'");
}

TEST(PythonCollections, OrderedDictPrintsItsPairs) {
    EXPECT_EQ(output_of(kPrelude, "o = OrderedDict([('b', 1), ('a', 2)])\no['c'] = 3\nprint(o, OrderedDict(), type(o))"),
              "OrderedDict([('b', 1), ('a', 2), ('c', 3)]) OrderedDict() <class 'collections.OrderedDict'>\n");
}
