from dataclasses import dataclass, field

@dataclass
class Student:
    name: str
    grades: list = field(default_factory=list)
    year: int = 1
    school = "Northside"

    def average(self):
        return sum(self.grades) / len(self.grades) if self.grades else 0.0

    def __post_init__(self):
        self.name = self.name.title()

s = Student("ada lovelace", [90, 85])
print(s, s.average(), s.school)
s.grades.append(100)
print(f"{s.name}: {s.average():.2f}")
roster = [Student("bob", [70]), Student("cy", [95, 91], 2), s]
for st in sorted(roster, key=lambda st: st.average(), reverse=True):
    print(st.name, round(st.average(), 1))
print(roster[0] == Student("Bob", [70]), roster[0] == Student("bob", [71]))

@dataclass
class Config:
    n_embd: int = 32
    n_head: int = 4
    dropout: float = 0.0
    block_size: int = field(default=8)

cfg = Config(n_head=8)
print(cfg, cfg.n_embd // cfg.n_head)

@dataclass
class Point:
    x: float
    y: float

    def dist(self, other):
        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5

@dataclass
class Point3(Point):
    z: float = 0.0

a, b = Point(0, 0), Point(3, 4)
print(a.dist(b), Point3(1, 2), Point3(1, 2, 3).dist(a))
print([Point(i, i * i) for i in range(3)])
print({"origin": a})
@dataclass
class Line:
    start: Point
    end: Point
print(Line(a, b))
print(Point(1, 2) != Point(1, 2), Point(1.0, 2) == Point(1, 2))
try:
    print({Point(1, 2): "p"})
except TypeError as error:
    print("TypeError:", error)

@dataclass()
class Empty:
    pass
print(Empty(), Empty() == Empty())
Config(1, 2, 3, 4, 5)
