class ShapeError(Exception):
    pass

class DimensionError(ValueError):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected} dimensions, got {got}")
        self.expected = expected
        self.got = got

def check(shape):
    if len(shape) != 3:
        raise DimensionError(3, len(shape))
    if shape[-1] % 2:
        raise ShapeError("last dimension must be even")
    return "ok"

for shape in [(4, 8, 32), (4, 8), (4, 8, 3)]:
    try:
        print(check(shape))
    except DimensionError as error:
        print("DimensionError:", error, error.expected, error.got, error.args)
    except ShapeError as error:
        print("ShapeError:", error)
print(issubclass(DimensionError, ValueError), issubclass(ShapeError, ValueError), isinstance(ShapeError("x"), Exception))
print(ShapeError, DimensionError(1, 2))

class QuietError(Exception):
    def __str__(self):
        return "quiet: " + str(len(self.args)) + " args"

try:
    raise QuietError("a", "b")
except QuietError as error:
    print(error)
