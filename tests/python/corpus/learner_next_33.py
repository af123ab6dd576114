import torch
torch.manual_seed(1)
probs = torch.softmax(torch.randn(5), dim=0)
print(probs)
idx = torch.multinomial(probs, num_samples=1)
print(idx)
