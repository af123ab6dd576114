# Split sizes, chunk counts and narrow lengths that are negative or do not fit stop with torch's messages.
import torch
a = torch.randn(3, 1)
try:
    p = a.split([1, -1, 1], dim=1)
    print([t.shape for t in p])
except RuntimeError as e:
    print(e)
try:
    print([t.shape for t in torch.split(a, [2, -1], dim=0)])
except RuntimeError as e:
    print(e)
import torch
a = torch.randn(4, 3)
for f in [lambda: a.split(-1), lambda: a.split(0), lambda: a.chunk(0), lambda: a.chunk(-2), lambda: torch.split(a, [4, 0, 0]), lambda: a.narrow(0, 1, -1), lambda: a.unflatten(1, (3, -1)), lambda: a.view(-1, -1)]:
    try:
        r = f()
        print([tuple(t.shape) for t in r] if isinstance(r, tuple) else tuple(r.shape))
    except Exception as e:
        print(type(e).__name__, e)
