from math import gcd, comb, perm, prod
print(gcd(12, 18), comb(5, 2), perm(5, 2))
print(prod([1, 2, 3, 4]))
print(sum(range(101)))
import math
print(math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.copysign(3, -0.0), math.fabs(-2))
