values = [3, 1, 4, 1, 5, 9, 2, 6]
print(len(values), min(values), max(values), sum(values), sum(values, 10), sorted(values), sorted(values, reverse=True))
print(min(3, 1, 2), max(2.5, 1), min("b", "a"), abs(-2.5), round(3.14159, 2))
print(list(range(5)), list(range(2, 10, 3)), list(range(5, 0, -2)), tuple(range(3)), range(3), len(range(0, 10, 3)))
print(list(zip([1, 2, 3], "ab")), list(enumerate(["a", "b"])), list(enumerate("xy", start=1)))
print(isinstance(1, int), isinstance(True, int), isinstance(1.0, int), isinstance("s", str), isinstance(1.5, (int, float)))
print(int("12"), int(True), float(2), str([1, 2]), bool(0), bool([]), bool("x"), list("ab"), tuple([1, 2]))
print(any([0, 0, 1]), all([1, 1, 0]), repr(1.5), int, float)
