import torch
torch.manual_seed(1337)
B, T, C = 4, 8, 32
head_size = 16
x = torch.randn(B, T, C)
q = torch.randn(B, T, head_size)
k = torch.randn(B, T, head_size)
wei = q @ k.transpose(-2, -1)
print(wei.shape)
print(f"{wei.std().item():.4f} {(wei * head_size**-0.5).std().item():.4f}")
