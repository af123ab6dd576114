import operator
from operator import itemgetter, attrgetter
pairs = [("b", 2), ("a", 3), ("c", 1)]
print(sorted(pairs, key=itemgetter(1)), sorted(pairs, key=itemgetter(0)))
print(max(pairs, key=itemgetter(1)), itemgetter(0, 1)(["x", "y", "z"]), itemgetter("k")({"k": 5}))
print(itemgetter(1), itemgetter(1, "a"), attrgetter("x"))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
points = [Point(3, 1), Point(1, 2)]
print(sorted(points, key=attrgetter("x")), attrgetter("x", "y")(points[0]))
from functools import reduce
print(reduce(operator.mul, range(1, 6)), reduce(operator.add, ["a", "b", "c"]))
print(operator.add(2, 3), operator.sub(2, 3), operator.truediv(7, 2), operator.floordiv(7, 2), operator.mod(-7, 3))
print(operator.pow(2, 10), operator.neg(5), operator.not_(0), operator.eq(1, 1.0), operator.lt("a", "b"))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])), operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
try:
    itemgetter(5)([1, 2])
except IndexError as error:
    print("IndexError:", error)
