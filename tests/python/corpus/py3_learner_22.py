a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, b - a)
print(a.union([9]), a.intersection(b), a.issubset({1, 2, 3, 4, 5}), {3}.issubset(b), a.isdisjoint({7}))
a.add(10)
a.discard(1)
print(sorted(a), len(a), 10 in a)
letters = set("mississippi")
print(sorted(letters), len(letters))
unique = list(dict.fromkeys([3, 1, 3, 2, 1]))
print(unique, frozenset([1, 2]) == frozenset([2, 1]))
