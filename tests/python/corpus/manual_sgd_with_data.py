import torch
import torch.nn.functional as F
# Training by hand as the makemore lectures do: p.grad = None, backward, then p.data += -lr * p.grad
torch.manual_seed(0)
words = "emma olivia ava isabella sophia mia".split()
chars = sorted(set("".join(words)))
stoi = {c: i + 1 for i, c in enumerate(chars)}
stoi["."] = 0
xs, ys = [], []
for w in words:
    seq = ["."] + list(w) + ["."]
    for a, b in zip(seq, seq[1:]):
        xs.append(stoi[a])
        ys.append(stoi[b])
xs, ys = torch.tensor(xs), torch.tensor(ys)
V = len(stoi)
g = torch.Generator().manual_seed(2147483647)
W = torch.randn((V, V), generator=g, requires_grad=True)
for k in range(20):
    logits = F.one_hot(xs, num_classes=V).float() @ W
    counts = logits.exp()
    probs = counts / counts.sum(1, keepdim=True)
    loss = -probs[torch.arange(len(ys)), ys].log().mean() + 0.01 * (W ** 2).mean()
    W.grad = None
    loss.backward()
    W.data += -10 * W.grad
    if k % 5 == 0:
        print(k, loss.item())
print(W.data[0, :5], W.is_leaf, W.requires_grad)
W.data = W.data * 0.5
print(W[0, :5])
v = W.view(-1)
W.data = torch.zeros(2, 2)
print(W, W.shape, v.shape)
try:
    W.data = 3
except TypeError as error:
    print("TypeError:", error)
