first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
a, b = 1, 2
a, b = b, a
print(a, b)
(x, y), z = (1, 2), 3
print(x, y, z)
point = (3, 4)
px, py = point
print(px * py, point * 2, point + (5,), (1,) * 3, len(()))
record = ("Ada", 36, "London")
name, _, city = record
print(f"{name} lives in {city}", record.index(36), record.count("Ada"))
