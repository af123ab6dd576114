# amax/amin along the last dim or over all, and maximum/minimum of two tensors, where -0. and 0. tie: the sign torch's
# loops give (vector blocks take the later item, scalar tails the earlier) is the one printed.
import torch, random
random.seed(9)
rows = []
signs = []
for trial in range(600):
    shape = random.choice([(random.randint(1, 140),), (random.randint(1, 4), random.randint(1, 70)), (2, 3, random.randint(1, 40))])
    t = torch.tensor([random.choice([0.0, -0.0]) for _ in range(torch.Size(shape).numel())]).view(shape)
    op = random.choice(["amax", "amin"])
    how = random.choice(["all", "last", "keep"])
    r = getattr(t, op)() if how == "all" else getattr(t, op)(dim=-1, keepdim=(how == "keep"))
    signs.append("".join("-" if str(v).startswith("-") else "+" for v in r.flatten().tolist()))
print(" ".join(signs))
x = torch.tensor([[0.0, -0.0], [-0.0, 0.0]])
print(x.amax(dim=1), x.amin(dim=-1), torch.amax(x, dim=(0, 1)), x.amax(), (x + 1).amax(dim=0))
for dt in (torch.float32,):
    for trial in range(300):
        n = random.randint(1, 80)
        a = torch.tensor([random.choice([0.0, -0.0, 1.0, -2.0]) for _ in range(n)], dtype=dt)
        b = torch.tensor([random.choice([0.0, -0.0, 1.0, -2.0]) for _ in range(n)], dtype=dt)
        f = random.choice([torch.maximum, torch.minimum, lambda x, y: x.max(y), lambda x, y: x.min(y)])
        rows.append("".join("-" if str(v).startswith("-") else "+" for v in f(a, b).tolist()))
    a = torch.tensor([[0.0, -0.0, 1.0]] * 3, dtype=dt)
    print(torch.maximum(a, -a), torch.minimum(a.t().contiguous(), -a))
print(len(rows), " ".join(rows))
y = torch.tensor([[0.0, 1.0], [-0.0, 2.0]])
print(y.logsumexp(0), torch.logsumexp(torch.tensor([[-0.0, 0.0]]).t(), dim=0))
