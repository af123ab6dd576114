# state_dict() hands back the optimizer's own state tensors, not copies: later steps change what it holds.
import torch

w = torch.tensor([1.0, -1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1, momentum=0.5)
(w * w).sum().backward()
opt.step()
sd = opt.state_dict()
print(sd['state'][0]['momentum_buffer'])
(w * w).sum().backward()
opt.step()
print(sd['state'][0]['momentum_buffer'])
print(sd['state'][0] is opt.state[w])
fresh = torch.optim.SGD([w], lr=0.3, momentum=0.5)
fresh.load_state_dict(sd)
print(fresh.param_groups[0]['lr'], fresh.state[w]['momentum_buffer'] is opt.state[w]['momentum_buffer'])
print(fresh.state[w]['momentum_buffer'])
