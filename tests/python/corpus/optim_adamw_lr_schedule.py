# A warm-up written by hand: AdamW's lr set before each step.
import torch

torch.manual_seed(11)
w = torch.randn(5, requires_grad=True)
target = torch.linspace(-1, 1, 5)
opt = torch.optim.AdamW([w], lr=0.0)
for step in range(1, 8):
    opt.param_groups[0]["lr"] = 0.05 * min(1.0, step / 4)
    loss = ((w - target) ** 2).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, opt.param_groups[0]["lr"], loss.item())
print(w)
