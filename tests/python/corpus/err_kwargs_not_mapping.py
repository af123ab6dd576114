def f(**options):
    return options
f(**[('a', 1)])
