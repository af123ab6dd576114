import math
print(math.log())
