import torch
head_size = 16
print(head_sise)
