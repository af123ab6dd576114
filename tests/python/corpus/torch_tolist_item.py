import torch
torch.manual_seed(11)
x = torch.randn(2, 2)
print(x.tolist())
print(x[0, 1].item(), float(x[1, 1]), int(x[0, 0] * 10))
print(torch.ones(1).item(), torch.zeros(2, 1).tolist())
total = 0.0
for row in x.tolist():
    for value in row:
        total += value
print(round(total, 4))
for row in x:
    print(row)
