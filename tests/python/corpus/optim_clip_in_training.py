# A training loop that clips the gradient norm before every AdamW step, as the GPT lecture's learners add.
import torch
from torch.nn.utils import clip_grad_norm_

torch.manual_seed(8)
model = torch.nn.Sequential(torch.nn.Linear(6, 12), torch.nn.ReLU(), torch.nn.Linear(12, 1))
opt = torch.optim.AdamW(model.parameters(), lr=0.05)
x = torch.randn(32, 6)
y = (x[:, :1] * 3 - x[:, 1:2]) * 5
for step in range(8):
    loss = ((model(x) - y) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    norm = clip_grad_norm_(model.parameters(), max_norm=1.0)
    opt.step()
    print(step, f"{loss.item():.6f}", norm)
print(model[2].weight.grad)
