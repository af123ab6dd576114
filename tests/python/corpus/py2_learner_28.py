import math
def describe(numbers):
    n = len(numbers)
    mean = sum(numbers) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in numbers) / n)
    return {"n": n, "mean": round(mean, 4), "sd": round(sd, 4), "min": min(numbers), "max": max(numbers)}
stats = describe([2.5, 3.7, 1.2, 9.9, 4.4])
for key, value in stats.items():
    print(f"{key:>5}: {value}")
print(stats)
normalized = [round((x - stats["mean"]) / stats["sd"], 3) for x in [2.5, 3.7]]
print(normalized, math.floor(stats["mean"]), f"{stats['sd']:.1e}", "%g" % stats["sd"], "%g" % 1e-5, "%g" % 123456789)
