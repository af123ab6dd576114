# torch.multinomial with and without replacement, one or many samples, over 1-D and 2-D probabilities, each
# with its own generator and with the default one.
import torch

p1 = torch.tensor([0.1, 0.2, 0.3, 0.4])
p2 = torch.tensor([[1.0, 2.0, 3.0, 0.0, 4.0], [0.5, 0.5, 0.0, 2.0, 1.0], [5.0, 1.0, 1.0, 1.0, 1.0]])
g = torch.Generator().manual_seed(99)
print(torch.multinomial(p1, 1, generator=g))
print(torch.multinomial(p1, 4, generator=g))
print(torch.multinomial(p1, 10, replacement=True, generator=g))
print(torch.multinomial(p2, 1, generator=g))
print(torch.multinomial(p2, 3, generator=g))
print(torch.multinomial(p2, 7, replacement=True, generator=g))
print(p2.multinomial(2, True, generator=g))
print(p1.multinomial(num_samples=3, replacement=False, generator=g))
torch.manual_seed(3)
print(torch.multinomial(p2, 4))
print(torch.multinomial(p1, 6, True))
counts = torch.zeros(4)
g2 = torch.Generator().manual_seed(0)
for i in torch.multinomial(p1, 400, replacement=True, generator=g2):
    counts[i] += 1
print(counts)
