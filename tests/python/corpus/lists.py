a = [1, 2, 3]
a.append(4)
a.extend([5, 6])
a.insert(0, 0)
print(a, a.pop(), a.pop(0), a)
print(a.index(3), a.count(2), a[1:4], a[-2:], a[::2], a[::-1])
a[0] = 100
print(a)
b = a.copy()
b.reverse()
print(a, b)
nested = [[1, 2], [3, 4]]
print(nested[1][0], len(nested))
