import torch
torch.manual_seed(0)
w = torch.randn(3, 3)
print(torch.tril(w))
print(torch.triu(w))
print(torch.tril(w, diagonal=-1))
print(w.tril())
