# __slots__ as learners meet it (a small value class without a __dict__), functions made inside comprehensions
# that keep the comprehension's variable (late binding, and the default-argument fix), and comprehensions that
# take a generator's items one at a time.
class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


p = Point(1, 2)
print(p, Point.__slots__, hasattr(p, "__dict__"), hasattr(p, "x"))
p.x = 10
print(p.x, getattr(p, "y"))
for attempt in (lambda: setattr(p, "z", 3), lambda: p.__dict__, lambda: vars(p)):
    try:
        attempt()
    except (AttributeError, TypeError) as error:
        print(type(error).__name__, error)


class Labelled(Point):
    pass


q = Labelled(3, 4)
q.label = "corner"
print(q, q.__dict__, vars(q))


class Single:
    __slots__ = "value"


s = Single()
try:
    s.value
except AttributeError as error:
    print("unset:", error)
s.value = 7
print(s.value)

late = [lambda x: x + k for k in range(3)]
bound = [lambda x, k=k: x + k for k in range(3)]
print([f(10) for f in late], [f(10) for f in bound])


def powers():
    return {n: (lambda base: base ** n) for n in (2, 3)}


print({n: f(2) for n, f in powers().items()})
steps = (lambda: j for j in range(3))
print([f() for f in steps])


def counted(limit):
    for i in range(limit):
        print("  yield", i)
        yield i


print([x * x for x in counted(3)])
print({x: -x for x in counted(2) if x})
print(sum(x for x in counted(2)))
