class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n, 0, -1):
            print("at", i)
for x in Countdown(3):
    print(x)
print(list(Countdown(2)), sum(Countdown(4)), 2 in Countdown(3))
class Tree:
    def __init__(self, value, children=()):
        self.value, self.children = value, list(children)
    def walk(self):
        yield self.value
        for child in self.children:
            yield from child.walk()
t = Tree(1, [Tree(2, [Tree(4)]), Tree(3)])
it = iter(Countdown(2))
import torch
print(next(it), next(it), next(it, None))
