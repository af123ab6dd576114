# x **= 2, //=, %=, &=, |=, ^= change the tensor in place: every name bound to it sees the new values (x @= m
# rebinds, as torch.Tensor has no __imatmul__), with torch's errors for a result x cannot hold.
import torch
x = torch.tensor([1.0, 2.0, 3.0])
y = x
try:
    x **= 2
    print('torch.tensor([1.0, 2.0, 3.0])', '**=', '2', '->', y, x is y)
except Exception as e:
    print('torch.tensor([1.0, 2.0, 3.0])', '**=', '2', '->', type(e).__name__, e)
x = torch.tensor([1.0, 2.0, 3.0])
y = x
try:
    x **= 0.5
    print('torch.tensor([1.0, 2.0, 3.0])', '**=', '0.5', '->', y, x is y)
except Exception as e:
    print('torch.tensor([1.0, 2.0, 3.0])', '**=', '0.5', '->', type(e).__name__, e)
x = torch.tensor([1.0, 2.0, 3.0])
y = x
try:
    x **= torch.tensor([2.0, 1.0, 0.5])
    print('torch.tensor([1.0, 2.0, 3.0])', '**=', 'torch.tensor([2.0, 1.0, 0.5])', '->', y, x is y)
except Exception as e:
    print('torch.tensor([1.0, 2.0, 3.0])', '**=', 'torch.tensor([2.0, 1.0, 0.5])', '->', type(e).__name__, e)
x = torch.tensor([5, 6])
y = x
try:
    x **= 2
    print('torch.tensor([5, 6])', '**=', '2', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, 6])', '**=', '2', '->', type(e).__name__, e)
x = torch.tensor([5, 6])
y = x
try:
    x **= 0.5
    print('torch.tensor([5, 6])', '**=', '0.5', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, 6])', '**=', '0.5', '->', type(e).__name__, e)
x = torch.tensor([5, 6])
y = x
try:
    x **= torch.tensor([0.5, 1.0])
    print('torch.tensor([5, 6])', '**=', 'torch.tensor([0.5, 1.0])', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, 6])', '**=', 'torch.tensor([0.5, 1.0])', '->', type(e).__name__, e)
x = torch.tensor([5.0, -7.0])
y = x
try:
    x //= 2
    print('torch.tensor([5.0, -7.0])', '//=', '2', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5.0, -7.0])', '//=', '2', '->', type(e).__name__, e)
x = torch.tensor([5, -7])
y = x
try:
    x //= 2
    print('torch.tensor([5, -7])', '//=', '2', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, -7])', '//=', '2', '->', type(e).__name__, e)
x = torch.tensor([5, -7])
y = x
try:
    x //= 2.5
    print('torch.tensor([5, -7])', '//=', '2.5', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, -7])', '//=', '2.5', '->', type(e).__name__, e)
x = torch.tensor([5.0, -7.0])
y = x
try:
    x %= 3
    print('torch.tensor([5.0, -7.0])', '%=', '3', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5.0, -7.0])', '%=', '3', '->', type(e).__name__, e)
x = torch.tensor([5, -7])
y = x
try:
    x %= 3
    print('torch.tensor([5, -7])', '%=', '3', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, -7])', '%=', '3', '->', type(e).__name__, e)
x = torch.tensor([5, -7])
y = x
try:
    x %= 2.5
    print('torch.tensor([5, -7])', '%=', '2.5', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, -7])', '%=', '2.5', '->', type(e).__name__, e)
x = torch.tensor([5, 6])
y = x
try:
    x &= 3
    print('torch.tensor([5, 6])', '&=', '3', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, 6])', '&=', '3', '->', type(e).__name__, e)
x = torch.tensor([5, 6])
y = x
try:
    x |= 3
    print('torch.tensor([5, 6])', '|=', '3', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, 6])', '|=', '3', '->', type(e).__name__, e)
x = torch.tensor([5, 6])
y = x
try:
    x ^= 3
    print('torch.tensor([5, 6])', '^=', '3', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5, 6])', '^=', '3', '->', type(e).__name__, e)
x = torch.tensor([True, False])
y = x
try:
    x &= torch.tensor([True, True])
    print('torch.tensor([True, False])', '&=', 'torch.tensor([True, True])', '->', y, x is y)
except Exception as e:
    print('torch.tensor([True, False])', '&=', 'torch.tensor([True, True])', '->', type(e).__name__, e)
x = torch.tensor([True, False])
y = x
try:
    x |= True
    print('torch.tensor([True, False])', '|=', 'True', '->', y, x is y)
except Exception as e:
    print('torch.tensor([True, False])', '|=', 'True', '->', type(e).__name__, e)
x = torch.tensor([5.0, 6.0])
y = x
try:
    x &= 3
    print('torch.tensor([5.0, 6.0])', '&=', '3', '->', y, x is y)
except Exception as e:
    print('torch.tensor([5.0, 6.0])', '&=', '3', '->', type(e).__name__, e)
x = torch.ones(2, 3)
y = x
try:
    x **= torch.ones(3)
    print('torch.ones(2, 3)', '**=', 'torch.ones(3)', '->', y, x is y)
except Exception as e:
    print('torch.ones(2, 3)', '**=', 'torch.ones(3)', '->', type(e).__name__, e)
x = torch.ones(3)
y = x
try:
    x **= torch.ones(2, 3)
    print('torch.ones(3)', '**=', 'torch.ones(2, 3)', '->', y, x is y)
except Exception as e:
    print('torch.ones(3)', '**=', 'torch.ones(2, 3)', '->', type(e).__name__, e)
w = torch.ones(3, requires_grad=True)
h = w * 2
h **= 2
print(h)
h.sum().backward()
print(w.grad)
try:
    w **= 2
except Exception as e:
    print(type(e).__name__, e)
with torch.no_grad():
    w //= 2
print(w)

a = torch.ones(2, 2)
b = a
a @= torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print(a, b, a is b)
