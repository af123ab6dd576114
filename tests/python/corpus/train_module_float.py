# Module.float() on a model that is float32 already: the same model back, training unchanged.
import torch
import torch.nn as nn

torch.manual_seed(2)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).float()
print(model is model.float(), model[0].weight.dtype)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
x = torch.randn(6, 3).float()
for step in range(3):
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    loss.backward()
    opt.step()
    print(step, loss.item())
print(model[2].bias)
