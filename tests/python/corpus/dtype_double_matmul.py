import torch

torch.manual_seed(21)
for n, k, m in [(1, 1, 1), (2, 3, 4), (3, 7, 5), (5, 9, 17), (8, 16, 8), (13, 33, 7), (4, 100, 3)]:
    a = torch.randn(n, k).double() / 3
    b = torch.randn(k, m).double() * 1.7
    print((a @ b).tolist())
    print(torch.matmul(a, b[:, 0]).tolist(), (a[0] @ b).tolist(), (a[0] @ b[:, 0]).item())
    print(a.mm(b).sum().item(), (a @ a.t()).tolist()[0])
    c = torch.randn(2, n, k).double()
    print((c @ b).tolist()[1][0], torch.bmm(c, c.transpose(1, 2)).tolist()[0][-1])
print(torch.randn(3, 4).double() @ torch.randn(4, 2).double())
