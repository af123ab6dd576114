import torch
# torch.finfo / torch.iinfo with the wrong kind of dtype or argument: torch's TypeErrors
for dtype in [torch.float32, torch.float64, torch.float16]:
    info = torch.finfo(dtype)
    print(info)
    print(info.bits, info.eps, info.max, info.min, info.tiny, info.smallest_normal, info.resolution, info.dtype)
print(torch.finfo())
for dtype in [torch.int64, torch.int32, torch.long, torch.bool]:
    try:
        info = torch.iinfo(dtype)
        print(info, info.bits, info.max, info.min, info.dtype, type(info.max))
    except TypeError as error:
        print("TypeError:", error)
for wrong in [torch.int64, 3, "float32", None]:
    try:
        torch.finfo(wrong)
    except TypeError as error:
        print("TypeError:", error)
try:
    torch.iinfo(torch.float32)
except TypeError as error:
    print("TypeError:", error)
try:
    torch.iinfo()
except TypeError as error:
    print("TypeError:", error)
info = torch.finfo(torch.float32)
try:
    info.nope
except AttributeError as error:
    print("AttributeError:", error)
print({torch.finfo(torch.float32).eps: "eps"})
hash(info)
