import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)
vocab_size = 10

class BigramLanguageModel(nn.Module):
    def __init__(self, vocab_size):
        super().__init__()
        self.token_embedding_table = nn.Embedding(vocab_size, vocab_size)

    def forward(self, idx, targets=None):
        logits = self.token_embedding_table(idx)
        if targets is None:
            loss = None
        else:
            B, T, C = logits.shape
            logits = logits.view(B*T, C)
            targets = targets.view(B*T)
            loss = F.cross_entropy(logits, targets)
        return logits, loss

m = BigramLanguageModel(vocab_size)
xb = torch.randint(vocab_size, (4, 8))
yb = torch.randint(vocab_size, (4, 8))
logits, loss = m(xb, yb)
print(logits.shape)
print(loss)
print(loss.item())
