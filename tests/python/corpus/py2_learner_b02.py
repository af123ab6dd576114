def batch(items, size):
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch

for i, b in enumerate(batch(range(10), 4)):
    print(i, b, sum(b))
def flatten(nested):
    for item in nested:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, [3, [4]], 5], [[6]]])))
def running_max(xs):
    best = None
    for x in xs:
        if best is None or x > best:
            best = x
        yield best
print(list(running_max([3, 1, 4, 1, 5, 9, 2, 6])))
def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found):
            found.append(n)
            yield n
        n += 1
gen = primes()
print([next(gen) for _ in range(10)])
print(type(gen), hasattr(gen, "__next__"))
