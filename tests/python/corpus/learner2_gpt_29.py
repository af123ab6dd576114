import torch
import torch.nn as nn
torch.manual_seed(1337)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
    def forward(self, x):
        return self.fc(x)
net = Net()
print(net.fc.weight)
print(net.state_dict())
net.train(False)
print(net.training, net.fc.training)
print(net(torch.ones(3)))
