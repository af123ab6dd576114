# Recursion without a base case, not caught: the program ends with CPython's RecursionError.
def forever(n):
    return forever(n + 1) + 1


print("before")
forever(0)
