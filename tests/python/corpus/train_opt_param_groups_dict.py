# The nanoGPT way of configuring AdamW: weight decay for the matrices, none for biases and norms.
import torch
import torch.nn as nn

torch.manual_seed(1337)


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 6)
        self.ln = nn.LayerNorm(6)
        self.head = nn.Linear(6, 10)

    def forward(self, idx):
        return self.head(self.ln(self.emb(idx)))


model = Tiny()
decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
no_decay = [p for n, p in model.named_parameters() if p.dim() < 2]
groups = [{'params': decay, 'weight_decay': 0.1}, {'params': no_decay, 'weight_decay': 0.0}]
opt = torch.optim.AdamW(groups, lr=3e-3, betas=(0.9, 0.95))
print(opt)
print([len(g['params']) for g in opt.param_groups], groups[0] is opt.param_groups[0])
print(list(opt.param_groups[0].keys()))
idx = torch.randint(10, (4, 5))
targets = torch.randint(10, (4, 5))
for step in range(4):
    logits = model(idx)
    loss = nn.functional.cross_entropy(logits.view(-1, 10), targets.view(-1))
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 6))
print(model.head.bias)
print(model.ln.weight)
