from math import sqrt, pi, exp as e_to
import math as m
print(sqrt(25), pi, e_to(2), m.floor(m.pi))
from math import inf
print(inf > 10 ** 18, -inf < -1e308)
