# What the optimizers keep in param_groups and defaults, printed.
import torch

torch.manual_seed(0)
p = torch.nn.Parameter(torch.randn(2))
sgd = torch.optim.SGD([p], lr=0.1, weight_decay=1e-4)
print(sgd.param_groups)
print(sgd.defaults)
adam = torch.optim.Adam([p], lr=3e-4, betas=(0.8, 0.99))
print(sorted(adam.param_groups[0].keys()))
print(adam.param_groups[0]["betas"], adam.defaults["eps"])
adamw = torch.optim.AdamW([p])
print(len(adamw.param_groups), adamw.param_groups[0]["weight_decay"])
print(adamw.param_groups[0]["params"][0] is p)
