import math
print(math.factorial(-3))
