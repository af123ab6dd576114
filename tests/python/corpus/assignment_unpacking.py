a, b = 1, 2
a, b = b, a
print(a, b)
x = y = 5
print(x, y)
(p, q), r = (1, 2), 3
print(p, q, r)
[m, n] = [10, 20]
print(m, n)
first, second, third = "abc"
print(first, second, third)
t = 1, 2, 3
print(t, len(t))
