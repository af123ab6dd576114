from dataclasses import dataclass, field
import random

@dataclass
class Neuron:
    weights: list
    bias: float = 0.0
    def __call__(self, inputs):
        z = sum(w * x for w, x in zip(self.weights, inputs)) + self.bias
        return max(0.0, z)

@dataclass
class Layer:
    neurons: list = field(default_factory=list)
    def __call__(self, inputs):
        return [n(inputs) for n in self.neurons]

random.seed(0)
layer = Layer([Neuron([random.uniform(-1, 1) for _ in range(3)], random.random()) for _ in range(2)])
print(layer.neurons[0])
out = layer([1.0, 2.0, -1.0])
print([round(v, 6) for v in out], len(layer.neurons))
