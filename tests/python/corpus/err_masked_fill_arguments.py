import torch
torch.manual_seed(7)
x = torch.randn(2, 3)
def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)
attempt(lambda: x.masked_fill(x > 0, 'a'))
attempt(lambda: x.masked_fill(mask=x > 0))
attempt(lambda: x.masked_fill(x > 0, value=None))
attempt(lambda: x.masked_fill(1, 0))
