import torch
import torch.nn as nn
torch.manual_seed(1337)
text = "hello world"
chars = sorted(list(set(text)))
vocab_size = len(chars)
stoi = {ch: i for i, ch in enumerate(chars)}
itos = {i: ch for i, ch in enumerate(chars)}
encode = lambda s: [stoi[c] for c in s]
decode = lambda l: ''.join([itos[i] for i in l])
print(chars, vocab_size)
print(encode("hello"))
print(decode(encode("world")))
data = torch.tensor(encode(text), dtype=torch.long)
print(data, data.dtype)
