import torch
x = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
chunks = x.split(1, dim=0)
print(chunks)
a, b = x.chunk(2, dim=0)
print(a, b)
print(torch.cat([b, a]))
print(x.unbind(1))
