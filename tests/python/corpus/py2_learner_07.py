def make_counter():
    count = 0
    def increment(step=1):
        nonlocal count
        count += step
        return count
    return increment
c = make_counter()
print(c(), c(), c(5))
def describe(*args, **kwargs):
    return f"{len(args)} args {args}, kwargs {sorted(kwargs)}"
print(describe(1, 2, x=3, y=4))
print(describe())
total = 0
def add(n):
    global total
    total += n
for i in range(5):
    add(i)
print(total)
def power(base, exp=2):
    return base ** exp
print(power(3), power(2, 10), power(exp=3, base=2), 2 ** 100, 3 ** -1)
compose = lambda f, g: lambda x: f(g(x))
print(compose(str, abs)(-5), (lambda: "no args")())
