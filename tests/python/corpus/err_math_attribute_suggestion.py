import math
print(math.squareroot(4))
