import torch
import torch.nn as nn

device = 'cpu'


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(3, 3)
        self.register_buffer('mask', torch.ones(3))
        self.scale = nn.Parameter(torch.ones(1))
        self.note = 'attention'


model = Model()
m = model.to(device)
print(m is model, model.cpu() is model, model.to(torch.float32) is model)
del model.proj
del model.mask
del model.note
print(model)
print([n for n, _ in model.named_parameters()], list(model.buffers()))
del model.scale
print(list(model.parameters()))
del model.missing
