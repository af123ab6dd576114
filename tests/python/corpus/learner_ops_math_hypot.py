import math

print(math.hypot(3, 4))
print(math.hypot(1.5, 2.5))
print(math.hypot(1, 2, 3))
print(math.hypot(0.1, 0.2, 0.3, 0.4))
print(math.hypot(-5), math.hypot())
points = [(1, 1), (2, 3), (-4, 0.5), (1e-200, 1e-200), (1e200, 3e200)]
for x, y in points:
    print(x, y, math.hypot(x, y), math.sqrt(x * x + y * y))
print(math.hypot(math.inf, math.nan), math.hypot(math.nan, 1))
print(round(math.hypot(*[i / 7 for i in range(10)]), 12))
