primes = {2, 3, 5, 7, 11, 13}
print(primes, len(primes), 5 in primes, 4 in primes, 4 not in primes)
digits = set([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])
print(digits, sorted(digits))
print(set(), set(range(5)), {x * x for x in range(-4, 5)})
print(set("abracadabra") == {"a", "b", "r", "c", "d"}, sorted(set("abracadabra")))
seen = set()
for n in [4, 8, 15, 16, 23, 42, 8, 15]:
    if n in seen:
        print("again:", n)
    seen.add(n)
print(seen)
seen.discard(100)
seen.discard(16)
seen.remove(4)
print(seen, len(seen))
negatives = {-1, -2, -3, 0, 1}
print(negatives)
big = {100, 200, 300, 1000, 7, 64, 65, 8}
print(big)
print({1, 2, 3} == {3, 2, 1}, {1, 2} != {1, 2, 3}, {1.0, 2} == {1, 2.0})
s = set(range(0, 40, 3))
print(s.pop(), s.pop(), s)
s.clear()
print(s, bool(s))
print({(0, 1), (1, 0), (1, 1)} == {(1, 1), (0, 1), (1, 0)})
