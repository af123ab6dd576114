# Saving and restoring the generator's state: the draws after set_rng_state repeat, the cached normal of small
# randn calls included, for the default generator and for one of our own.
import torch

torch.manual_seed(123)
print(torch.randn(3))
state = torch.get_rng_state()
first = torch.randn(5)
more = torch.rand(4)
torch.set_rng_state(state)
print(torch.equal(torch.randn(5), first), torch.equal(torch.rand(4), more))
print(first)

g = torch.Generator().manual_seed(8)
torch.randn(1, generator=g)
saved = g.get_state()
a = torch.randn(40, generator=g)
print(g.set_state(saved) is g)
print(torch.equal(torch.randn(40, generator=g), a))
copy = torch.Generator()
copy.set_state(saved)
print(copy.initial_seed(), torch.equal(torch.randn(40, generator=copy), a))
torch.set_rng_state(saved)
print(torch.initial_seed(), torch.equal(torch.randn(40), a))
state = torch.get_rng_state()
clone = state.clone()
torch.randn(700)
torch.set_rng_state(clone)
print(torch.equal(torch.get_rng_state(), state))
