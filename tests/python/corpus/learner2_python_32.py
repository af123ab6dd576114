import math
def attention_scale(head_size):
    return 1 / math.sqrt(head_size)
for hs in [16, 32, 64, 128]:
    print(hs, attention_scale(hs), hs ** -0.5, attention_scale(hs) == hs ** -0.5)
print(math.inf, -math.inf, math.nan)
print(math.exp(-math.inf))
