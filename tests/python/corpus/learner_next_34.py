import torch
a = torch.ones(2, 3, dtype=torch.long)
b = torch.full((2, 3), 0.5)
print(a + b, (a + b).dtype)
print(a * 2, (a * 2).dtype, (a / 2).dtype)
print(a.to(torch.float32), a.double() if False else a.float().dtype)
print(torch.zeros(2, dtype=torch.bool), torch.ones(2).bool())
