def countdown(n):
    while n > 0:
        print("gen", n)
        yield n
        n -= 1
print(any(x > 4 for x in countdown(5)))
print(all(x > 3 for x in countdown(5)))
g = (x * x for x in range(4))
print(type(g).__name__, next(g), list(g), list(g))
pairs = ((a, b) for a in range(3) for b in range(a) if a + b > 1)
print(list(pairs))
def consume(it):
    total = 0
    for v in it:
        total += v
    return total
scale = 10
def make():
    k = 3
    return (k * x + scale for x in range(3))
print(consume(make()), sum(make()))
print([sum(x * y for x in range(3)) for y in range(4)])
words = ["a", "bb", "ccc"]
print(max(len(w) for w in words), "-".join(w.upper() for w in words), dict((w, len(w)) for w in words))
print(next((w for w in words if len(w) > 1), None), next((w for w in words if len(w) > 5), "none"))
def naturals():
    n = 0
    while True:
        n += 1
        yield n
evens = (n for n in naturals() if n % 2 == 0)
print([next(evens) for _ in range(5)])
print(sorted((x % 3, x) for x in range(6)), set(c for c in "hello"), tuple(i for i in range(3)))
for i, sq in enumerate(x * x for x in range(3)):
    print(i, sq)
y = 5
gen = (y + i for i in range(2))
y = 100
print(list(gen))
