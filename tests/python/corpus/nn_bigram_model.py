import torch
import torch.nn as nn

torch.manual_seed(1337)
vocab_size = 65
n_embd = 32
block_size = 8


class BigramLanguageModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.token_embedding_table = nn.Embedding(vocab_size, n_embd)
        self.position_embedding_table = nn.Embedding(block_size, n_embd)
        self.ln_f = nn.LayerNorm(n_embd)
        self.lm_head = nn.Linear(n_embd, vocab_size)


model = BigramLanguageModel()
print(model)
print(sum(p.numel() for p in model.parameters()), 'parameters')
for name, p in model.named_parameters():
    print(name, list(p.shape))
print(model.lm_head.bias[:4])
print(model.token_embedding_table.weight[0, :4])
