import torch
import torch.nn.functional as F

torch.manual_seed(3)
x = torch.tensor([-1.0, 0.0, -0.0, float("nan"), 2.5, float("-inf"), float("inf")])
print(F.relu(x))
print(torch.relu(x))
print(x.relu())
print(F.relu(torch.tensor([-3, 0, 4])))
h = torch.randn(2, 9, requires_grad=True)
print(F.relu(h))
print(torch.relu(h @ torch.randn(9, 3)))
print(F.relu(input=torch.randn(3)))
print(F.relu(torch.randn(17)).sum().item())
