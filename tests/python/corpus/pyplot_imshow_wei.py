# The attention weights of one head, shown as an image with a colour bar.
import torch
import torch.nn.functional as F
import matplotlib.pyplot as plt

torch.manual_seed(42)
T = 6
q = torch.randn(T, 8)
k = torch.randn(T, 8)
wei = q @ k.T * 8 ** -0.5
tril = torch.tril(torch.ones(T, T))
wei = wei.masked_fill(tril == 0, float("-inf"))
wei = F.softmax(wei, dim=-1)
print(wei[2])
plt.figure(figsize=(4, 4))
plt.imshow(wei)
plt.colorbar()
plt.title("wei")
plt.show()
