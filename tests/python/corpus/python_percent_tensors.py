# %-formatting with tensors: a one-element tensor formats as its number, as under CPython and torch.
import torch
torch.manual_seed(0)
q = torch.randn(4, 8)
print("mean abs: %.4f" % q.abs().mean())
print("%d tokens, max %5.2f, argmax %d" % (q.shape[0], q.max(), q.argmax()))
print("%s | %r" % (q[0, 0], q.sum()))
print("%x %o %e" % (torch.tensor(255), torch.tensor(8), torch.tensor(1234.5)))
print("%d" % torch.tensor(2.7), "%.1f" % torch.tensor([3]))
for bad in [lambda: "%.2f" % q[0], lambda: "%x" % torch.tensor(2.5)]:
    try:
        bad()
    except (TypeError, ValueError) as error:
        print(type(error).__name__, error)
print("%s" % q[0, :3])
