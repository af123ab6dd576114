# Batches drawn as the lecture's get_batch does, from a generator of their own: the same seed gives the same
# batches, and the default generator's stream is left alone.
import torch

data = torch.arange(100) * 3 % 17
block_size, batch_size = 8, 4


def get_batch(generator):
    ix = torch.randint(len(data) - block_size, (batch_size,), generator=generator)
    x = torch.stack([data[i:i + block_size] for i in ix])
    y = torch.stack([data[i + 1:i + block_size + 1] for i in ix])
    return x, y


torch.manual_seed(0)
g = torch.Generator().manual_seed(1337)
xb, yb = get_batch(g)
print(xb)
print(yb)
print(torch.randint(10, (5,)))
again = torch.Generator().manual_seed(1337)
xa, ya = get_batch(again)
print(torch.equal(xa, xb), torch.equal(ya, yb))
print(get_batch(g)[0][0])
print(g.initial_seed(), torch.initial_seed())
