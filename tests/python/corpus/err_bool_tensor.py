import torch
x = torch.ones(3)
if x:
    print("yes")
