# An element-wise result takes its inputs' memory order in torch: view() then refuses it as it refuses x.t().
import torch

x = torch.arange(6.).view(2, 3)
m = x > 2
results = [
    ("x.t() * 2", x.t() * 2), ("x.t() + x.t()", x.t() + x.t()), ("-x.t()", -x.t()), ("x.t().exp()", x.t().exp()),
    ("x.t() + 1", x.t() + 1), ("x.t() > 2", x.t() > 2), ("x.t() ** 1.5", x.t() ** 1.5),
    ("x.t() + torch.ones(3, 2)", x.t() + torch.ones(3, 2)), ("torch.ones(3, 2) + x.t()", torch.ones(3, 2) + x.t()),
    ("x.t().abs()", x.t().abs()), ("x[:, ::2] * 2", x[:, ::2] * 2), ("x.t().relu()", x.t().relu()),
    ("x.t().tanh()", x.t().tanh()), ("x.t().clamp(1, 4)", x.t().clamp(1, 4)), ("x.t() // 2", x.t() // 2),
    ("~m.t()", ~m.t()), ("m.t() & m.t()", m.t() & m.t()), ("torch.where(m.t(), x.t(), 0.)", torch.where(m.t(), x.t(), torch.zeros(3, 2))),
    ("x.t().masked_fill(m.t(), 0)", x.t().masked_fill(m.t(), 0)), ("x.permute(1, 0) * x.t()", x.permute(1, 0) * x.t()),
]
for name, r in results:
    try:
        r.view(-1)
        print(name, "view works", r.is_contiguous(), r.stride())
    except RuntimeError as e:
        print(name, "view fails:", str(e)[:40], r.stride())
y = (x.t() * 2).contiguous().view(-1)
print(y)
for name, r in [("x.t() ** 2", x.t() ** 2), ("x.t() ** 0", x.t() ** 0), ("x.t() ** 1", x.t() ** 1),
                ("x.t() ** 0.5", x.t() ** 0.5), ("x.long().t() ** 2", x.long().t() ** 2), ("x.t() ** 1.7", x.t() ** 1.7)]:
    print(name, r.is_contiguous(), r.stride())
