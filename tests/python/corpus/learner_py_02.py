import math
d = 32
print(1 / math.sqrt(d), d ** -0.5)
print(math.exp(1), math.log(10), math.log2(8), math.floor(3.7), math.ceil(3.2))
print(math.pi, math.e, math.inf, -math.inf)
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2)
print(math.factorial(20), math.factorial(25))
