# The generator's state as torch lays it out: the seed, the position counters, the twister's words and the
# cached normal, byte for byte.
import torch

torch.manual_seed(2**32 + 5)
s = torch.get_rng_state()
print(s.shape, s.dtype, s.numel())
print(s[:24].tolist())
torch.randn(2)
s = torch.get_rng_state()
print(s[:24].tolist(), s[5016:].tolist())
torch.rand(700)
print(torch.get_rng_state()[:24].tolist())
g = torch.Generator().manual_seed(-1)
print(g.get_state()[:40].tolist())
print(g.initial_seed())
torch.manual_seed(0)
print(torch.get_rng_state())
torch.randint(10, (624,))
print(torch.get_rng_state()[:24].tolist())
