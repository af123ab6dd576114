import copy
from collections import OrderedDict, defaultdict, Counter, namedtuple

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

shared = [1, 2]
data = {"a": shared, "b": shared, "t": (1, [3]), "s": {1, 2}, "f": frozenset({3}), "p": Point(1, [2])}
shallow = copy.copy(data)
deep = copy.deepcopy(data)
print(shallow["a"] is data["a"], deep["a"] is data["a"], deep["a"] is deep["b"])
print(deep["t"] is data["t"], deep["t"][1] is data["t"][1], copy.deepcopy((1, 2, "x")) == (1, 2, "x"))
deep["p"].y.append(9)
print(data["p"], deep["p"], deep == data)
loop = [1]
loop.append(loop)
again = copy.deepcopy(loop)
print(again[1] is again, again is loop, again)
node = Point(0, None)
node.y = node
twin = copy.deepcopy(node)
print(twin.y is twin, twin is node)
dd = defaultdict(list, {"k": [1]})
dd2 = copy.deepcopy(dd)
dd2["new"].append(1)
print(dd2, dd)
print(copy.copy(OrderedDict(a=1)), copy.deepcopy(Counter("aab")))
P = namedtuple("P", "x y")
print(copy.deepcopy(P(1, [2])), copy.copy(P(1, 2)))
class WithCopy:
    def __init__(self):
        self.v = 1
    def __copy__(self):
        print("custom copy")
        return WithCopy()
print(copy.copy(WithCopy()).v)
print(copy.copy([1, [2]]), copy.copy({1: 2}), copy.copy("s"), copy.deepcopy(3.5), copy.copy(None))
lst = [[0] * 2] * 2
dl = copy.deepcopy(lst)
dl[0][0] = 1
print(dl, lst)
f = lambda v: v + 1
print(copy.deepcopy(f) is f, copy.deepcopy(len) is len, copy.deepcopy(range(3)))
print(copy.deepcopy({1, 2, 3}), copy.copy({1, 2}))
print(copy.deepcopy(Point(1, 2).__repr__)())
copy.copy()
