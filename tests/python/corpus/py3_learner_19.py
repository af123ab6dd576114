def make_counter():
    count = 0
    def increment(step=1):
        nonlocal count
        count += step
        return count
    return increment
c = make_counter()
print(c(), c(), c(10))
def power(exponent):
    return lambda base: base ** exponent
square, cube = power(2), power(3)
print(square(7), cube(3), list(map(square, range(5))))
adders = [lambda x, n=n: x + n for n in range(3)]
print([f(10) for f in adders])
