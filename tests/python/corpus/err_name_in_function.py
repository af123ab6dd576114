def f(value):
    total = value * 2
    return totl
print(f(3))
