# dataclasses.asdict and astuple: nested dataclasses, lists, dicts and named tuples become plain values, copied.
from collections import namedtuple
from dataclasses import dataclass, field, asdict, astuple

Point = namedtuple("Point", "x y")

@dataclass
class Layer:
    name: str
    sizes: list = field(default_factory=list)

@dataclass
class Config:
    n_embd: int = 32
    dropout: float = 0.1
    layers: list = field(default_factory=list)
    extra: dict = field(default_factory=dict)
    origin: tuple = (0, 0)

cfg = Config(layers=[Layer("attn", [32, 96]), Layer("mlp", [32, 128])], extra={"seed": 1337, "tags": ["a"]},
             origin=Point(1, 2))
plain = asdict(cfg)
print(plain)
print(astuple(cfg))
print(type(plain["layers"][0]), type(plain["origin"]).__name__, plain["origin"].x)
plain["layers"][0]["sizes"].append(0)
plain["extra"]["tags"].append("b")
print(cfg.layers[0].sizes, cfg.extra["tags"])
print(asdict(Layer("x")) == {"name": "x", "sizes": []})
for bad in (Config, 3, {"a": 1}):
    try:
        asdict(bad)
    except TypeError as error:
        print("TypeError", error)
try:
    astuple([1, 2])
except TypeError as error:
    print("TypeError", error)
