import torch
ids = torch.arange(5)
ids.requires_grad_()
