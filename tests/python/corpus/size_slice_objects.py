# slice objects built by hand and reused across lists, strings, tensors and shapes.
import torch

window = slice(1, 4)
every_other = slice(None, None, 2)
print(window, every_other, slice(3))
print(window.start, window.stop, window.step)
print(list(range(10))[window], "abcdefg"[every_other])
x = torch.arange(12).view(3, 4)
print(x[window])
print(x[:, every_other])
print(x.shape[slice(1, None)])
print(window.indices(2), slice(None, None, -2).indices(7))
print(window == slice(1, 4), window == slice(1, 5), type(window))
