from math import sqroot
