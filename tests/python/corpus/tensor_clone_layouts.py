# clone() of views: a permuted layout stays permuted (view() still refuses it), slices and expands become contiguous.
import torch
x = torch.arange(6.).view(2, 3)
for name, y in [("t", x.t()), ("step", x[:, ::2]), ("slice", x[:, 1:]), ("expand", x.expand(2, 2, 3)), ("permute", x.view(1, 2, 3).permute(2, 0, 1)), ("plain", x)]:
    c = y.clone()
    print(name, c.is_contiguous(), c.shape, c.sum().item())
    try:
        print(c.view(-1))
    except RuntimeError as e:
        print("RuntimeError:", e)
w = torch.ones(2, requires_grad=True)
print(w.clone(), torch.clone(w * 2))
with torch.no_grad():
    print(w.clone())
c = x.clone()
c[0, 0] = 100
print(x[0, 0], c[0, 0])
