import math
print(math.floor(math.inf))
