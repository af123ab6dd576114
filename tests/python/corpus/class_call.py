class Scale:
    def __init__(self, factor):
        self.factor = factor

    def __call__(self, x):
        return x * self.factor

class Pipeline:
    def __init__(self, *steps):
        self.steps = list(steps)

    def __call__(self, x):
        for step in self.steps:
            x = step(x)
        return x

double = Scale(2)
print(double(21), callable(double), callable(5))
pipeline = Pipeline(Scale(3), Scale(0.5), lambda v: v + 1)
print(pipeline(10))
print(sorted([3, 1, 2], key=Scale(-1)))
method = double.__call__
print(method(4))
