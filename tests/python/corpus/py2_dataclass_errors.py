from dataclasses import dataclass, field
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1)
print(p, p == Point(1, 0), p == Point(2), p != Point(1))
print(Point.__annotations__)
@dataclass
class Bag:
    items: list = field(default_factory=list)
    name: str = "bag"
b = Bag()
b.items.append(3)
print(b, Bag(), repr(Bag(name="x")))
for call in [lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: Point(1, x=2)]:
    try:
        call()
    except TypeError as e:
        print(e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print(e)
print(hash(Point) is not None)
try:
    hash(p)
except TypeError as e:
    print(e)
