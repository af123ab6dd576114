t = (1, 2, 3)
print(t + (4,), t * 2, t.index(2), len(t))
x, y, z = t
print(x + y + z)
try:
    t[0] = 5
except TypeError as e:
    print(e)
s = "abc"
print(list(s), tuple(s), s * 3)
print(ord("a"), chr(98), "a" < "b")
print(int("ff", 16), int("101", 2), float("1e-3"))
