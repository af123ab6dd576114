class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])
    def __getitem__(self, index):
        r, c = index
        return self.rows[r][c]
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
    @staticmethod
    def identity(n):
        return Matrix([[int(i == j) for j in range(n)] for i in range(n)])
    @classmethod
    def zeros(cls, n):
        return cls([[0] * n for _ in range(n)])
m = Matrix([[1, 2], [3, 4]])
print(m @ m, m @ Matrix.identity(2), m[1, 0], Matrix.zeros(2))
