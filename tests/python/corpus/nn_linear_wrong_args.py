import torch
import torch.nn as nn

layer = nn.Linear(3, 2)
x = torch.ones(3)
for call in [lambda: layer(), lambda: layer(x, x), lambda: layer(3), lambda: layer(inp=x)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print(layer(input=x).shape)
nn.Linear(3)
