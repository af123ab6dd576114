import torch
import torch.nn as nn

p = nn.Parameter(torch.ones(2, 3))
print(p)
print(type(p), p.requires_grad, p.shape)
print(isinstance(p, torch.Tensor), isinstance(p, nn.Parameter), isinstance(torch.ones(1), nn.Parameter))
frozen = nn.Parameter(torch.zeros(2), requires_grad=False)
print(frozen)


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(3))
        self.offset = torch.zeros(3)

    def forward(self, x):
        return x * self.gain + self.offset


s = Scale()
print([n for n, _ in s.named_parameters()])
print(s(torch.tensor([1.0, 2.0, 3.0])))
print(s.offset)
s.gain = torch.ones(3)
