# MultiheadAttention with batch_first=True, odd sizes, no bias, dropout while training, and a small training loop.
import torch
import torch.nn as nn

torch.manual_seed(3)
for embed, heads in [(4, 1), (6, 2), (10, 5), (20, 4), (33, 3)]:
    layer = nn.MultiheadAttention(embed, heads, batch_first=True)
    x = torch.randn(2, 9, embed)
    y, w = layer(x, x, x)
    print(embed, heads, y.shape, w.shape, y.sum().item(), w[1, 8].tolist())

nobias = nn.MultiheadAttention(8, 2, bias=False, batch_first=True)
print(nobias.in_proj_bias, nobias.out_proj.bias)
print([n for n, _ in nobias.named_parameters()])
x = torch.randn(3, 4, 8)
y, _ = nobias(x, x, x)
print(y[2])

drop = nn.MultiheadAttention(8, 4, dropout=0.25, batch_first=True)
y1, w1 = drop(x, x, x)
print(w1[0])
print(y1[1, 0])
drop.eval()
y2, w2 = drop(x, x, x)
print(w2[0].sum(-1))

torch.manual_seed(11)
model = nn.MultiheadAttention(8, 2, batch_first=True)
head = nn.Linear(8, 3)
opt = torch.optim.AdamW(list(model.parameters()) + list(head.parameters()), lr=0.01)
data = torch.randn(4, 6, 8)
targets = torch.randint(0, 3, (4, 6))
mask = torch.triu(torch.ones(6, 6), diagonal=1).bool()
for step in range(25):
    h, _ = model(data, data, data, attn_mask=mask, need_weights=False)
    logits = head(h)
    loss = nn.functional.cross_entropy(logits.view(-1, 3), targets.view(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 6 == 0:
        print(step, f"{loss.item():.6f}")
print(model.in_proj_weight[3, :4])
