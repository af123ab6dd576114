import math
head_size = 16
scale = 1 / math.sqrt(head_size)
print("scale:", scale, head_size ** -0.5, scale == head_size ** -0.5)
scores = [1.0, 2.0, 3.0]
exps = [math.exp(s) for s in scores]
total = sum(exps)
print([e / total for e in exps])
largest = max(scores)
stable = [math.exp(s - largest) for s in scores]
print([e / sum(stable) for e in stable])
print(math.exp(0), math.exp(1), math.exp(-1), math.exp(10), math.exp(-0.5))
print(math.log(1), math.log(math.e), math.log(10), math.log(0.5), math.log(8, 2), math.log(1000, 10))
print(math.log2(8), math.log2(10), math.log10(1000), math.log10(2), math.log1p(1e-10), math.expm1(1e-10))
loss = -math.log(1 / 65)
print("expected initial loss for 65 tokens:", loss)
print(math.sin(0), math.sin(math.pi / 2), math.cos(0), math.cos(math.pi), math.tan(math.pi / 4))
print(math.sin(1), math.cos(1), math.atan(1) * 4, math.atan2(1, 1), math.asin(1), math.acos(0))
print(math.tanh(0), math.tanh(1), math.tanh(-2), math.sinh(1), math.cosh(1))
positions = [math.sin(pos / 10000 ** (0 / 8)) for pos in range(4)]
print(positions)
print(math.pow(10, -3), math.pow(1.5, 2), math.pow(-2, 3), math.pow(4, 0.5))
print(math.erf(1), math.erfc(1), 0.5 * (1 + math.erf(1 / math.sqrt(2))))
