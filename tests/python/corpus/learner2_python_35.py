import math
values = [3.7, -1.2, 0.0, 8.9]
print(sum(values), min(values), max(values))
print(sorted(values), sorted(values, reverse=True))
mean = sum(values) / len(values)
var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
print(mean, var, math.sqrt(var))
print("%.2f +/- %.2f" % (mean, math.sqrt(var)))
print(list(zip(values, range(4))))
