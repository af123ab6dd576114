import torch

# Logistic regression on two blobs, the loss written out by hand with log and sigmoid.
torch.manual_seed(3)
n = 40
x0 = torch.randn(n, 2) + torch.tensor([1.5, 1.5])
x1 = torch.randn(n, 2) - torch.tensor([1.5, 1.5])
x = torch.cat([x0, x1])
y = torch.cat([torch.ones(n), torch.zeros(n)])
w = torch.zeros(2, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
lr = 0.5
for step in range(25):
    p = torch.sigmoid(x @ w + b)
    loss = -(y * torch.log(p) + (1 - y) * torch.log(1 - p)).mean()
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
        b -= lr * b.grad
    if step % 5 == 0:
        print(step, round(loss.item(), 6), w.grad.tolist(), b.grad.tolist())
    w.grad.zero_()
    b.grad.zero_()
print(w, b)
acc = ((torch.sigmoid(x @ w + b) > 0.5).float() == y).float().mean()
print("accuracy", acc.item())
