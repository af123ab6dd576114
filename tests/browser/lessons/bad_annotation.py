#@title An annotation that does not parse
import torch

T = 4  #@param {type:"slider", min:2, max:16, step:1}
n = 3  #@param {type:"slider", min:2 max:16}
print(torch.zeros(T, n).shape)
