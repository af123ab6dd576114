import torch
import torch.nn as nn
torch.manual_seed(1337)
data = torch.randint(0, 65, (1000,))
block_size = 8
batch_size = 4
ix = torch.randint(len(data) - block_size, (batch_size,))
x = torch.stack([data[i:i+block_size] for i in ix])
y = torch.stack([data[i+1:i+block_size+1] for i in ix])
print(ix)
print(x)
print(y)
