grid = [[0] * 5 for _ in range(3)]
grid[1][2] = 7
grid[0][4] = 1
for row in grid:
    print(" ".join(str(cell) for cell in row))
transposed = [[grid[r][c] for r in range(len(grid))] for c in range(len(grid[0]))]
print(transposed)
identity = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
print(identity, sum(map(sum, identity)))
