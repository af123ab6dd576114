import torch

# Base-10 and base-2 logarithms: orders of magnitude of scores and bits of information, exact to the last bit.
torch.manual_seed(5)
print(torch.log10(torch.tensor([1.0, 10.0, 100.0, 1000.0, 0.001, 2.0])))
print(torch.log2(torch.tensor([1.0, 2.0, 8.0, 1024.0, 0.5, 3.0])))
edge = torch.tensor([0.0, -0.0, -1.0, float('inf'), float('nan'), 1e-45, 1e-40, 3.4028235e38])
print(edge.log10(), edge.log2())
probs = torch.softmax(torch.randn(2, 8), dim=-1)
print(-(probs * probs.log2()).sum(-1))
wide = torch.exp(torch.randn(300) * 15)
for n in list(range(1, 18)) + [31, 33, 63, 65, 300]:
    print(n, torch.log10(wide[:n]).tolist()[-3:], wide[:n].log2().tolist()[-3:])
print(torch.log10(wide).tolist())
print(torch.log2(wide.view(20, 15).t()).tolist()[0])
print(torch.log10(torch.tensor([1, 10, 1000])), torch.log2(torch.tensor([True, False])))
x = (torch.rand(2, 5) + 0.1).requires_grad_()
y = torch.log10(x) + x.log2() * 2
print(y.grad_fn.name(), torch.log2(x).grad_fn.name())
y.sum().backward()
print(x.grad)
