# clip_grad_norm_ (2 and inf) and clip_grad_value_ over gradients of many lengths, printed to the last bit.
import torch
torch.manual_seed(4)
for n in list(range(1, 34)) + [63, 64, 65, 127, 200]:
    a = torch.randn(n, requires_grad=True)
    b = torch.randn(3, n, requires_grad=True)
    c = torch.randn(2, requires_grad=True)
    loss = (a * a * a.relu()).sum() * 3 + (b ** 3).sum() + (c * n).sum()
    loss.backward()
    t = torch.nn.utils.clip_grad_norm_([a, b, c], 0.7 + n / 50)
    print(n, t.item(), a.grad.tolist()[:4], b.grad.sum().item(), c.grad.tolist())
    t = torch.nn.utils.clip_grad_norm_([a, b], 0.3, norm_type=float('inf'))
    torch.nn.utils.clip_grad_value_([b, c], 0.05)
    print(t.item(), a.grad.tolist()[-3:], b.grad.tolist()[0][:3], c.grad.tolist())
