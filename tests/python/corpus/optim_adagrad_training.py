# Linear regression with Adagrad: defaults, lr_decay, weight decay and an initial accumulator.
import torch
import torch.nn as nn

torch.manual_seed(7)
X = torch.randn(64, 3)
true_w = torch.tensor([[2.0], [-3.4], [1.7]])
Y = X @ true_w + 4.2 + 0.01 * torch.randn(64, 1)
for kw in [dict(lr=0.5), dict(lr=0.5, lr_decay=0.05), dict(lr=0.3, weight_decay=0.1, initial_accumulator_value=0.1, eps=1e-8)]:
    model = nn.Linear(3, 1)
    optimizer = torch.optim.Adagrad(model.parameters(), **kw)
    print(optimizer.state[model.weight])
    for step in range(50):
        loss = nn.MSELoss()(model(X), Y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 10 == 9:
            print(f"step {step + 1}: loss {loss.item():.6f}")
    print(model.weight.data, model.bias.data)
    print(optimizer.state[model.bias])
print(optimizer)
print(optimizer.param_groups[0]["lr"], optimizer.defaults)
