from dataclasses import dataclass, field, replace, FrozenInstanceError

# frozen=True, order=True and replace(), as a learner keeps a model's settings and sorts runs by their loss.
@dataclass(frozen=True)
class Config:
    n_embd: int = 64
    n_head: int = 4
    dropout: float = 0.1

base = Config()
tiny = replace(base, n_embd=16)
print(base, tiny, base == Config(), hash(base) == hash(Config()), len({base, tiny, Config()}))
for action in ["assign", "delete", "new"]:
    try:
        if action == "assign":
            base.n_embd = 8
        elif action == "delete":
            del base.n_head
        else:
            base.extra = 1
    except FrozenInstanceError as error:
        print(action, type(error).__name__, error, isinstance(error, AttributeError))
try:
    replace(base, n_layers=2)
except TypeError as error:
    print("TypeError:", error)
try:
    replace({"n_embd": 1}, n_embd=2)
except TypeError as error:
    print("TypeError:", error)

@dataclass(order=True)
class Run:
    loss: float
    name: str = field(default="run")

runs = [Run(2.5, "c"), Run(1.25, "b"), Run(2.5, "a"), Run(0.75)]
print(sorted(runs))
print(min(runs), max(runs).name, Run(1.0) < Run(1.0, "z"), Run(2.0) >= Run(2.0), Run(1.0) <= Run(0.5))
best = replace(min(runs), name="best")
print(best, best == Run(0.75, "best"))

try:
    @dataclass(order=True, eq=False)
    class Broken:
        x: int = 0
except ValueError as error:
    print("ValueError:", error)

@dataclass(frozen=True)
class Point:
    x: int
    y: int

@dataclass(frozen=True)
class Point3(Point):
    z: int = 0

p = Point3(1, 2, 3)
print(p, hash(p) == hash((1, 2, 3)), p == Point3(1, 2, 3))
try:
    @dataclass
    class Loose(Point):
        w: int = 0
except TypeError as error:
    print("TypeError:", error)
