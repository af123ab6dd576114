import torch
import torch.nn as nn

# A tiny logistic regression trained with a sigmoid and nn.BCELoss: the learner's classic first classifier.
torch.manual_seed(3)
points = torch.randn(40, 2)
labels = ((points[:, 0] + 0.5 * points[:, 1]) > 0).float().unsqueeze(1)
model = nn.Sequential(nn.Linear(2, 1), nn.Sigmoid())
criterion = nn.BCELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(30):
    optimizer.zero_grad()
    loss = criterion(model(points), labels)
    loss.backward()
    optimizer.step()
    if step % 5 == 0:
        print(step, loss.item())
print(model[0].weight, model[0].bias)
print(((model(points) > 0.5).float() == labels).float().mean())
print(loss.grad_fn.name())
