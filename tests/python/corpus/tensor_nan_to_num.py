# Cleaning NaN and infinities before a loss: nan_to_num with its defaults and given replacements, in place too.
import torch

x = torch.tensor([float("nan"), float("inf"), -float("inf"), 1.5, -0.0])
print(x.nan_to_num())
print(torch.nan_to_num(x, nan=2.0, posinf=1e300, neginf=-5))
print(torch.nan_to_num(x, 1.0, 2.0, 3.0), torch.nan_to_num(x, posinf=100.0))
print(torch.nan_to_num(torch.tensor([1, 2])), torch.tensor([True]).nan_to_num(nan=3))
y = x.clone()
y.nan_to_num_(posinf=9.0)
print(y)
logits = torch.log(torch.tensor([[0.0, 0.5], [1.0, 0.0]]))
print(logits, logits.nan_to_num(neginf=-1e4).softmax(-1))
w = torch.tensor([1.0, float("nan")], requires_grad=True)
print(w.nan_to_num(), w.nan_to_num(nan=None))
try:
    x.nan_to_num("a")
except TypeError as e:
    print("TypeError:", e)
