class Vector:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __add__(self, other):
        return Vector(*[a + b for a, b in zip(self.xs, other.xs)])
    def __mul__(self, k):
        return Vector(*[a * k for a in self.xs])
    def __eq__(self, other):
        return self.xs == other.xs
    def __getitem__(self, i):
        return self.xs[i]
    def __repr__(self):
        return "Vector(" + ", ".join(str(x) for x in self.xs) + ")"
v = Vector(1, 2) + Vector(3, 4)
print(v, v * 2, v[0], v == Vector(4, 6))
print(len(v.xs))
print(len(v))
