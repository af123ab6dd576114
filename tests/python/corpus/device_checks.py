# Moving things to "the device", the way tutorials write it, on a machine without CUDA.
import torch
import torch.nn as nn

print(torch.__version__)
device = 'cuda' if torch.cuda.is_available() else 'cpu'
print('using', device)

x = torch.randn(2, 3).to(device)
print(x.device, repr(x.device), x.is_cuda)
model = nn.Linear(3, 4).to(device)
print(model.weight.device == torch.device('cpu'))
print(torch.zeros(2, device=device))

d = torch.device('cpu')
print(d, repr(d), d.type, d.index, type(d).__name__)
print(repr(torch.device('cpu:0')), torch.device('cpu', 0), f'{d}!')
print(x.to(d).shape, x.device == d, d == 'cpu')
try:
    torch.device('gpu')
except RuntimeError as e:
    print('RuntimeError:', e)
model.cuda()
