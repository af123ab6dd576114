# clip_grad_norm_ with no gradients, with one tensor, with a large max_norm; clip_grad_value_ returns None.
import torch
import torch.nn.utils as utils

w = torch.ones(3, requires_grad=True)
print(utils.clip_grad_norm_([w], 1.0))
(w * torch.tensor([3.0, -4.0, 12.0])).sum().backward()
print(utils.clip_grad_norm_(w, 100.0), w.grad)
print(utils.clip_grad_norm_(w, 2), w.grad)
print(utils.clip_grad_value_(w, 0.5), w.grad)
w.grad = torch.tensor([float("nan"), 1.0, 2.0])
try:
    utils.clip_grad_norm_(w, 1.0, error_if_nonfinite=True)
except RuntimeError as error:
    print(error)
print(utils.clip_grad_norm_(w, 1.0, norm_type="inf"), w.grad)
