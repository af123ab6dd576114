def f(x):
    return x + 1
print(f(1, 2))
