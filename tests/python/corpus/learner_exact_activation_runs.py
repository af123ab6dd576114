import torch
import torch.nn.functional as F
torch.manual_seed(13)
# sigmoid, SiLU and GELU: blocks of 16 and the tail of each row take different exp/erf/tanh, so every bit counts
functions = {
    "sigmoid": torch.sigmoid,
    "silu": F.silu,
    "gelu": F.gelu,
    "gelu_tanh": lambda t: F.gelu(t, approximate="tanh"),
}
for n in [1, 7, 15, 16, 17, 31, 33, 100]:
    x = torch.randn(n) * 6
    for name, f in functions.items():
        y = f(x)
        print(n, name, y.sum().item(), y[-3:].tolist())
# rows, transposes, slices, steps and broadcast views: torch walks them in memory order, row by row
a = torch.randn(3, 37) * 5
views = {
    "2d": a,
    "t": a.t(),
    "slice": a[:, :20],
    "step": a[:, ::2],
    "rows": a[::2],
    "expand": a[0:1].expand(4, 37),
    "col": a[:, 5],
}
for label, v in views.items():
    for name, f in functions.items():
        y = f(v)
        print(label, name, tuple(y.shape), y.sum().item(), y.reshape(-1)[-2:].tolist())
print(torch.sigmoid(torch.tensor(0.3)).item(), F.gelu(torch.tensor([0.3])).item(), F.gelu(torch.tensor(-2.5)).item())
print(torch.sigmoid(torch.tensor([[1, -2, 3], [40, -90, 0]])).tolist())
