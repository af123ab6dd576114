import torch
import torch.nn as nn
torch.manual_seed(1337)
head = nn.Linear(32, 16, bias=False)
print(head.weight.requires_grad)
for p in head.parameters():
    p.requires_grad = False
print(head.weight.requires_grad)
out = head(torch.randn(2, 32))
print(out.requires_grad)
print(out.grad_fn)
