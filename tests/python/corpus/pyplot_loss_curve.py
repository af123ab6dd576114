# A small model trained with AdamW; the loss printed each few steps and drawn at the end.
import torch
import torch.nn as nn
import matplotlib.pyplot as plt

torch.manual_seed(1337)
model = nn.Linear(4, 1)
optimizer = torch.optim.AdamW(model.parameters(), lr=0.05)
x = torch.randn(16, 4)
y = x.sum(dim=1, keepdim=True)
losses = []
for step in range(40):
    loss = nn.functional.mse_loss(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    losses.append(loss.item())
    if step % 10 == 0:
        print(f"step {step:2d}: loss {loss.item():.4f}")
lines = plt.plot(losses, label="train")
print(len(lines))
plt.xlabel("step")
plt.ylabel("loss")
plt.title("Training loss")
plt.legend()
plt.show()
print("final", round(losses[-1], 4))
