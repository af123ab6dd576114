import torch
torch.manual_seed(1337)
key = torch.nn.Linear(4, 3, bias=False)
x = torch.randn(2, 4)
k = key(x)
print(k.detach().numpy())
print(repr(key.weight.detach().numpy()))
print(k.detach().numpy().tolist())
