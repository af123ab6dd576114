import math
print(math.sqrt(4, 2))
