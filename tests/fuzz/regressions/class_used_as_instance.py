import torch.nn as nn
class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
m = Model
print(sum(p.numel() for p in m.parameters()))
