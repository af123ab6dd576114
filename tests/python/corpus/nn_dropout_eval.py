import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.randn(2, 3)
drop = nn.Dropout(0.0)
print(drop)
print(drop(x) is x)
drop = nn.Dropout(p=0.5)
drop.eval()
print(drop.training, drop(x) is x)
print(torch.equal(drop(x), x))
print(nn.Dropout(0), nn.Dropout(1), nn.Dropout(0.25, inplace=True))
for p in [1.5, -0.1]:
    try:
        nn.Dropout(p)
    except ValueError as e:
        print("ValueError:", e)
nn.Dropout('a')
