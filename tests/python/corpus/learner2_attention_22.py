import torch
import torch.nn.functional as F
torch.manual_seed(2)
x = torch.randn(1, 6, 10)
w = torch.ones(6, 6).tril()
w = w.masked_fill(w == 0, float('-inf')).softmax(-1)
out = w @ x
print(out[0, :, 0])
print(x[0, :, 0].cumsum(0) / torch.arange(1, 7))
