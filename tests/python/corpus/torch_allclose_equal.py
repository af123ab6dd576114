import torch
a = torch.ones(3)
b = a + 1e-7
print(torch.equal(a, b), torch.allclose(a, b), torch.allclose(a, a + 0.1), torch.allclose(a, a + 0.1, atol=0.2))
print(torch.equal(a, torch.ones(4)), torch.equal(torch.zeros(2, 2), torch.zeros(2, 2)))
