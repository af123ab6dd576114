import torch
torch.manual_seed(1337)
B, T, C = 1, 4, 6
x = torch.randn(B, T, C)
w = torch.softmax(torch.randn(T, T).masked_fill(torch.tril(torch.ones(T, T)) == 0, float('-inf')), dim=1)
out = w @ x
print(out)
print(out.mean(dim=(0, 1)))
print(out.std(dim=-1))
