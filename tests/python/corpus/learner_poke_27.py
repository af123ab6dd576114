import torch
torch.set_printoptions(precision=3)
torch.manual_seed(42)
x = torch.randn(2, 5)
print(x)
torch.set_printoptions(sci_mode=True)
print(x)
torch.set_printoptions(precision=4, sci_mode=False)
print(x * 1000)
