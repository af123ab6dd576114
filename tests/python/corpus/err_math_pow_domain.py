import math
print(math.pow(0, -1))
