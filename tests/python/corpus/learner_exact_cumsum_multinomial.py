import torch
import torch.nn.functional as F
torch.manual_seed(1234)
# cumsum over tail-hitting sizes, both dims, printed bit for bit through float.hex
for n in [1, 3, 7, 8, 9, 15, 16, 17, 31, 33, 100]:
    x = torch.randn(3, n) * 100
    a = x.cumsum(dim=-1)
    b = torch.cumsum(x, 0)
    print(n, a[-1].tolist()[-3:], b[-1].tolist()[:3], a.sum().item())
print(torch.arange(10).cumsum(0), torch.tensor([True, True, False]).cumsum(dim=0))
# multinomial: one sample per row from softmax probabilities, rows of several lengths
picks = []
for n in [2, 3, 5, 8, 9, 17, 65]:
    logits = torch.randn(4, n) * 3
    probs = F.softmax(logits, dim=-1)
    picks.append(torch.multinomial(probs, num_samples=1).view(-1).tolist())
    picks.append(torch.multinomial(probs[0], 1).item())
print(picks)
print(torch.multinomial(torch.tensor([0.0, 0.0, 1.0]), 1), torch.tensor([1.0, 2.0, 3.0]).multinomial(1, replacement=True))
# with replacement: several samples per row through the cumulative search
weights = torch.rand(3, 11) + 0.01
print(torch.multinomial(weights, 20, replacement=True).tolist())
print(torch.multinomial(weights[1], num_samples=5, replacement=True))
