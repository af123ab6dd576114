import torch
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x.shape[-1] // 4)
print(x[0, 0, :8].tolist())
print([f"{t:.2f}" for t in x[0, 0, :4].tolist()])
print(x[0, 0, 0].item() == x[0][0][0].item())
