class Vector:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)
    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __repr__(self):
        return f"Vector({self.x}, {self.y})"
v = Vector(1, 2) + Vector(3, 4)
print(v, v * 2, 3 * v, abs(Vector(3, 4)), len(v), v[0], list(v), v == Vector(4, 6))
x, y = v
print(x, y, sorted([Vector(2, 1), Vector(1, 5)], key=abs))
