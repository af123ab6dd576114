# What Adam and AdamW keep per parameter: a step count as a float tensor and the two moment estimates, made at
# the first step a parameter has a gradient, and changed in place afterwards.
import torch

torch.manual_seed(3)
model = torch.nn.Linear(3, 2)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
print(opt.state)
print(len(opt.state))
x, y = torch.randn(5, 3), torch.randn(5, 2)
for step in range(3):
    opt.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
w_state = opt.state[model.weight]
print(list(w_state.keys()))
print(w_state['step'], w_state['step'].dtype, w_state['step'].shape)
print(w_state['exp_avg'])
print(w_state['exp_avg_sq'])
print(opt.state[model.bias])
avg = w_state['exp_avg']
opt.step()
print(avg is opt.state[model.weight]['exp_avg'], avg)
print(model.weight in opt.state, torch.zeros(1) in opt.state)
frozen = torch.nn.Linear(2, 2)
opt2 = torch.optim.AdamW(list(frozen.parameters()), lr=0.1, weight_decay=0.5)
frozen(torch.ones(1, 2)).sum().backward()
frozen.bias.grad = None
opt2.step()
print(len(opt2.state), list(opt2.state.values())[0]['step'])
print(frozen.weight)
