import torch.nn as nn

class Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(3, 5)
        self.out = nn.Linear(5, 1)

model = Mlp
print("listing", model.__name__)
for name, p in model.named_parameters():
    print(name, p.shape)
