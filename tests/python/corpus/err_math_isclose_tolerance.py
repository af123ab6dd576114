import math
print(math.isclose(1, 1, rel_tol=-0.1))
