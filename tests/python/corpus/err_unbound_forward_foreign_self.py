# A layer's forward called through its class with some other object as self: torch's one-line forwards read
# self's attributes, so the error (or the answer) is whatever those reads give.
import torch
import torch.nn as nn

torch.manual_seed(3)
x = torch.randn(2, 5)
lin = nn.Linear(5, 3)
act = nn.GELU()


class Holder:
    def __init__(self):
        self.weight = lin.weight
        self.bias = None
        self.dim = 0
        self.eps = 1e-8


checks = [
    ("ReLU as a Linear", lambda: nn.Linear.forward(nn.ReLU(), x)),
    ("tensor as a Linear", lambda: nn.Linear.forward(x, x)),
    ("Linear as a ReLU", lambda: nn.ReLU.forward(lin, x)),
    ("GELU as a LayerNorm", lambda: nn.LayerNorm.forward(act, x)),
    ("Linear as a GELU", lambda: nn.GELU.forward(lin, x)),
    ("Linear as a Dropout", lambda: nn.Dropout.forward(lin, x)),
    ("int as a Softmax", lambda: nn.Softmax.forward(3, x)),
    ("Linear as an Embedding", lambda: nn.Embedding.forward(lin, torch.tensor([1]))),
    ("tensor as a Flatten, input a list", lambda: nn.Flatten.forward(x, [1, 2])),
    ("ReLU as a Linear, input a list", lambda: nn.Linear.forward(nn.ReLU(), [1.0])),
]
for label, check in checks:
    try:
        check()
        print(label, "ran")
    except AttributeError as error:
        print(label, "->", error)

print(nn.Identity.forward("anything", x).shape)
print(nn.Tanh.forward(None, x)[0])
print(nn.Linear.forward(Holder(), x))
print(nn.Softmax.forward(Holder(), x)[:, 0])
print(nn.CosineSimilarity.forward(Holder(), x, x + 1))
nn.Linear.forward(nn.Tanh(), x)
