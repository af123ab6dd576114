import torch

# einsum with a label repeated in one operand (a diagonal) and with one operand summed over labels the output lacks.
torch.manual_seed(3)
print(torch.einsum('ii->', torch.eye(3) * 2))
print(torch.einsum("ii->i", torch.arange(9).view(3, 3)))
print(torch.einsum("ii", torch.arange(16).view(4, 4)))
a = torch.randn(5, 5, requires_grad=True)
trace = torch.einsum('ii', a)
diag = torch.einsum('ii->i', a)
print(trace, trace.grad_fn.name())
print(diag, diag.grad_fn.name())
(trace * 2 + diag[1:3].sum()).backward()
print(a.grad)
b = torch.randn(4, 3, 4)
print(torch.einsum('iji->j', b))
print(torch.einsum('iji->ji', b))
print(torch.einsum('bij->b', torch.randn(2, 7, 9)))
print(torch.einsum('ij->j', torch.randn(17, 3)))
print(torch.einsum('ij->i', torch.randn(3, 33)))
print(torch.einsum('Bab->Ba', torch.randn(2, 3, 5)))
print(torch.einsum('ii,ij->ij', torch.randn(3, 3), torch.randn(3, 4)))
print(torch.einsum('iij', torch.randn(3, 3, 2)))
print(torch.einsum('ii->i', torch.randn(4, 4).t()))
for equation, operand in [('ii->i', torch.randn(2, 3)), ('ii->i', torch.randn(2, 2, 2)), ('ij->k', torch.randn(2, 2))]:
    try:
        print(torch.einsum(equation, operand))
    except RuntimeError as e:
        print("RuntimeError:", e)
