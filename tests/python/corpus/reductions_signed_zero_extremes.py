# max() and min() over a whole tensor where only -0. and 0. tie: which sign comes out follows how torch's kernel
# combines the items (vector lanes, the later item on a tie), and torch prints that sign.
import random
import torch

for dtype in (torch.float32, torch.float64, torch.float16):
    for values in ([-0.0, 0.0], [0.0, -0.0], [0.0] + [-0.0] * 8, [-0.0] * 8 + [0.0], [-0.0] * 3 + [0.0] + [-0.0] * 16):
        t = torch.tensor(values, dtype=dtype)
        print(dtype, len(values), t.max(), t.min(), t.max(dim=0).values, t.argmax())

random.seed(3)
for dtype in (torch.float32, torch.float64, torch.float16):
    signs = []
    for trial in range(300):
        n = random.randint(1, 70)
        t = torch.tensor([random.choice([0.0, -0.0]) for _ in range(n)], dtype=dtype)
        if trial % 3 == 0 and n > 1:
            t = t.view(-1, 1).expand(-1, 2).t().reshape(-1)[:n]
        signs.append(("-" if str(t.max().item()).startswith("-") else "+") + ("-" if str(t.min().item()).startswith("-") else "+"))
    print(dtype, "".join(signs))
print((torch.randn(4, 5) * 1e-8).half().max(), torch.tensor([float("nan"), 0.0, -0.0]).max())
