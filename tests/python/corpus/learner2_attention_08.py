import torch
print(torch.softmax(torch.tensor([0.1, -0.2, 0.3, -0.2, 0.5]), dim=-1))
print(torch.softmax(torch.tensor([0.1, -0.2, 0.3, -0.2, 0.5])*8, dim=-1))
a = torch.tensor([1.0, 2.0, 3.0])
print(a.softmax(0), a.log_softmax(0))
