import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)

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

m = BigramLanguageModel(65)
xb = torch.randint(0, 65, (4, 8))
yb = torch.randint(0, 65, (4, 8))
logits, loss = m(xb, yb)
print(logits.shape)
print(loss)
logits, loss = m(xb)
print(logits.shape, loss)
