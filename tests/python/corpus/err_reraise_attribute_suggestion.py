import torch

x = torch.ones(2, 3)
try:
    print(x.shpe)
except AttributeError as error:
    print("caught:", error)
    raise error
