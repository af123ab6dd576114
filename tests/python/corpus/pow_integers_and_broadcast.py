# Integer powers and broadcasting ** as a learner writes them.
import torch
a = torch.arange(1., 4.)
print(a ** torch.tensor([[1.], [2.]]))
print(2 ** torch.arange(4))
print(torch.arange(4) ** 2)
print(torch.pow(a, torch.tensor([0.5, 2., 3.])))
print(torch.arange(5) ** torch.arange(5))
print(2.0 ** torch.arange(4))
