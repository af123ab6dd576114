import torch
import torch.nn.functional as F

# Layer norm by hand with mean, var and sqrt, and the module's own: compare outputs and gradients.
torch.manual_seed(8)
x = torch.randn(3, 10, requires_grad=True)
mu = x.mean(-1, keepdim=True)
var = x.var(-1, keepdim=True, unbiased=False)
y = (x - mu) / torch.sqrt(var + 1e-5)
g = torch.randn(3, 10)
(y * g).sum().backward()
print(y[0])
print(x.grad)
hand = x.grad.clone()
x.grad = None
ref = F.layer_norm(x, (10,))
(ref * g).sum().backward()
print(ref[0])
print(x.grad)
print((hand - x.grad).abs().max())
s = torch.randn(6, requires_grad=True)
s.std().backward()
print(s.grad)
