# Folding a list with functools.reduce, as a learner checks a tensor's element count by hand.
from functools import reduce
import functools
import torch

shape = (2, 4, 8)
count = reduce(lambda a, b: a * b, shape)
print("elements:", count, "==", torch.zeros(shape).numel())
print(functools.reduce(lambda a, b: a + b, ["q", "k", "v"], ">"))
print(reduce(max, [3, 9, 2]))
print(reduce(lambda a, b: a + b, [], 0))
for attempt in [lambda: reduce(lambda a, b: a + b, []),
                lambda: reduce(lambda a, b: a + b, 5),
                lambda: reduce(lambda a, b: a + b, [1], 0, 3),
                lambda: reduce(lambda a, b: a + b, [1], initial=0),
                lambda: reduce(len)]:
    try:
        attempt()
    except TypeError as error:
        print("TypeError:", error)
print(reduce)
print(reduce(lambda a, b: a / b, [1, 2, 0]))
