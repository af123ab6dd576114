import torch
import torch.nn as nn


class Attn(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer('tril', torch.tril(torch.ones(3, 3)))
        for name in ['', 3]:
            try:
                self.register_buffer(name, None)
            except (KeyError, TypeError) as e:
                print(type(e).__name__, e)
        try:
            self.register_buffer('mask', 1.0)
        except TypeError as e:
            print("TypeError:", e)
        self.register_buffer('tril.upper', torch.ones(3, 3))


a = Attn()
