# SGD's state: a momentum buffer per parameter (None without momentum), started as a copy of the first step's
# gradient plus weight decay.
import torch

torch.manual_seed(0)
w = torch.randn(4, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
plain = torch.optim.SGD([w, b], lr=0.1)
(w.sum() * 2 + b.sum()).backward()
plain.step()
print(plain.state[w], plain.state[b])
heavy = torch.optim.SGD([w, b], lr=0.1, momentum=0.9, weight_decay=0.01, nesterov=True)
for i in range(3):
    heavy.zero_grad()
    loss = (w ** 2).sum() + (b - 1).pow(2).sum()
    loss.backward()
    heavy.step()
    print(i, heavy.state[w]['momentum_buffer'], heavy.state[b]['momentum_buffer'])
print(w, b)
heavy.param_groups[0]['momentum'] = 0
heavy.step()
print(heavy.state[w])
heavy.param_groups[0]['momentum'] = 0.5
heavy.param_groups[0]['nesterov'] = False
heavy.step()
print(heavy.state[w]['momentum_buffer'])
