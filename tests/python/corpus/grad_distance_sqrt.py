import torch

# Pull points towards a centre by their Euclidean distance (sqrt of summed squares).
torch.manual_seed(17)
points = torch.randn(6, 2, requires_grad=True)
centre = torch.tensor([0.5, -0.5])
opt = torch.optim.SGD([points], lr=0.3)
for step in range(8):
    dist = torch.sqrt(((points - centre) ** 2).sum(-1) + 1e-8)
    loss = dist.mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 7), dist.max().item())
print(points.grad)
print(points.detach())
