import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(7)
class Head(nn.Module):
    def __init__(self, n_embd, head_size, block_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(block_size, block_size)))
    def forward(self, x):
        B, T, C = x.shape
        k = self.key(x)
        q = self.query(x)
        wei = q @ k.transpose(-2, -1) * C**-0.5
        wei = wei.masked_fill(self.tril[:T, :T] == 0, float('-inf'))
        wei = F.softmax(wei, dim=-1)
        v = self.value(x)
        return wei @ v
for (B, T, C, H, V) in [(2, 5, 7, 3, 11), (3, 8, 16, 8, 9), (1, 13, 9, 17, 5), (4, 3, 33, 4, 12)]:
    emb = nn.Embedding(V, C)
    head = Head(C, H, T)
    lm = nn.Linear(H, V)
    params = list(emb.parameters()) + list(head.parameters()) + list(lm.parameters())
    opt = torch.optim.AdamW(params, lr=1e-2)
    for step in range(6):
        xb = torch.randint(V, (B, T))
        yb = torch.randint(V, (B, T))
        logits = lm(head(emb(xb)))
        loss = F.cross_entropy(logits.view(B * T, V), yb.view(B * T))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        print(B, T, C, step, loss.item(), head.key.weight.grad.sum().item(), emb.weight.grad[0].tolist())
        opt.step()
    print(head.query.weight.tolist()[0])
