import torch
print(torch.allclose(torch.ones(3), torch.ones(3, dtype=torch.long)))
