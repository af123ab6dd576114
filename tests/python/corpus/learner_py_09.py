def describe(*args, **kwargs):
    print(len(args), args)
    for k in sorted(kwargs):
        print(k, "=", kwargs[k])
describe(1, 2, 3, lr=0.01, epochs=5)
describe()
def add(a, b=2, *, scale=1):
    return (a + b) * scale
print(add(1), add(1, 3), add(1, scale=10))
nums = [1, 2, 3]
print(add(*nums[:2]), add(**{"a": 5, "b": 5}))
