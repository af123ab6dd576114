import copy
import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
        self.register_buffer("steps", torch.zeros(1))
        self.name = "net"

    def forward(self, x):
        return self.body(x)

torch.manual_seed(1)
model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(5, 3)
target = torch.randn(5, 1)
best = None
best_loss = float("inf")
for step in range(4):
    loss = ((model(x) - target) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, loss.item())
    if loss.item() < best_loss:
        best_loss = loss.item()
        best = copy.deepcopy(model)
print(best)
print(best.body[0].weight is model.body[0].weight, best.body[0].weight.grad, best.name, best.steps)
print(best.body[0].weight.requires_grad, best.body[0].weight.is_leaf, type(best).__name__)
model.load_state_dict(best.state_dict())
print(model(x))
snapshot = copy.deepcopy(model.state_dict())
with torch.no_grad():
    model.body[0].weight.zero_()
print(snapshot["body.0.weight"])
print(list(snapshot.keys()))
model.load_state_dict(snapshot)
print(model.body[0].weight)
twin = copy.copy(model)
print(twin.body is model.body)
best.eval()
print(best.training, model.training, best.body[0].training)
