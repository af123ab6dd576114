class Shape:
    count = 0
    def __init__(self):
        Shape.count += 1
    def area(self):
        return 0
    def __lt__(self, other):
        return self.area() < other.area()
    def __str__(self):
        return f"{self.__class__.__name__} with area {self.area():.2f}"
class Rect(Shape):
    def __init__(self, w, h):
        super().__init__()
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Circle(Shape):
    def __init__(self, r):
        super().__init__()
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2
shapes = [Rect(2, 3), Circle(1), Rect(1, 1)]
for s in sorted(shapes):
    print(s)
print(Shape.count, max(shapes).__class__.__name__)
