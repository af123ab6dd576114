def stats(*args, **kwargs):
    print("args:", args)
    print("kwargs:", kwargs)
    return sum(args)
print(stats(1, 2, 3, scale=2, name="x"))
def describe(a, b=2, *rest, flag=False):
    return a, b, rest, flag
print(describe(1))
print(describe(1, 3, 4, 5, flag=True))
