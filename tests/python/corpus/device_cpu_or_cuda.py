# The device line of every training script: the playground is a CPU, and .cuda() says so as Debian's torch does.
import torch
device = 'cuda' if torch.cuda.is_available() else 'cpu'
print(device, torch.cuda.device_count())
x = torch.ones(2).to(device)
print(x, x.cpu(), x.to('cpu') is x)
try:
    x.cuda()
except AssertionError as e:
    print("AssertionError:", e)
x.to('cuda')
