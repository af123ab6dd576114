#@title A slider whose default is out of its range
import torch

T = 40  #@param {type:"slider", min:2, max:16, step:1}
print(torch.zeros(T).shape)
