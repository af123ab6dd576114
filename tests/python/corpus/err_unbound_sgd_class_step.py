import torch
w = torch.ones(3, requires_grad=True)
(w * 2).sum().backward()
print(w.grad)
torch.optim.SGD.step()
