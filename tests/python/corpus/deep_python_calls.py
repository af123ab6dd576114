# Recursion as learners write it, as deep as CPython 3.11 allows (1000 frames with the module's): each form runs
# near the limit, and past it each ends in CPython's RecursionError, caught, so the program goes on.
import sys


def countdown(n):
    return 0 if n == 0 else 1 + countdown(n - 1)


def countdown_with_if(n):
    if n == 0:
        return 0
    return 1 + countdown_with_if(n - 1)


print(sys.getrecursionlimit(), "countdown:", countdown(990), countdown_with_if(990))

cache = {}


def fibonacci(n):
    if n < 2:
        return n
    if n not in cache:
        cache[n] = fibonacci(n - 1) + fibonacci(n - 2)
    return cache[n]


print("fibonacci digits:", len(str(fibonacci(900))))


class Link:
    def __init__(self, value, rest=None):
        self.value = value
        self.rest = rest

    def length(self):
        return 1 + (self.rest.length() if self.rest else 0)

    def total(self):
        if self.rest is None:
            return self.value
        return self.value + self.rest.total()

    def __repr__(self):
        return f"<{self.value} {self.rest!r}>"


def chain_of(count):
    chain = None
    for value in range(count):
        chain = Link(value, chain)
    return chain


chain = chain_of(990)
print("method:", chain.length(), chain.total())

# repr and a comprehension each count a frame of their own, as in CPython: about 495 levels fit.
text = repr(chain_of(490))
print("repr:", len(text), text[:30])


class Tree:
    def __init__(self, children):
        self.children = children


def count_nodes(tree):
    return 1 + sum([count_nodes(child) for child in tree.children])


def tree_of(depth):
    tree = Tree([])
    for _ in range(depth):
        tree = Tree([tree, Tree([])])
    return tree


print("list comprehension:", count_nodes(tree_of(490)))

factorial = lambda n: 1 if n <= 1 else n * factorial(n - 1)
print("lambda digits:", len(str(factorial(990))))


def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


print("mutual:", is_even(990), is_odd(985))



# Each level inside a `try`: the deepest call catches the RecursionError its own call raised and answers its depth.
def depth_probe(n):
    try:
        return depth_probe(n + 1)
    except RecursionError:
        return n


print("try:", depth_probe(1), depth_probe(1))

# Past the limit, each form stops with CPython's RecursionError.
past_the_limit = [
    ("countdown", lambda: countdown(1000)),
    ("countdown with if", lambda: countdown_with_if(1000)),
    ("fibonacci", lambda: fibonacci(2000)),
    ("method", lambda: chain_of(1000).length()),
    ("repr", lambda: repr(chain_of(500))),
    ("str", lambda: str(chain_of(500))),
    ("list comprehension", lambda: count_nodes(tree_of(500))),
    ("lambda", lambda: factorial(1000)),
]
for name, form in past_the_limit:
    try:
        form()
        print(name, "ran")
    except RecursionError as error:
        print(name + ":", type(error).__name__, error)


def endless(n):
    return endless(n + 1) * 2


for attempt in range(3):
    try:
        endless(0)
    except RecursionError as error:
        print("endless:", error)

looped = Link(1)
looped.rest = Link(2, looped)
try:
    repr(looped)
except RecursionError as error:
    print("repr of a cycle:", error)
print(sys.getrecursionlimit(), countdown(990))
