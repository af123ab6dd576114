# What torch says when a generator or a state is given something it does not take.
import torch

g = torch.Generator()
for seed in [1.5, "3", None, True, 2**64]:
    try:
        g.manual_seed(seed)
    except Exception as e:
        print(type(e).__name__, e)
for bad in [torch.zeros(5056), [1, 2], torch.zeros(10, dtype=torch.uint8), torch.zeros(5056, dtype=torch.uint8)]:
    try:
        torch.set_rng_state(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    torch.Generator('cuda')
except Exception as e:
    print(type(e).__name__, e)
print(g.manual_seed(2**64 - 1).initial_seed())
torch.set_rng_state(g.get_state())
print(torch.initial_seed())
