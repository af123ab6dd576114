from math import sqrt, pi, cos
pairs = [(1, 'b'), (3, 'a'), (2, 'c')]
print(sorted(pairs))
print(sorted(pairs, key=lambda p: p[1]))
print([sqrt(x) for x in range(5)])
print(cos(pi), round(cos(pi / 3), 6))
a, *rest = [1, 2, 3, 4]
print(a, rest)
print(list(zip("abc", range(3))), dict(zip("abc", range(3))))
