def countdown(n):
    while n > 0:
        yield n
        n -= 1
def take(n, iterable):
    out = []
    for item in iterable:
        if len(out) == n:
            break
        out.append(item)
    return out
def naturals():
    n = 1
    while True:
        yield n
        n += 1
print(list(countdown(5)), take(4, naturals()), sum(x for x in countdown(100)))
evens = (n for n in naturals() if n % 2 == 0)
squares = (n * n for n in range(1, 6))
print(list(squares), sorted(countdown(4)), dict(enumerate(countdown(3))))
gen = countdown(2)
print(next(gen), next(gen), next(gen, "empty"))
def read_chunks(data, size):
    for i in range(0, len(data), size):
        yield data[i:i + size]
print(list(read_chunks("abcdefgh", 3)), [c.upper() for c in read_chunks([1, 2, 3, 4, 5], 2) if len(c) == 2] if False else 0)
