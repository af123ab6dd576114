def f(a, b):
    return a + b
print(f(1))
