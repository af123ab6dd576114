import torch

# Binary cross-entropy by hand, with the probabilities clamped away from 0 and 1 before the log.
torch.manual_seed(19)
x = torch.randn(12, 3)
labels = (x[:, 0] + x[:, 2] > 0).float()
w = torch.zeros(3, requires_grad=True)
opt = torch.optim.Adam([w], lr=0.1)
for step in range(15):
    p = torch.sigmoid(x @ w).clamp(1e-6, 1 - 1e-6)
    loss = -(labels * p.log() + (1 - labels) * (1 - p).log()).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 3 == 0:
        print(step, loss.item(), w.grad.abs().max().item())
print(w.detach())
