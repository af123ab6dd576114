# Loading an optimizer's state into a new one: training continues exactly as if never stopped.
import torch

torch.manual_seed(11)
x = torch.randn(16, 4)
y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]]) + 0.1


def train(model, opt, steps):
    for _ in range(steps):
        opt.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
    return loss.item()


model = torch.nn.Linear(4, 1)
opt = torch.optim.AdamW(model.parameters(), lr=0.05, weight_decay=0.1)
print(train(model, opt, 5))
model2 = torch.nn.Linear(4, 1)
model2.load_state_dict(model.state_dict())
opt2 = torch.optim.AdamW(model2.parameters(), lr=0.9)
opt2.load_state_dict(opt.state_dict())
print(train(model, opt, 5), model.weight)
print(opt2)
print(opt2.state[model2.weight]['step'])
print(train(model2, opt2, 5), model2.weight)
print(torch.equal(model.weight, model2.weight), torch.equal(model.bias, model2.bias))

opt3 = torch.optim.AdamW(model2.parameters())
opt3.load_state_dict(opt2.state_dict())
opt2.state[model2.bias]['exp_avg'].add_(1.0)
print(opt3.state[model2.bias]['exp_avg'], opt2.state[model2.bias]['exp_avg'])
