matrix = [[1, 2], [3, 4]]
def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
print(matmul(matrix, matrix))
identity = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
for row in identity:
    print(" ".join(str(x) for x in row))
transposed = list(map(list, zip(*matrix)))
print(transposed, [sum(col) for col in zip(*matrix)])
flat = sum(matrix, [])
print(flat, sorted(flat, key=lambda v: v % 3))
print(*flat, sep=", ", end="!\n")
print("%s has %d items" % (flat, len(flat)))
