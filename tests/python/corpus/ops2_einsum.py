import torch

torch.manual_seed(3)
# the contractions of attention code, over sizes that are not multiples of 8
B, T, C, H = 2, 5, 13, 3
q = torch.randn(B, T, C)
k = torch.randn(B, T, C)
v = torch.randn(B, T, C)
scores = torch.einsum('bid,bjd->bij', q, k)
print(scores.shape, torch.equal(scores, q @ k.transpose(-2, -1)))
print(scores[0, 0].tolist())
out = torch.einsum('bij,bjk->bik', scores.softmax(-1), v)
print(out.shape, torch.equal(out, scores.softmax(-1) @ v))
print(out[1, -1].tolist())
qh = q.view(B, T, H, -1) if C % H == 0 else torch.randn(B, H, T, 7)
kh = torch.randn(B, H, T + 2, 7)
att = torch.einsum('bhqd,bhkd->bhqk', qh, kh)
print(att.shape, att.is_contiguous())
print(att[1, 2].tolist())
w = torch.randn(C, 9)
print(torch.einsum('ij,jk->ik', q[0], w).tolist() == (q[0] @ w).tolist())
print(torch.einsum('ij,jk', q[0], w)[2].tolist())
print(torch.einsum('btc,cd->btd', q, w)[0, 1].tolist())
a, b = torch.randn(37), torch.randn(37)
print(torch.einsum('i,i->', a, b).item(), torch.dot(a, b).item())
print(torch.einsum('i,j->ij', a[:3], b[:4]))
print(torch.einsum('ij->ji', w[:2, :3]))
grid = torch.arange(6.).view(2, 3)
flipped = torch.einsum('ij->ji', grid)  # a view: writing to it changes grid
flipped[0, 1] = 100.
print(grid, flipped.is_contiguous(), torch.einsum('ijk->kji', torch.arange(24).view(2, 3, 4)).stride())
print(torch.einsum('ij,ij->ij', w[:2, :3], w[:2, :3]))
print(torch.einsum('ij,ij->i', w, w).tolist())
print(torch.einsum('ij,ij->', w, w).item())
print(torch.einsum('ij,kj->ik', q[0], k[0]).tolist() == (q[0] @ k[0].T).tolist())
print(torch.einsum('ij,jk->ki', q[0], w).is_contiguous())
print(torch.einsum('ij,jk->ik', torch.arange(6).view(2, 3), torch.arange(12).view(3, 4)))
print(torch.einsum('bij,bjk->bik', [torch.ones(1, 2, 3), torch.ones(1, 3, 2)]))
p = torch.randn(2, 3, requires_grad=True)
print(torch.einsum('ij,jk->ik', p, torch.ones(3, 2)))
print(torch.einsum('ij->ji', p))
print(torch.einsum('i,j->ij', p[0], p[1]))
x, y = torch.ones(2, 3), torch.ones(3, 4)
for call in [lambda: torch.einsum('ij,jk->ik', x, torch.ones(2, 4)), lambda: torch.einsum('ij,jk->ik', x),
             lambda: torch.einsum('ijk,jk->ik', x, y), lambda: torch.einsum('ij,jk->il', x, y),
             lambda: torch.einsum('ij,jk->ik', x, y.long()), lambda: torch.einsum('ij,jk->iik', x, y),
             lambda: torch.einsum('ij,jk->ik', x, 3)]:
    try:
        print(call())
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
