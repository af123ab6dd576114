import torch
torch.manual_seed(0)
x = torch.randn(10) * 5
i = torch.arange(-5, 6)
print((x % 2).tolist())
print((x // 2).tolist())
print((x % -1.5).tolist(), (x // -1.5).tolist())
print(i % 3, i // 3, i % -3, i // -3)
print(i[i % 2 == 0], torch.arange(12).view(3, 4) % 5)
print(i % 2.5, i // 2.5, x % torch.tensor(3.0))
print(7 % torch.arange(1, 5), torch.tensor([5.0, -5.0]) % 0.0, torch.tensor([5.0, -5.0, 0.0]) // 0.0)
