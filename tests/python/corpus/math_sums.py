import math
values = [0.1] * 10
print(sum(values), math.fsum(values))
print(math.fsum([1e100, 1.0, -1e100]), sum([1e100, 1.0, -1e100]))
print(math.fsum([]), math.fsum(range(5)), math.fsum([0.5, 0.25, 0.125]))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2.5, 4]), math.prod(range(1, 6), start=10))
shape = (4, 8, 32)
print("elements:", math.prod(shape))
