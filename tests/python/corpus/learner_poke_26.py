import torch
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x.shape == (1, 4, 128), x.shape[-1], len(x), len(x[0]))
print(list(x.shape), x.shape.numel() if hasattr(x.shape, "numel") else None)
B, T, C = x.shape
print(B, T, C, B * T * C)
print(x.dim(), x.element_size(), x.is_floating_point())
