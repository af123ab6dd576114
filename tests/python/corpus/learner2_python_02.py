import math
print(math.sqrt(2), math.pi, math.e)
print(math.exp(1) == math.e)
print(math.log(100, 10), math.log2(8), math.log10(1000))
print(math.floor(-2.5), math.ceil(2.1), math.trunc(-3.7))
print(math.factorial(20), math.factorial(25))
print(math.isclose(0.1 + 0.2, 0.3))
