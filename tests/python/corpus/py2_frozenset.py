vowels = frozenset("aeiou")
print(vowels == set("aeiou"), len(vowels), "e" in vowels)
print(sorted(vowels))
empty = frozenset()
print(empty, type(empty).__name__, type(vowels))
a = frozenset({1, 2, 3})
b = {3, 4}
print(a | b, b | a)
print(a & b, a - b, a ^ b)
print(a.union([9]), a.intersection({1, 2}), a.difference({1}), a.symmetric_difference({1, 7}))
print(a.issubset({1, 2, 3, 4}), a.issuperset({1}), a.isdisjoint({8}))
print(a.copy() is a, frozenset(a) is a)
groups = {frozenset({"x", "y"}): "pair", frozenset({"z"}): "single"}
print(groups[frozenset({"y", "x"})])
print(groups)
seen = {frozenset({1, 2}), frozenset({2, 1}), frozenset({3})}
print(len(seen))
print(hash(frozenset({1, 2, 3})), hash(frozenset()))
print(isinstance(a, frozenset), isinstance(a, set), isinstance(b, frozenset))
c = a
c |= {10}
print(c, a)
print(frozenset([1, 1, 2]), repr(frozenset(["b", "a"])) in ("frozenset({'b', 'a'})", "frozenset({'a', 'b'})"))
print({frozenset({1}): 1}, [frozenset({2})], (frozenset(),))
try:
    a.add(4)
except AttributeError as error:
    print(error)
try:
    {set(): 1}
except TypeError as error:
    print(error)
print(frozenset(range(5)) <= frozenset(range(6)), frozenset({1}) < {1, 2})
a.remove(1)
