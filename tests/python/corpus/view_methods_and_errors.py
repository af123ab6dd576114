import torch

w = torch.ones(2, 3, requires_grad=True) * 2
print(w.narrow(1, 0, 2))
print(w.select(0, 1))
print(w.unbind(1))
print(w.swapaxes(0, 1))
print(w.swapdims(0, 1).shape)
print(w.view_as(torch.zeros(3, 2)))
print(w[0:1].expand_as(w))
print(w.data)
print(w.is_contiguous(), w.t().is_contiguous())
print(w.narrow(1, -1, 1))
print(w.select(1, -1))
print(w.unbind())
print(w.unbind(dim=1)[0])

def attempt(action):
    try:
        print(action())
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(lambda: w.narrow(1, 2, 2))
attempt(lambda: w.narrow(3, 0, 1))
attempt(lambda: w.narrow(1, 4, 1))
attempt(lambda: w.select(0, 2))
attempt(lambda: w.select(2, 0))
attempt(lambda: w.unbind(2))
attempt(lambda: w.view_as(torch.zeros(4)))
attempt(lambda: w.expand_as(torch.zeros(3)))
attempt(lambda: w.narrow(1, 0))
attempt(lambda: w.select(0))
attempt(lambda: w.swapaxes(0, 2))
attempt(lambda: w.swapaxes(0))
attempt(lambda: w.view_as())
attempt(lambda: w.expand_as())
attempt(lambda: w.unbind(0, 1))
attempt(lambda: w.view_as(3))
attempt(lambda: w.swapaxes(0, 1, 2))

y = torch.arange(6.).reshape(2, 3)
n = y.narrow(1, 0, 2)
n += 1
s = y.select(0, 1)
s -= 1
d = y.data
d[0, 1] = 43
q = y.unbind(1)[2]
q.zero_()
print(y)
v = y.view_as(torch.zeros(3, 2))
v[2, 1] = 1
p = y.swapaxes(0, 1)
p[0] += 10
print(y)
