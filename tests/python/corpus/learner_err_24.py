import torch
x = torch.randn(2, 3)
x.foo()
