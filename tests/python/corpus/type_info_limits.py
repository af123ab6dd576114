import torch
# torch.finfo / torch.iinfo: the limits of a dtype, printed, compared and used as learners use eps
f = torch.finfo(torch.float32)
print(f == torch.finfo(torch.float64), f != torch.finfo(torch.float32), f == 3, torch.iinfo(torch.int64) == torch.iinfo(torch.int64))
try: f.nope
except Exception as e: print(type(e).__name__, e)
print(bool(f), torch.finfo(type=torch.float16).bits)
try: torch.finfo(torch.float32, 3)
except Exception as e: print(type(e).__name__, e)
try: torch.finfo(dtype=torch.float64)
except Exception as e: print(type(e).__name__, e)
x = torch.randn(3)
print(torch.finfo(x.dtype).eps, torch.finfo(x.dtype).tiny, torch.iinfo(torch.long).max, x.clamp(min=torch.finfo(x.dtype).eps) > 0)
print(f.dtype, type(f.dtype), torch.iinfo(torch.int32).bits, str(torch.iinfo(torch.int32)), [f])
eps = torch.finfo(torch.float32).eps
print(torch.tensor(1.0) + eps > 1.0, 1.0 + eps / 2 == 1.0)
print(torch.finfo, torch.iinfo, isinstance(f, torch.finfo), isinstance(f, torch.iinfo), isinstance(torch.float32, torch.finfo), type(f) is torch.finfo)
