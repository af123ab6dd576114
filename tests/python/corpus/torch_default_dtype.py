# The default dtype a learner asks about: float32, which every factory and float literal gives; setting it to
# float32 changes nothing, and integer types are refused as torch refuses them.
import torch

print(torch.get_default_dtype())
print(torch.tensor([1.5]).dtype == torch.get_default_dtype(), torch.zeros(2).dtype)
torch.set_default_dtype(torch.float32)
print(torch.get_default_dtype(), torch.randn(2).dtype)
for wrong in [torch.int64, torch.bool, "float32"]:
    try:
        torch.set_default_dtype(wrong)
    except TypeError as error:
        print("TypeError:", error)
torch.get_default_dtype(1)
