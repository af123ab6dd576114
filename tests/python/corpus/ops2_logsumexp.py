import torch

torch.manual_seed(42)
x = torch.randn(3, 5)
print(x.logsumexp(dim=-1))
print(torch.logsumexp(x, 0, keepdim=True))
print(x.logsumexp((0, 1)))
print(torch.tensor([[1., float('inf')], [float('-inf'), float('-inf')]]).logsumexp(1))
print(torch.arange(4).logsumexp(0))
w = torch.randn(2, 3, requires_grad=True)
print(w.logsumexp(1))
# log_softmax written by hand, the way a learner checks it
print(torch.equal(x - x.logsumexp(-1, keepdim=True), x - torch.log(torch.exp(x - x.max(-1, keepdim=True).values).sum(-1, keepdim=True)) - x.max(-1, keepdim=True).values))
for n in [7, 17, 33, 70]:
    v = torch.randn(2, n) * 4
    print(n, v.logsumexp(-1).tolist(), v.T.logsumexp(0).tolist())
for call in [lambda: x.logsumexp(), lambda: x.logsumexp(2)]:
    try:
        print(call())
    except (TypeError, IndexError) as e:
        print(type(e).__name__ + ":", e)
