matrix = [[1, 2, 3], [4, 5, 6]]
transposed = [list(row) for row in zip(*matrix)]
print(transposed)
flat = [x for row in matrix for x in row]
print(flat, sum(flat))
print(list(enumerate("abc", start=1)))
print(any(x > 5 for x in flat), all(x > 0 for x in flat))
print(list(reversed(flat)), flat[::-1][:2])
