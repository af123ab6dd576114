class Module:
    def __init__(self, name):
        self.name = name
        self.training = True

    def eval(self):
        self.training = False
        return self

    def describe(self):
        return f"{type(self).__name__}({self.name}, training={self.training})"

class Linear(Module):
    def __init__(self, n_in, n_out):
        super().__init__("linear")
        self.n_in = n_in
        self.n_out = n_out

    def describe(self):
        return super().describe() + f" {self.n_in}->{self.n_out}"

class Block(Module):
    pass

layer = Linear(4, 8)
print(layer.describe())
print(layer.eval().describe())
print(Block("block").describe())
print(isinstance(layer, Module), isinstance(layer, Linear), isinstance(Block("b"), Linear))
print(issubclass(Linear, Module), issubclass(Module, Linear), issubclass(Linear, object))

class A:
    def who(self):
        return "A"

class B(A):
    def who(self):
        return "B>" + super().who()

class C(A):
    def who(self):
        return "C>" + super().who()

class D(B, C):
    def who(self):
        return "D>" + super().who()

print(D().who())
