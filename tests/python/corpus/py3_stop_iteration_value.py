# StopIteration carries what a generator returned: .value and .args, None when it returned nothing or next() ran out.
def gen():
    yield 1
    return [1, 2]
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print(e.value, type(e.value).__name__, e.args, repr(e))
it = iter([])
try:
    next(it)
except StopIteration as e:
    print(repr(e.value), e.args)
e = StopIteration(3, 4)
print(e.value, e.args)
print(StopIteration().value)
def g2():
    return None
    yield
try:
    next(g2())
except StopIteration as e:
    print(e.value, e.args)
