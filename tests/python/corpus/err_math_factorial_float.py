import math
print(math.factorial(4.5))
