# Each torch.Generator keeps its own stream: randn (both the short and the long path), rand, randint, randperm and
# normal_/uniform_ draw from it, and two generators with one seed agree.
import torch

a = torch.Generator().manual_seed(7)
b = torch.Generator().manual_seed(7)
print(torch.randn(3, generator=a))
print(torch.randn(3, generator=b))
print(torch.randn(20, generator=a))
print(torch.rand(2, 3, generator=a))
print(torch.randint(0, 100, (6,), generator=a))
print(torch.randint(5, (2, 2), generator=a))
print(torch.randperm(9, generator=a))
x = torch.empty(5)
print(x.normal_(generator=a))
print(x.uniform_(-2, 2, generator=a))
print(x.normal_(mean=1.0, std=0.5, generator=a))
torch.manual_seed(7)
print(torch.randn(3))
print(torch.randn(3, generator=b))
print(torch.randn(3, generator=None))
print(torch.Generator().initial_seed(), a.initial_seed())
print(torch.Generator(device='cpu').device)
print(torch.manual_seed(5) is torch.default_generator, torch.default_generator.initial_seed())
