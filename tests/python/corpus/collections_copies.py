from collections import Counter, defaultdict, OrderedDict
d = defaultdict(int, a=1)
print(d.copy(), Counter("aab").copy(), OrderedDict(x=1).copy(), {1: 2}.copy())
