import torch
torch.manual_seed(0)
logits = torch.randn(3, 5)
targets = torch.tensor([1, 4, 0])
print(logits[range(3), targets])
print(logits[torch.arange(3), targets])
print(logits[range(1, 3)])
print(logits[:, range(0, 5, 2)])
p = logits.softmax(-1)
print(-p[range(3), targets].log().mean())
def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)
attempt(lambda: torch.tensor(3.)[0])
attempt(lambda: torch.tensor(3.)[:])
attempt(lambda: torch.tensor(3.)[None].shape)
attempt(lambda: torch.tensor(3.)[...])
x = torch.zeros(4)
x[range(2)] = 1
print(x)
