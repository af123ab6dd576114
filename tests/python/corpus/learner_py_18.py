matrix = [[1, 2, 3], [4, 5, 6]]
transposed = [list(row) for row in zip(*matrix)]
print(transposed)
flat = [x for row in matrix for x in row if x % 2]
print(flat, any(x > 5 for x in flat), all(flat))
print("-".join(str(x) for x in range(5)))
s = "Queries, Keys and Values"
print(s.lower().split(", "), s.replace(" and", ","), s[::-1][:6], s.count("e"))
print(s.startswith("Q"), s.find("Keys"), s.center(30, "*"))
