import torch
import torch.nn as nn
for seed, p, shape in [(0, 0.3, (20,)), (1, 0.2, (4, 8, 8)), (2, 0.5, (3, 7)), (3, 0.1, (5, 13)), (4, 0.9, (17,)), (5, 1.0, (2, 3)), (6, 0.25, (1, 33)), (7, 0.7, (64, 65))]:
    torch.manual_seed(seed)
    x = torch.randn(*shape)
    d = nn.Dropout(p)
    y = d(x)
    h = 0
    for v in y.flatten().tolist():
        h = (h * 1000003 + hash(v)) % (1 << 61)
    print(seed, p, h, y.flatten()[:5].tolist(), torch.randn(2).tolist())
torch.manual_seed(0)
w = torch.randn(3, 3, requires_grad=True)
print(nn.Dropout(0.5)(w))
print(nn.Dropout(0.5)(w * 2))
