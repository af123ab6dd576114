import torch
torch.manual_seed(42)
print(torch.rand(3, 4), torch.rand(5).tolist(), torch.rand((2, 2)))
print(torch.randint(0, 10, (3, 4)), torch.randint(5, (6,)), torch.randint(-3, 3, size=(2, 3)))
print(torch.randint(0, 2**40, (3,)), torch.randn(3), torch.rand(17).tolist())
print(torch.randint(0, 65, (4, 8)))
