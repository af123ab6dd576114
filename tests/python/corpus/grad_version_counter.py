# In-place writes to a tensor a graph saved: torch's version-counter error at backward, word for word (the tensor's
# type, sizes and node, its version and the one saved), through views, detach() and an optimizer's step.
import torch
import torch.nn as nn
torch.manual_seed(0)
w = torch.randn(5, requires_grad=True)
def attempt(name, build):
    try:
        build()
        print(name, "ran", w.grad)
    except RuntimeError as e:
        print(name, "RuntimeError:", e)
    w.grad = None
def f1():
    a = w * 2
    b = a * a
    a += 1
    b.sum().backward()
def f2():
    a = w * 2
    b = a * a
    a += 0
    b.sum().backward()
def f3():
    x = torch.ones(5)
    y = (w * x).sum()
    x += 1
    y.backward()
def f4():
    y = (w * w).sum()
    with torch.no_grad():
        w.sub_(0.0)
    y.backward()
def f5():
    a = w.tanh()
    b = a * 3
    a.mul_(2)
    b.sum().backward()
def f6():
    x = torch.ones(3, 4)
    y = (w[:4] @ x.t()).sum() if False else (x @ w[:4]).sum()
    x[0, 0] = 5
    y.backward()
def f7():
    y = (w * w).sum()
    w.data -= 0.5
    y.backward()
    with torch.no_grad():
        w.data += 0.5
def f8():
    x = torch.ones(5)
    v = x[1:]
    y = (w[1:] * v).sum()
    x += 1
    y.backward()
def f9():
    x = torch.ones(5)
    d = x.detach()
    y = (w * x).sum()
    d += 1
    y.backward()
def f10():
    a = w.exp()
    b = a.sum()
    a.add_(1)
    b.backward()
for name, f in [("f1", f1), ("f2", f2), ("f3", f3), ("f4", f4), ("f5", f5), ("f6", f6), ("f8", f8), ("f9", f9), ("f10", f10)]:
    attempt(name, f)
torch.manual_seed(0)
def attempt(name, build):
    try:
        print(name, "ran", build())
    except RuntimeError as e:
        print(name, "RuntimeError:", e)
def step_between_backwards():
    model = nn.Linear(3, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    x = torch.randn(4, 3)
    out = model(x)
    loss1 = out.sum()
    loss2 = (out ** 2).sum()
    loss1.backward(retain_graph=True)
    opt.step()
    loss2.backward()
    return model.weight.grad
def several_writes():
    w = torch.randn(3, requires_grad=True)
    a = w * 1
    b = a.sigmoid()
    c = b * b
    b += 1
    b *= 2
    b -= 3
    c.sum().backward()
def view_of_saved():
    w = torch.randn(4, requires_grad=True)
    base = torch.randn(4)
    y = (w * base).sum()
    part = base[1:]
    part.zero_()
    y.backward()
def saved_view_then_base():
    w = torch.randn(3, requires_grad=True)
    base = torch.randn(4)
    v = base[1:]
    y = (w * v).sum()
    base.add_(1)
    base.mul_(2)
    y.backward()
def no_grad_update_then_backward():
    w = torch.randn(3, requires_grad=True)
    loss = (w ** 3).sum()
    with torch.no_grad():
        w -= 0.1 * torch.ones(3)
    loss.backward()
def fine_after_zero_grad():
    model = nn.Linear(3, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    x = torch.randn(4, 3)
    for _ in range(3):
        opt.zero_grad()
        loss = (model(x) ** 2).mean()
        loss.backward()
        opt.step()
    return loss.item()
def relu_in_place():
    w = torch.randn(5, requires_grad=True)
    h = w * 2
    h.relu_()
    return h
for name, f in [("step_between_backwards", step_between_backwards), ("several_writes", several_writes), ("view_of_saved", view_of_saved),
                ("saved_view_then_base", saved_view_then_base), ("no_grad_update_then_backward", no_grad_update_then_backward),
                ("fine_after_zero_grad", fine_after_zero_grad), ("relu_in_place", relu_in_place)]:
    attempt(name, f)
