from functools import reduce
import math
nums = list(range(1, 11))
print(reduce(lambda a, b: a * b, nums), reduce(lambda a, b: a + b, nums, 100), math.prod(nums))
pipeline = [lambda x: x + 1, lambda x: x * 2, str]
value = 5
for step in pipeline:
    value = step(value)
print(repr(value))
apply_all = lambda fs, x: [f(x) for f in fs]
print(apply_all([abs, math.sqrt, lambda v: v ** 2], 16))
key_funcs = {"len": len, "upper": str.upper}
print({k: f("hello") for k, f in key_funcs.items()})
print(sorted([(2, "b"), (1, "z"), (2, "a")]), list(filter(None, [0, 1, "", "x", None, []])))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])), list(zip("ab", [1, 2], (True, False))))
