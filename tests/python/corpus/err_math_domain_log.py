import math
loss = math.log(0)
