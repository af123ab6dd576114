a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.union([10, 11], range(3)), a.intersection([5, 4, 99]), a.difference([1], {2}))
print({1, 2} <= a, {1, 2} < a, a < a, a <= a, a >= {5}, a > b)
print({1, 2}.issubset(a), a.issuperset([1, 2]), a.isdisjoint(b), a.isdisjoint({100}))
c = set(a)
c |= {100}
c &= {1, 2, 100, 200}
print(c)
c -= {1}
c ^= {2, 3}
print(c)
c.update([7, 8], {9})
c.difference_update({7})
c.intersection_update(range(10))
print(c)
c.symmetric_difference_update([8, 20])
print(c, c.copy() == c, c.copy() is c)
evens = {n for n in range(20) if n % 2 == 0}
threes = {n for n in range(20) if n % 3 == 0}
print(evens & threes, sorted(evens - threes), len(evens | threes))
