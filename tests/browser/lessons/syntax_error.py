#@title A lesson with a syntax error
import torch

T = 4  #@param {type:"slider", min:2, max:16, step:1}
x = torch.zeros(T
print(x.shape)
#@check
assert x.shape == (T,), "x has T entries"
