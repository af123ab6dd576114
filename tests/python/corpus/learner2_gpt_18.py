import torch
import torch.nn as nn
torch.manual_seed(1337)
class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.ln_f = nn.LayerNorm(4)
        self.lm_head = nn.Linear(4, 10)
    def forward(self, idx):
        x = self.emb(idx)
        x = self.ln_f(x)
        return self.lm_head(x)
m = Model()
idx = torch.tensor([[1, 2, 3]])
logits = m(idx)
print(logits.shape)
print(logits[:, -1, :])
probs = torch.softmax(logits[:, -1, :], dim=-1)
print(probs)
print(torch.argmax(probs, dim=-1))
