import torch
import torch.nn.functional as F
torch.manual_seed(8)
a = torch.randn(3, 5)
b = torch.randn(5, 4)
print(torch.mm(a, b), a.mm(b).tolist(), a.matmul(b).equal(a @ b))
x = torch.randn(2, 3, 5)
y = torch.randn(2, 5, 3)
print(torch.bmm(x, y), x.bmm(y).tolist())
print(torch.bmm(x, y).allclose(x @ y), torch.allclose(x @ y, torch.bmm(x, y) + 1e-3))
h = torch.randn(4, 6)
print(torch.relu(h), h.relu().tolist(), F.relu(h).sum())
w = torch.randn(3, 3, requires_grad=True)
print(torch.mm(w, w), torch.relu(w), torch.bmm(w[None], w[None]))
