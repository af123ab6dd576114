print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 >= 2, 1 == 1.0, 1 != 2, 0.1 + 0.2 == 0.3)
print(2 ** 53 + 1 == float(2 ** 53 + 1), [1, 2] < [1, 3], (1, 2) == (1, 2), [1] == (1,))
print(None is None, None is not None, 1 in [1, 2], 3 not in (1, 2), 2 in range(5), 5 in range(5))
x = 5
print(0 < x <= 5, not x, not 0, x and 0, x or 0, 0 or "default", "" and 1)
print(float("nan") == float("nan"), True == 1, "a" != "b")
