#@title Scaled scores
#@markdown How the **scale** of the scores changes how sharp `softmax` is: a small *temperature* sharpens it.
import torch
from torch.nn import functional as F

seed = 3  #@param {type:"integer"}
T = 5  #@param {type:"slider", min:2, max:12, step:1}
temperature = 1.0  #@param {type:"slider", min:0.25, max:4, step:0.25}
mode = "softmax"  #@param ["softmax", "log_softmax"]

torch.manual_seed(seed)
scores = torch.randn(T, T)
if mode == "softmax":
    wei = F.softmax(scores / temperature, dim=-1)
else:
    wei = F.log_softmax(scores / temperature, dim=-1)
print(mode, temperature)
print(wei[-1])
#@show scores, wei
#@check
assert wei.shape == (T, T), "wei is T by T"
assert mode == "log_softmax" or torch.allclose(wei.sum(-1), torch.ones(T)), "each row of wei sums to 1"
print("check passed")
