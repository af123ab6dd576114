import torch
import torch.nn.functional as F

torch.manual_seed(1337)
B, T, C = 4, 8, 65
logits = torch.randn(B, T, C, requires_grad=True)
targets = torch.randint(0, C, (B, T))
loss = F.cross_entropy(logits.view(B * T, C), targets.view(B * T))
print(loss)
print(loss.item())
flat = F.cross_entropy(logits.view(-1, C), targets.view(-1))
print(torch.equal(loss, flat))
per_position = F.cross_entropy(logits.transpose(1, 2), targets)
print(per_position)
print(per_position.item() == loss.item())
print(F.cross_entropy(logits.transpose(1, 2), targets, reduction="none")[0])
print(F.cross_entropy(logits.transpose(1, 2), targets, reduction="sum"))
print(F.cross_entropy(logits.view(B * T, C), targets.view(B * T), reduction="none").shape)
x4 = torch.randn(2, 3, 4, 5)
print(F.cross_entropy(x4, torch.randint(0, 3, (2, 4, 5))))
print(F.cross_entropy(x4, torch.randint(0, 3, (2, 4, 5)), reduction="none").shape)
