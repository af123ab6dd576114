import math
results = {}
for n in [1, 2, 4, 8]:
    results[n] = math.sqrt(n)
print(results)
print(list(results.keys()), list(results.values())[-1])
del results[1]
results.update({16: 4.0})
print(results, results.pop(2), len(results))
print({k: v for k, v in sorted(results.items(), key=lambda kv: -kv[0])})
print(dict.fromkeys("ab", 0), results.setdefault(32, 0.0), results)
