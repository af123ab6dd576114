import torch

# matmul's fold of a batch into one mm/mv (2-D @ 3-D, 3-D @ 2-D, 1-D and 4-D cases): numbers, grad_fn names, messages.
torch.manual_seed(7)


def digest(t):
    values = t.flatten().tolist()
    return sum(v * (i + 1) for i, v in enumerate(values))


def grad_name(t):
    return type(t.grad_fn).__name__ if t.grad_fn is not None else None


for B, T, C, H in [(1, 3, 5, 2), (2, 7, 9, 5), (4, 8, 32, 16), (3, 13, 17, 11), (2, 33, 20, 9), (1, 65, 12, 70)]:
    x = torch.randn(B, T, C)
    W = torch.randn(C, H)
    wei = torch.tril(torch.ones(T, T))
    wei = wei / wei.sum(1, keepdim=True)
    a = wei @ x
    b = x @ W
    c = torch.randn(C) @ x.transpose(1, 2)
    d = x @ torch.randn(C)
    e = x.transpose(1, 2).contiguous().transpose(1, 2) @ W
    f = torch.randn(T, T) @ x.transpose(1, 2).contiguous().transpose(1, 2)
    print(B, T, C, H, tuple(a.shape), tuple(b.shape), tuple(c.shape), tuple(d.shape))
    for r in (a, b, c, d, e, f):
        print(digest(r), r.flatten().tolist()[:2])
    # per-batch products agree with the folded one
    print(torch.equal(a[0], wei @ x[0]), torch.equal(b[-1], x[-1] @ W))

x4 = torch.randn(2, 3, 5, 7)
print(digest(x4 @ torch.randn(7, 4)), digest(torch.randn(6, 5) @ x4), digest(x4 @ torch.randn(7)), digest(torch.randn(5) @ x4))

for rg_left, rg_right in [(False, False), (True, False), (False, True), (True, True)]:
    m2 = torch.randn(4, 3, requires_grad=rg_left)
    m3 = torch.randn(2, 3, 5, requires_grad=rg_right)
    v = torch.randn(3, requires_grad=rg_left)
    x3 = torch.randn(2, 4, 3, requires_grad=rg_left)
    w2 = torch.randn(3, 6, requires_grad=rg_right)
    m4 = torch.randn(2, 2, 3, 5, requires_grad=rg_right)
    print(rg_left, rg_right, grad_name(m2 @ m3), grad_name(v @ m3), grad_name(x3 @ w2), grad_name(x3 @ torch.randn(3)),
          grad_name(m2 @ m4), grad_name(m4.transpose(-2, -1) @ torch.randn(3, 2)), grad_name(m2 @ m3.transpose(1, 2).contiguous().transpose(1, 2)),
          grad_name(torch.randn(2, 3, 4).transpose(1, 2) @ w2), grad_name(torch.matmul(m2, m3)))

pairs = [((4, 4), (2, 5, 5)), ((2, 4, 4), (5, 5)), ((4,), (2, 5, 5)), ((2, 4, 4), (5,)), ((3, 4), (2, 3, 5, 5)),
         ((2, 3, 4, 4), (5, 5)), ((2, 4, 4), (3, 5, 5)), ((2, 5, 4), (5, 5)), ((4, 4), (2, 5, 5, 1)), ((2, 3, 4, 4), (2, 1, 5)),
         ((2, 3, 4, 4), (3, 5, 5)), ((0, 4, 4), (5, 5)), ((4, 4), (0, 5, 5)), ((16, 4), (2, 5, 5))]
for left, right in pairs:
    for transposed in (False, True):
        a = torch.randn(*left)
        b = torch.randn(*right)
        if transposed and len(left) == 3:
            a = a.transpose(1, 2).contiguous().transpose(1, 2)
        if transposed and len(right) == 3:
            b = b.transpose(1, 2).contiguous().transpose(1, 2)
        try:
            print(tuple((a @ b).shape))
        except RuntimeError as err:
            print(left, right, transposed, "RuntimeError:", err)
for make in [lambda: torch.randn(2, 4, 4).transpose(0, 1), lambda: torch.randn(2, 4, 4).transpose(0, 2),
             lambda: torch.randn(2, 4, 8)[:, :, ::2], lambda: torch.randn(2, 6, 4)[:, :4, :], lambda: torch.randn(1, 4, 4).expand(2, 4, 4),
             lambda: torch.randn(2, 3, 4, 4).transpose(2, 3), lambda: torch.randn(2, 5, 4).permute(0, 2, 1)]:
    try:
        print(make() @ torch.randn(5, 5))
    except RuntimeError as err:
        print("RuntimeError:", err)
    try:
        print(torch.randn(5, 5) @ make())
    except RuntimeError as err:
        print("RuntimeError:", err)
