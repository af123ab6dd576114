# torch.dtype objects: one per dtype (is), equal and hashable as dict keys, printed by repr, str and format
import torch
x = torch.zeros(2)
print(torch.float32 is torch.float32, torch.float is torch.float32, x.dtype is torch.float32)
print(x.dtype == torch.float32, x.dtype != torch.int64, torch.float32 == 1, torch.long == torch.int64)
d = {torch.float32: "f", torch.int64: "i"}
print(d[x.dtype], d[torch.long], torch.float32 in d, torch.bool in d)
print(str(torch.int64), repr(torch.bool), [torch.float16, torch.float64], (torch.int32,))
print(bool(torch.float32), f"{torch.float32}", "%s" % torch.int64)
print(x.to(torch.int64).dtype, x.long().dtype is torch.int64)
print(torch.float32 in [torch.int64, torch.float32], [torch.bool].index(torch.bool))
try:
    torch.float32.nope
except AttributeError as e:
    print("AttributeError", e)
