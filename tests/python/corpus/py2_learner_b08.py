def memoize(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper
@memoize
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(10, 10), len(paths.cache))
def timer_like(label):
    def deco(fn):
        def inner(*a, **k):
            print("start", label)
            result = fn(*a, **k)
            print("end", label)
            return result
        return inner
    return deco
@timer_like("sum")
def add(a, b=0):
    return a + b
print(add(2, b=3))
