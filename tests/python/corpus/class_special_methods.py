class Vector:
    def __init__(self, *values):
        self.values = list(values)

    def __add__(self, other):
        return Vector(*[a + b for a, b in zip(self.values, other.values)])

    def __mul__(self, scale):
        return Vector(*[v * scale for v in self.values])

    def __rmul__(self, scale):
        return self * scale

    def __neg__(self):
        return self * -1

    def __eq__(self, other):
        return isinstance(other, Vector) and self.values == other.values

    def __lt__(self, other):
        return sum(self.values) < sum(other.values)

    def __len__(self):
        return len(self.values)

    def __getitem__(self, index):
        return self.values[index]

    def __repr__(self):
        return "Vector(" + ", ".join(str(v) for v in self.values) + ")"

a = Vector(1, 2, 3)
b = Vector(0.5, 0.5, 0.5)
print(a + b, a * 2, 3 * a, a == Vector(1, 2, 3), a != b, a == 5)
print(len(a), a[0], a[-1], list(a), 2 in a, sum(a), max(a))
print(sorted([a, b, Vector(0)]), b < a, a > b, bool(Vector()), bool(a))
for value in b:
    print(value, end=" ")
print()
