from itertools import permutations, combinations, islice
for attempt in [lambda: permutations([1, 2], -1), lambda: combinations([1, 2]), lambda: islice([1, 2], -1), lambda: list(islice("ab", 0, 2, 0))]:
    try:
        attempt()
    except (TypeError, ValueError) as error:
        print(type(error).__name__, error)
print(list(combinations([1, 2], 3)), list(permutations([], 0)))
