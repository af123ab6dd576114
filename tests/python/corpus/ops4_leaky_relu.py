# F.leaky_relu and nn.LeakyReLU over vector tails, with reprs and torch's messages.
import torch
import torch.nn as nn
import torch.nn.functional as F
def t(label, f):
    try:
        r = f()
        print(label, "->", r)
    except Exception as e:
        print(label, "!!", type(e).__name__ + ":", e)
x = torch.tensor([-3.0, -0.1, 0.0, 2.0, float('nan'), float('-inf')], requires_grad=True)
t("a", lambda: F.leaky_relu(x))
t("b", lambda: F.leaky_relu(x, 0.2))
t("c", lambda: nn.LeakyReLU())
t("d", lambda: nn.LeakyReLU(0.2, True))
t("e", lambda: nn.LeakyReLU(0.1)(x))
t("f", lambda: F.leaky_relu(torch.tensor([-3, 2])))
t("g", lambda: F.leaky_relu(x.detach(), negative_slope=1e-3).tolist())
t("h", lambda: F.leaky_relu([1.0]))
t("i", lambda: nn.Sequential(nn.Linear(3, 4), nn.LeakyReLU(0.05)))
torch.manual_seed(4)
for n in [3, 8, 15, 16, 17, 33, 100]:
    v = torch.randn(n)
    print(n, F.leaky_relu(v, 0.3).tolist(), nn.LeakyReLU()(v).tolist()[-3:])
