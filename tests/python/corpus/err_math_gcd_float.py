import math
print(math.gcd(4.0, 2))
