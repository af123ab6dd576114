def make_multiplier(n):
    return lambda x: x * n
double = make_multiplier(2)
print(double(21), (lambda a, b=3: a + b)(1))
ops = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b}
for name, fn in ops.items():
    print(name, fn(3, 4))
print(sorted([3, -1, 2], key=abs), sorted("Hello", key=str.lower))
