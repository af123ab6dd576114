import torch
n_embd = 128
n_head = 3
head_size = n_embd / n_head
x = torch.randn(1, 4, int(head_size))
print(x.shape)
y = torch.zeros(head_size)
