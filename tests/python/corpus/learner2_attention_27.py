import torch
torch.manual_seed(0)
B, T, C = 2, 4, 8
x = torch.randn(B, T, C)
nh = 2
q = x.view(B, T, nh, C // nh).permute(0, 2, 1, 3)
att = q @ q.transpose(-1, -2)
print(att.shape)
print(att[0, 1])
out = (att.softmax(-1) @ q).permute(0, 2, 1, 3).reshape(B, T, C)
print(out[1, 3])
