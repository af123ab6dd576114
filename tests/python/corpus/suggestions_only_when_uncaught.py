import torch
x = torch.ones(2)
try:
    x.shap
except AttributeError as e:
    print(e)
try:
    prnt(1)
except NameError as e:
    print(e, repr(e), e.args)
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)
m = M()
try:
    m.linn
except AttributeError as e:
    print(e)
try:
    torch.tensr
except AttributeError as e:
    print(e)
print(x.max(dim=0).value)
