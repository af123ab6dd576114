x = 3
assert x == 3
assert x > 5, "x is too small"
