import math
x = 5
print(f"{x=}")
print(f"{math.pi=:.3f}")
print(f"{'hi':*^10}")
items = ["q", "k", "v"]
print(", ".join(f"{i}:{s}" for i, s in enumerate(items)))
print(str(3.0), repr(1e-5), 1e16, 1.5e-7, 123456789.0 * 10)
