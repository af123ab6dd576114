import torch
torch.manual_seed(1337)
T = 8
head_size = 16
q = torch.randn(1, T, head_size)
k = torch.randn(1, T, head_size)
v = torch.randn(1, T, head_size)
scale = head_size ** -0.5
att = (q @ k.mT) * scale
att = att.masked_fill(torch.tril(torch.ones(T, T)) == 0, float("-inf"))
att = att.softmax(dim=-1)
y = att @ v
print(att[0, -1])
print(y[0, -1, :5])
print(y.shape)
