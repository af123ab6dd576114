from math import sqrt, inf, nan, isnan, isinf
print(sqrt(16), inf, -inf, nan)
print(isnan(nan), isinf(-inf))
print(float('inf') > 10 ** 300)
print(1e308 * 10)
print(round(2.5), round(3.5), round(2.675, 2))
print(abs(-3.2), pow(2, 10), pow(2, 10, 1000))
