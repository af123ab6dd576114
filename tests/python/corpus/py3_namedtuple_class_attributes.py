# A namedtuple's class answers for itself: its field names, the defaults it was given, and _make from any iterable.
from collections import namedtuple

Batch = namedtuple("Batch", "inputs targets weight", defaults=[1.0])
print(Batch._fields, Batch._field_defaults)
row = Batch._make([[1, 2], [2, 3], 0.5])
print(row, row.weight)
print(Batch._make(iter("abc")))
Point = namedtuple("Point", ["x", "y"])
print(Point._fields, Point._field_defaults, len(Point._fields))
for name in Point._fields:
    print(name, getattr(Point(3, 4), name))
print(Point(1, 2)._fields == Point._fields)
try:
    Point._make([1, 2, 3])
except TypeError as error:
    print("TypeError:", error)
print(Point.count(Point(1, 1), 1), tuple.index(Point(5, 6), 6))
Point._nothing
