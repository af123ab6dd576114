import torch
import torch.nn.functional as F

# The "bag of words" averaging step written three ways, as in the GPT video, then a few learner follow-ups.
torch.manual_seed(1337)
B, T, C = 4, 8, 2
x = torch.randn(B, T, C)

xbow = torch.zeros((B, T, C))
for b in range(B):
    for t in range(T):
        xprev = x[b, :t + 1]
        xbow[b, t] = torch.mean(xprev, 0)

wei = torch.tril(torch.ones(T, T))
wei = wei / wei.sum(1, keepdim=True)
xbow2 = wei @ x
print(torch.allclose(xbow, xbow2), torch.equal(xbow, xbow2))
print(xbow2[0])

tril = torch.tril(torch.ones(T, T))
wei = torch.zeros((T, T))
wei = wei.masked_fill(tril == 0, float('-inf'))
wei = F.softmax(wei, dim=-1)
xbow3 = wei @ x
print(torch.allclose(xbow, xbow3), (xbow2 - xbow3).abs().max().item())

head_size = 16
key = torch.nn.Linear(C, head_size, bias=False)
query = torch.nn.Linear(C, head_size, bias=False)
value = torch.nn.Linear(C, head_size, bias=False)
k = key(x)
q = query(x)
wei = q @ k.transpose(-2, -1) * head_size ** -0.5
wei = wei.masked_fill(tril == 0, float('-inf'))
wei = F.softmax(wei, dim=-1)
out = wei @ value(x)
print(out.shape, type(out.grad_fn).__name__)
print(out[0, -1])

W = torch.randn(C, 3)
proj = x @ W
print(proj.shape, proj[1, 2].tolist())
avg = torch.tril(torch.ones(T, T)) @ x
print(avg.shape, avg[2, -1].tolist())
shifted = torch.roll(x, shifts=1, dims=1)
print(shifted[0, :2])
counts = torch.bincount(torch.randint(0, 5, (20,)), minlength=5)
print(counts, counts.sum().item())
targets = torch.tensor([1, 0, 4, 2])
print(F.one_hot(targets, num_classes=5).float() @ torch.arange(5.))
print(torch.div(torch.arange(10), 3, rounding_mode='floor'), torch.arange(10) // 3)
print(torch.movedim(x, 1, 0).shape, x.movedim(-1, 0).shape)
print(wei[0].trace())
try:
    print(torch.ones(T, T + 1) @ x)
except RuntimeError as err:
    print("RuntimeError:", err)
try:
    print(x @ torch.randn(C + 1, 3))
except RuntimeError as err:
    print("RuntimeError:", err)
