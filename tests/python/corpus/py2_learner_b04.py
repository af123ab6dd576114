class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
    @property
    def shape(self):
        return (len(self.rows), len(self.rows[0]))
    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"shapes {self.shape} and {other.shape} not aligned")
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(m)) for j in range(p)] for i in range(n)])
    def T(self):
        return Matrix(zip(*self.rows))
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
A = Matrix([[1, 2, 3], [4, 5, 6]])
print(A.shape, A.T(), A @ A.T())
try:
    A @ A
except ValueError as e:
    print("error:", e)
print(Matrix([[0.5, 1.5]]) @ Matrix([[2], [4]]))
