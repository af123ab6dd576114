# A bracket left open, and the next line starts a new statement: Python names the open bracket.
import torch
x = torch.ones(2, 3
y = x.sum()
print(y)
