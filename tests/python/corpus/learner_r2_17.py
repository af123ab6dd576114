import torch
x = torch.randn(2, 3)
print(x.view(2, 3, 1).squeeze(-1).shape)
print(x.reshape(3, -1).contiguous().is_contiguous())
print(x[None].shape, x[:, None, :].shape, x[..., None].shape)
