grid = [[0] * 5 for _ in range(4)]
for r in range(4):
    for c in range(5):
        grid[r][c] = (r * 5 + c) % 7
for row in grid:
    print(" ".join(f"{v:2d}" for v in row))
col_sums = [sum(row[c] for row in grid) for c in range(5)]
print(col_sums, max(max(row) for row in grid), sum(map(sum, grid)))
neighbors = lambda r, c: [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= r + dr < 4 and 0 <= c + dc < 5]
print(neighbors(0, 0), len(neighbors(2, 2)))
diag = [grid[i][i] for i in range(min(len(grid), len(grid[0])))]
print(diag, grid[-1][::-1], [row[1:3] for row in grid[:2]])
