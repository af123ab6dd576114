# Statements that span lines inside brackets, each followed by more statements.
import torch

sizes = [4,
         8, 16]
print(sizes)
settings = {
    "n_embd": 32,
    "n_head": 4,
}
print(settings["n_embd"] // settings["n_head"])
for name, value in [("tokens", 8),
                    ("heads", 4)]:
    print(name, value)
total = (1 +
         2 +
         3)
print(total)
x = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
print(x.sum(dim=0,
            keepdim=True))
def scale(t,
          factor=2):
    return t * factor
print(scale(x,
            factor=3))
print(torch.allclose(x,
                     x + 0.0))
y = x.transpose(
    0, 1
)
print(y)
