import torch
x = torch.randn(2, 3)
y = x.veiw(3, 2)
