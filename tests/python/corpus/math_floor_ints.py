import math
print(math.floor(True), math.ceil(False), math.trunc(True), math.floor(2 ** 70), math.ceil(7))
