import torch
import torch.nn as nn
import torch.nn.functional as F

# nn.Softmax, nn.Identity, F.mse_loss / nn.MSELoss, clamp_min/clamp_max and broadcast_to in an attention-style module.
torch.manual_seed(0)


class Head(nn.Module):
    def __init__(self, n_embd, head_size):
        super().__init__()
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.softmax = nn.Softmax(dim=-1)
        self.proj = nn.Identity()

    def forward(self, x):
        q, k = self.query(x), self.key(x)
        wei = self.softmax(q @ k.transpose(-2, -1) * k.shape[-1] ** -0.5)
        return self.proj(wei @ self.value(x))


head = Head(8, 4)
print(head)
x = torch.randn(2, 5, 8)
out = head(x)
print(out.shape, out[1, -1], out.grad_fn.__class__.__name__)
print(nn.Softmax(), nn.Softmax(1), nn.Identity(3, a=4), nn.Softmax(dim=0)(x).sum(0)[0])
print(nn.Identity()(x) is x, head.softmax.dim, list(head.softmax.parameters()))
try:
    nn.Softmax(-1, 2)
except TypeError as err:
    print("TypeError:", err)

a = torch.randn(3, 5, requires_grad=True)
b = torch.randn(3, 5)
print(F.mse_loss(a, b), F.mse_loss(a, b, reduction='sum'), F.mse_loss(a.detach(), b))
print(F.mse_loss(a, b, reduction='none'))
print(nn.MSELoss()(a, b), nn.MSELoss(reduction='sum'), nn.MSELoss(reduction='sum')(a, b).item())
for n in [1, 7, 8, 15, 16, 17, 31, 33, 100, 257, 1000]:
    p, t = torch.randn(n), torch.randn(n)
    print(n, F.mse_loss(p, t).item(), F.mse_loss(p, t, reduction='sum').item(), F.mse_loss(p.view(-1, 1), t.view(-1, 1)).item())
for call in [lambda: F.mse_loss(a, b, reduction='avg'), lambda: F.mse_loss(torch.arange(3), torch.arange(3)),
             lambda: F.mse_loss(a, 1.0)]:
    try:
        print(call())
    except (ValueError, RuntimeError, AttributeError) as err:
        print(type(err).__name__ + ":", err)

print(a.clamp_min(0), torch.clamp_max(a, 0.5), torch.arange(5).clamp_min(2), torch.clamp_min(torch.tensor([-1.0, float('nan')]), 0.0))
print(torch.broadcast_to(torch.arange(3), (2, 3)), torch.arange(3.).requires_grad_().broadcast_to((2, 3)))
try:
    torch.arange(3).broadcast_to((2, 4))
except RuntimeError as err:
    print("RuntimeError:", err)
