# The mistakes with slice(): no arguments, too many, a zero step, a negative length, hashing.
for attempt in [lambda: slice(), lambda: slice(1, 2, 3, 4), lambda: slice(0, 5, 0).indices(5), lambda: slice(2).indices(-3), lambda: {slice(1): 1}, lambda: [1, 2, 3][slice(1.5, 2)]]:
    try:
        print(attempt())
    except (TypeError, ValueError) as error:
        print(type(error).__name__, error)
