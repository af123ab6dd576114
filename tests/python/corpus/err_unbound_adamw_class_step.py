import torch
print("one step of AdamW")
torch.optim.AdamW.step()
