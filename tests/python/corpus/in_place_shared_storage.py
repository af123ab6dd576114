# In-place updates reach every tensor sharing the storage: a state_dict entry and its parameter, a Parameter and
# the tensor it wraps.
import torch
import torch.nn as nn

torch.manual_seed(0)
layer = nn.Linear(2, 2)
state = layer.state_dict()
state['bias'] += 1
print(layer.bias)
with torch.no_grad():
    state['weight'] *= 0
print(layer.weight)

values = torch.zeros(3)
param = nn.Parameter(values)
values += 2
print(param)
values.masked_fill_(torch.tensor([True, False, True]), 7.0)
print(param, values)
