import torch.nn as nn


class Empty(nn.Module):
    pass


print(Empty())
Empty(4)
