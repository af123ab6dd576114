import torch
torch.manual_seed(3)
x = torch.randn(33, 33, 5) * 3
v = x.transpose(-2, -1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(33, 8) * 3
v = x.permute(1, 0)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(17, 33) * 3
v = x.T
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(1, 1) * 3
v = x.transpose(0, 1)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(33, 9) * 3
v = x.T
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(8, 33) * 3
v = x.permute(1, 0)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(17, 2, 8) * 3
v = x.transpose(-2, -1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(2, 2) * 3
v = x.permute(0, 1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(2, 1, 1) * 3
v = x.permute(1, 2, 0)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(17, 17, 2) * 3
v = x[..., ::2]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(8, 9) * 3
v = x[:, 1:]
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(5, 2) * 3
v = x.permute(1, 0)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(3, 5, 33) * 3
v = x.transpose(0, 2)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(2, 17, 17) * 3
v = x[..., ::2]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(1, 5, 3) * 3
v = x.permute(2, 0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(33, 8) * 3
v = x.T
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(17, 2, 2) * 3
v = x.transpose(-2, -1)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(1, 9) * 3
v = x.T
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(33, 3) * 3
v = x.transpose(0, 1)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(8, 5) * 3
v = x.transpose(0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(17, 33) * 3
v = x[:, 1:]
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(2, 1) * 3
v = x.transpose(0, 1)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(8, 17, 33) * 3
v = x.permute(2, 0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(33, 2) * 3
v = x.transpose(0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(2, 8) * 3
v = x[:, 1:]
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(1, 3) * 3
v = x[..., ::2]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(2, 9) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(1, 1) * 3
v = x[..., ::2]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(1, 1, 2) * 3
v = x[..., ::2]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(2, 2) * 3
v = x.T
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(3, 9) * 3
v = x.permute(0, 1)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(2, 17, 1) * 3
v = x.transpose(-2, -1)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(17, 1, 2) * 3
v = x.permute(1, 2, 0)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(9, 17, 33) * 3
v = x.transpose(-2, -1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(8, 2) * 3
v = x.permute(0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(33, 33) * 3
v = x.permute(0, 1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(3, 5, 3) * 3
v = x[:, 1:]
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(17, 8, 5) * 3
v = x.transpose(0, 2)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(5, 9, 5) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(2, 8) * 3
v = x.permute(1, 0)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(8, 5, 17) * 3
v = x[..., ::2]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(9, 2, 1) * 3
v = x[..., ::2]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(8, 1, 3) * 3
v = x.transpose(0, 2)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(5, 3, 1) * 3
v = x[:, 1:]
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(2, 5, 5) * 3
v = x.transpose(0, 2)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(33, 1) * 3
v = x.transpose(0, 1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(3, 17, 5) * 3
v = x[:, 1:]
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(33, 5, 1) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(2, 2) * 3
v = x.transpose(0, 1)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(8, 9) * 3
v = x.permute(0, 1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(1, 33) * 3
v = x.T
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(33, 1, 5) * 3
v = x.permute(2, 1, 0)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(3, 33, 3) * 3
v = x[:, 1:]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(5, 33) * 3
v = x.T
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(8, 8) * 3
v = x.T
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(3, 8, 33) * 3
v = x.transpose(-2, -1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(17, 1) * 3
v = x.T
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(33, 2) * 3
v = x.permute(1, 0)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(17, 17, 8) * 3
v = x[:, 1:]
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(17, 33, 9) * 3
v = x[:, 1:]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(8, 3) * 3
v = x.permute(1, 0)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(5, 1) * 3
v = x[..., ::2]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(5, 33, 2) * 3
v = x.transpose(-2, -1)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(5, 17, 1) * 3
v = x.transpose(-2, -1)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(5, 5) * 3
v = x.T
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(5, 9) * 3
v = x[..., ::2]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(5, 5, 5) * 3
v = x.transpose(0, 2)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(8, 17) * 3
v = x[:, 1:]
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(5, 17) * 3
v = x.permute(1, 0)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(9, 2, 9) * 3
v = x.permute(1, 0, 2)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(1, 1) * 3
v = x.transpose(0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(2, 5) * 3
v = x.transpose(0, 1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(1, 3) * 3
v = x.permute(0, 1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(17, 33, 17) * 3
v = x[:, 1:]
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(1, 1, 5) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(17, 5, 3) * 3
v = x[..., ::2]
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(5, 9, 8) * 3
v = x.transpose(0, 2)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(9, 9) * 3
v = x.transpose(0, 1)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(3, 2) * 3
v = x[..., ::2]
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(1, 9) * 3
v = x.transpose(0, 1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(9, 5, 17) * 3
v = x.transpose(-2, -1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(33, 5, 2) * 3
v = x.permute(2, 0, 1)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(5, 8) * 3
v = x[:, 1:]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(5, 17) * 3
v = x.permute(1, 0)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(8, 9, 17) * 3
v = x[:, 1:]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(1, 17) * 3
v = x[:, 1:]
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(33, 1) * 3
v = x[:, 1:]
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(17, 8, 9) * 3
v = x[:, 1:]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(8, 8, 1) * 3
v = x.transpose(-2, -1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(17, 17) * 3
v = x[..., ::2]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(1, 9, 2) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(1, 2) * 3
v = x.transpose(0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(1, 17) * 3
v = x.permute(0, 1)
print(v.var(0).tolist() if "(" not in "0" else 0)
x = torch.randn(9, 3) * 3
v = x[..., ::2]
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(17, 33) * 3
v = x.T
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(9, 3, 8) * 3
v = x.transpose(0, 2)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(8, 9) * 3
v = x[..., ::2]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(8, 5) * 3
v = x.transpose(0, 1)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(1, 1) * 3
v = x[..., ::2]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(1, 1, 2) * 3
v = x.permute(2, 1, 0)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(5, 9) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(9, 9) * 3
v = x.transpose(0, 1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(33, 5) * 3
v = x[:, 1:]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(17, 3, 9) * 3
v = x[..., ::2]
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(17, 9) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(2, 17) * 3
v = x[:, 1:]
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(2, 8) * 3
v = x.T
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(33, 9, 8) * 3
v = x[..., ::2]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(9, 2, 9) * 3
v = x.transpose(-2, -1)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(33, 8, 33) * 3
v = x[:, 1:]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(2, 9) * 3
v = x.permute(0, 1)
print(v.var(-1).tolist() if "(" not in "-1" else 0)
x = torch.randn(17, 5, 9) * 3
v = x.transpose(-2, -1)
print(v.var((0, 1)).tolist() if "(" not in "(0, 1)" else 0)
x = torch.randn(3, 2) * 3
v = x[..., ::2]
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(1, 3) * 3
v = x.permute(0, 1)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(2, 8, 2) * 3
v = x[..., ::2]
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(9, 2) * 3
v = x.transpose(0, 1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
x = torch.randn(5, 5, 33) * 3
v = x[:, 1:]
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(9, 9, 3) * 3
v = x.transpose(-2, -1)
print(v.var(0, keepdim=True).tolist() if "(" not in "0, keepdim=True" else 0)
x = torch.randn(1, 17) * 3
v = x.permute(0, 1)
print(v.var(1).tolist() if "(" not in "1" else 0)
x = torch.randn(33, 1) * 3
v = x.permute(0, 1)
print(v.contiguous().var().tolist() if "(" not in "" else 0)
