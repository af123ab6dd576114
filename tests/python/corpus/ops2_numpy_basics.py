import torch

torch.manual_seed(0)
q = torch.randn(3, 5)
a = q.numpy()
print(a.dtype, repr(a.dtype), type(a.dtype).__name__, a.dtype == 'float32', str(a.dtype))
print(torch.arange(5).numpy().dtype, torch.tensor([True]).numpy().dtype)
print(a.shape, a.ndim, a.size, a.tolist()[0][:2])
print(a.sum(), repr(a.sum()), type(a.sum()).__name__)
print(a.mean(), float(a.mean()), float(a[0, 0]))
print(a.round(2))
print(a.round())
print(a.round(-1))
print(torch.tensor([0.5, 1.5, 2.5, -0.5]).numpy().round())
print(torch.arange(7).numpy().sum(), torch.tensor([True, False, True]).numpy().sum())
print(torch.tensor(2.5).numpy().sum(), torch.tensor([]).numpy().sum())
# sums over lengths that take every branch of NumPy's pairwise summation
for n in [1, 7, 8, 9, 16, 100, 128, 129, 200, 1000, 4099]:
    v = torch.randn(n).numpy()
    print(n, float(v.sum()), float(v.mean()))
w = torch.randn(4, 37).numpy()
print(float(w.sum()), float(w.mean()), w.round(3)[0, :4])
try:
    float(a)
except TypeError as e:
    print("TypeError:", e)
