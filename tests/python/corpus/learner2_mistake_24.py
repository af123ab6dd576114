import torch
torch.manual_seed(3)
x = torch.randn(3)
if x.sum() > 0:
    print("positive")
else:
    print("not positive")
if x > 0:
    print("all positive?")
