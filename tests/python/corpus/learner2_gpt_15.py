import torch
import torch.nn as nn
torch.manual_seed(1337)
drop = nn.Dropout(0.5)
x = torch.ones(2, 5)
drop.eval()
print(drop(x))
print(drop)
drop2 = nn.Dropout(p=0.0)
print(drop2(x))
relu = nn.ReLU()
print(relu(torch.tensor([-1.0, 0.0, 2.0])))
