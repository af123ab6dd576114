import torch
import torch.nn as nn
import torch.nn.functional as F

# Logistic regression on two blobs with BCEWithLogitsLoss: losses, gradients and the trained weights.
torch.manual_seed(3)
x = torch.cat([torch.randn(20, 2) + 1.5, torch.randn(20, 2) - 1.5])
y = torch.cat([torch.ones(20, 1), torch.zeros(20, 1)])
model = nn.Linear(2, 1)
loss_fn = nn.BCEWithLogitsLoss()
print(loss_fn)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(25):
    logits = model(x)
    loss = loss_fn(logits, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 0:
        print(step, loss.item(), model.weight.grad.tolist(), model.bias.grad.tolist())
print(loss)
print(model.weight, model.bias)
each = F.binary_cross_entropy_with_logits(model(x[:4]), y[:4], reduction='none')
print(each)
print(F.binary_cross_entropy_with_logits(model(x), y, reduction='sum'))
try:
    F.binary_cross_entropy_with_logits(torch.zeros(3), torch.zeros(3, 1))
except ValueError as error:
    print('ValueError:', error)
