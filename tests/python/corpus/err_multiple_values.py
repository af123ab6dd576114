def f(a, b):
    return a + b
f(1, a=2)
