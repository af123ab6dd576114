import math
print(math.sqr(4))
