import math
class Shape:
    def area(self):
        raise NotImplementedError("subclasses must implement area")
    def __lt__(self, other):
        return self.area() < other.area()
    def __repr__(self):
        return f"{type(self).__name__}(area={self.area():.2f})"
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
shapes = [Circle(1), Rect(2, 3), Circle(0.5), Rect(1, 1)]
print(sorted(shapes), max(shapes), min(shapes, key=lambda s: s.area()))
print(sum(s.area() for s in shapes), [round(s.area(), 3) for s in shapes if isinstance(s, Circle)])
try:
    Shape().area()
except NotImplementedError as e:
    print(type(e).__name__, e)
