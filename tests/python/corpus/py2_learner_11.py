import math
points = [(0, 0), (3, 4), (-1, 2), (5, -2)]
dists = {p: math.dist((0, 0), p) for p in points}
for p, d in sorted(dists.items(), key=lambda kv: kv[1]):
    print(f"{str(p):>8} -> {d:.4f}")
print(math.prod([1, 2, 3, 4]), math.comb(5, 2), math.perm(5, 2), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.degrees(math.pi), math.radians(180), math.atan2(1, 1), math.trunc(-3.7), math.copysign(2, -0.0))
print(math.isqrt(99), math.modf(3.25), math.frexp(8.0), math.fabs(-2), math.nan != math.nan, math.tau)
