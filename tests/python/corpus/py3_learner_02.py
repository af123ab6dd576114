class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)
    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __eq__(self, other):
        return self.x == other.x and self.y == other.y
    def __repr__(self):
        return f"Vector({self.x}, {self.y})"
    def __len__(self):
        return 2
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
v = Vector(3, 4)
w = Vector(1, -1)
print(v + w, v * 2, 3 * w, v == Vector(3, 4), v != w, len(v), abs(v))
print([v, w], str(v), f"{v}")
