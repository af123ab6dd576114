import torch
torch.manual_seed(7)
x = torch.randn(4, 8)
def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)
attempt(lambda: x.reshape(4.0, 8))
attempt(lambda: x.reshape((4, 2.5)))
attempt(lambda: x.view((4, 2.5)))
attempt(lambda: x.view(2.5))
attempt(lambda: x.reshape(2.5))
attempt(lambda: x.view(4, '8'))
attempt(lambda: x.reshape(4, None))
attempt(lambda: x.view([4.0, 8]))
attempt(lambda: x.view(32.0))
attempt(lambda: x.reshape(-1, 8.0))
attempt(lambda: x.view(torch.tensor(4), 8).shape)
attempt(lambda: x.var(1, correction=2))
attempt(lambda: x.std(0, correction=0))
attempt(lambda: x.var(dim=1, correction=1, keepdim=True).shape)
attempt(lambda: x.var(correction=1))
