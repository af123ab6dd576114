# torch.manual_seed takes int(seed) of anything in [-2^63, 2^64 - 1]; the default generator reports what it took.
import torch

for seed in [2**64 - 1, 2**63, -2**63, 1e19, -3.7, True, 2**32 + 5]:
    g = torch.manual_seed(seed)
    print(seed, g.initial_seed(), torch.initial_seed(), torch.randn(2), torch.randint(100, (3,)))
for seed in [2**64, -2**63 - 1, None, float('nan'), float('inf'), [1]]:
    try:
        torch.manual_seed(seed)
    except Exception as e:
        print(type(e).__name__, e)
print(torch.initial_seed())
