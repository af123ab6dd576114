def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1
lengths = {n: sum(1 for _ in collatz(n)) for n in range(1, 20)}
best = max(lengths, key=lengths.get)
print(best, lengths[best], list(collatz(6)))
print(sorted(lengths.items(), key=lambda kv: kv[1], reverse=True)[:3])
chain = collatz(27)
print([next(chain) for _ in range(8)], max(collatz(27)))
