print(type(1), type(1.0), type("a"), type([]), type({}), type(None), type(True))
print(isinstance(True, int), 1 == 1.0, 0.1 * 3, 1e20, 1e-5, 123456789.0 * 10)
print(float("inf"), -float("inf"), float("nan"), 1/3, 2/3, 10**16 + 0.5)
print(3 * 1.1, 100.0, 1e16, 1.5e-7, round(0.1234567, 4))
