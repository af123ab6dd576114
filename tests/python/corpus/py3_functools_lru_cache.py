# Memoised recursion as a learner writes it: functools.lru_cache and cache, their statistics, a bounded cache
# forgetting the least recently used entries, keyword arguments as separate keys, and a cache cleared.
from functools import lru_cache, cache


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(30), fib(80))
print(fib.cache_info())
print(fib.__name__, fib.__wrapped__(10))
fib.cache_clear()
print(fib.cache_info())


@lru_cache(maxsize=3)
def square(x, power=2):
    return x ** power


for value in [1, 2, 3, 1, 4, 2, 1, 1.0, True]:
    square(value)
print(square.cache_info())
print(square(2, power=3), square(2, 3), square(x=2), square.cache_info())


@cache
def count_paths(rows, cols):
    if rows == 1 or cols == 1:
        return 1
    return count_paths(rows - 1, cols) + count_paths(rows, cols - 1)


print(count_paths(12, 12), count_paths.cache_info())


@lru_cache
def shout(word):
    return word.upper() + "!"


print(shout("hi"), shout("hi"), shout.cache_info())
uncached = lru_cache(maxsize=0)(len)
print(uncached("abc"), uncached("abc"), uncached.cache_info())
try:
    square([1, 2])
except TypeError as error:
    print("TypeError:", error)


@lru_cache(maxsize=None)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(400))
try:
    depth(2000)
except RecursionError as error:
    print("RecursionError:", error)
