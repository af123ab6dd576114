import torch
import torch.nn.functional as F

# retain_grad() keeps the gradient of a result (not a leaf) in .grad, as a learner checks a backward pass by hand.
torch.manual_seed(7)
a = torch.randn(3, requires_grad=True)
b = a * 2
b.retain_grad()
print(b.retains_grad, a.retains_grad, b.grad)
a.retain_grad()  # a leaf keeps its gradient anyway
print(a.retains_grad)
c = (b * b).sum()
g, = torch.autograd.grad(c, a, retain_graph=True)
print(g, b.grad)
c.backward(retain_graph=True)
print(b.grad)
c.backward()
print(b.grad, a.grad)
total = (a * 5).sum()
total.retain_grad()
total.backward()
print(total.grad, a.grad)
try:
    torch.zeros(2).retain_grad()
except RuntimeError as error:
    print("RuntimeError:", error)

# One output of several.
x = torch.randn(4, requires_grad=True)
p, q = x.split(2)
p.retain_grad()
(p * q).sum().backward()
print(p.grad, q.grad, x.grad)

# A small network's intermediates, all kept, compared with the gradients worked out by hand.
torch.manual_seed(42)
n, d, h, v = 5, 4, 6, 3
xs = torch.randn(n, d)
ys = torch.randint(0, v, (n,))
W1 = torch.randn(d, h, requires_grad=True)
b1 = torch.randn(h, requires_grad=True)
W2 = torch.randn(h, v, requires_grad=True)
hpre = xs @ W1 + b1
hact = torch.tanh(hpre)
logits = hact @ W2
logprobs = F.log_softmax(logits, dim=1)
loss = -logprobs[range(n), ys].mean()
for t in [hpre, hact, logits, logprobs]:
    t.retain_grad()
loss.backward()
dlogprobs = torch.zeros_like(logprobs)
dlogprobs[range(n), ys] = -1.0 / n
print(torch.equal(dlogprobs, logprobs.grad), (dlogprobs - logprobs.grad).abs().max().item())
dhact = logits.grad @ W2.T
print(torch.allclose(dhact, hact.grad), (dhact - hact.grad).abs().max().item())
dhpre = (1 - hact ** 2) * hact.grad
print(torch.allclose(dhpre, hpre.grad), (dhpre - hpre.grad).abs().max().item())
print(logits.grad)
print(hpre.grad.sum(0), b1.grad)
