import torch
torch.manual_seed(8)
# torch.linalg.norm / vector_norm as vector norms: the same bits as Tensor.norm, over tail-hitting sizes
for n in [3, 8, 9, 17, 33, 100]:
    q = torch.randn(4, n)
    print(n, torch.linalg.norm(q, dim=1).tolist(), torch.linalg.vector_norm(q, ord=1, dim=0)[:3].tolist())
    print(torch.linalg.norm(q).item(), torch.linalg.vector_norm(q, float('inf')).item(), torch.linalg.norm(q[0], 1).item())
w = torch.randn(2, 3, requires_grad=True)
print(torch.linalg.norm(w, dim=-1, keepdim=True), torch.linalg.vector_norm(w))
for attempt in [lambda: torch.linalg.norm(torch.ones(3), dim=1), lambda: torch.linalg.norm(), lambda: torch.linalg.vector_norm([1.0, 2.0])]:
    try:
        print(attempt())
    except Exception as e:
        print(type(e).__name__, e)
