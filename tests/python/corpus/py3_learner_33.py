import math
def stats(values):
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, var, math.sqrt(var)
data = [2.5, 3.1, 4.7, 1.2, 3.3]
mean, var, std = stats(data)
print(f"mean={mean:.4f} var={var:.4f} std={std:.4f}")
print(math.floor(-2.5), math.ceil(2.1), math.gcd(12, 18), math.isclose(0.1 + 0.2, 0.3), math.pi, math.e)
print(math.exp(1), math.log(100, 10), math.log2(1024), math.sqrt(2), math.factorial(10), math.comb(5, 2))
softmax = [math.exp(x) / sum(math.exp(y) for y in data) for x in data]
print([round(p, 4) for p in softmax], round(sum(softmax), 10))
