grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
print(grid)
print([[r * c for c in range(3)] for r in range(3)])
s = "hello"
print(s.capitalize(), s.title(), s.center(11, "."), s.zfill(8))
print(s.strip("ho"), "  x ".strip(), "a,b,,c".split(","))
print(sorted("banana"), "".join(sorted(set("banana"))))
