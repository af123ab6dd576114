import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(42)
scores = torch.randn(4, 6)
gate = torch.sigmoid(scores)
print(gate)
print(torch.equal(gate, scores.sigmoid()), torch.equal(gate, nn.Sigmoid()(scores)))
print(torch.equal(gate, F.sigmoid(scores)))
print(gate.min().item(), gate.max().item())
print((gate > 0.5).sum().item(), "of", gate.numel(), "pass the gate")
w = torch.randn(6, 3, requires_grad=True)
h = torch.sigmoid(scores @ w)
print(h)
print(F.silu(scores)[:, :3])
print(nn.SiLU()(scores).mean(dim=0))
act = nn.SiLU(inplace=False)
print(act, nn.Sigmoid(), nn.GELU())
