# optimizer.state_dict(): parameters numbered across groups, each group's options with 'params' last.
import torch

torch.manual_seed(5)
net = torch.nn.Sequential(torch.nn.Linear(2, 3), torch.nn.ReLU(), torch.nn.Linear(3, 1))
opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.8)
print(opt.state_dict())
net(torch.randn(4, 2)).sum().backward()
opt.step()
sd = opt.state_dict()
print(sd['state'].keys(), sd['param_groups'])
print(sd['state'][3])
adamw = torch.optim.AdamW([{'params': net[0].parameters()}, {'params': net[2].parameters(), 'lr': 0.5}], lr=0.01)
print(adamw.state_dict())
adamw.step()
sd = adamw.state_dict()
print(sd['state'][2]['step'], sd['state'][0]['exp_avg_sq'])
print(sd['param_groups'][1])
sd['param_groups'][1]['lr'] = 123.0
print(adamw.param_groups[1]['lr'])
