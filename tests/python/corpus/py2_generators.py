def count_up(n):
    i = 0
    while i < n:
        print("yielding", i)
        yield i
        i += 1
    print("done")

for x in count_up(3):
    print("got", x)

g = count_up(2)
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration:
    print("stop")
print(list(count_up(3)))
print(sum(count_up(4)))

def squares(xs):
    for x in xs:
        if x % 2 == 0:
            yield x * x
        else:
            continue
    return "finished"

print(list(squares([1, 2, 3, 4, 5, 6])))
s = squares([2])
print(next(s))
try:
    next(s)
except StopIteration as e:
    print("stop value", e)

def chain(a, b):
    yield from a
    yield from b

print(list(chain([1, 2], "ab")))
for i, v in enumerate(count_up(2), start=1):
    print(i, v)
for a, b in zip(count_up(5), "xy"):
    print(a, b)
print(sorted(squares([5, 4, 3, 2])))
print(sum(x * x for x in range(5)))
print(max(count_up(3)))

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

f = fib()
print([next(f) for _ in range(10)])

def safe():
    try:
        yield 1
        raise ValueError("bad")
    except ValueError as e:
        print("caught", e)
        print("handled")
    finally:
        print("finally")

print(list(safe()))
def gen_return():
    yield 1
    return 5
g = gen_return()
next(g)
next(g)
