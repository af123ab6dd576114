import torch.nn as nn
print("saving weights")
weights = nn.Linear.state_dict()
print(weights)
