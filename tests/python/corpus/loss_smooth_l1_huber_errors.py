# Mistakes with smooth L1 and Huber losses: torch's messages.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
pred = torch.randn(4)
target = torch.randn(4)
for call in [lambda: F.smooth_l1_loss(pred, target, beta=-0.5), lambda: F.huber_loss(pred, target, delta=0.0),
             lambda: nn.HuberLoss(delta=-1)(pred, target), lambda: F.smooth_l1_loss(pred.long(), target.long()),
             lambda: F.huber_loss(pred.long(), target.long()), lambda: F.smooth_l1_loss(pred, target, reduction="avg"),
             lambda: nn.SmoothL1Loss(reduction="total")(pred, target), lambda: F.smooth_l1_loss(pred, [0.0, 1.0, 2.0, 3.0]),
             lambda: F.huber_loss(pred, 1.0), lambda: F.smooth_l1_loss(pred), lambda: nn.HuberLoss()(pred)]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__ + ":", e)
print(F.smooth_l1_loss(pred, target), F.huber_loss(pred, target, reduction="sum"))
nn.SmoothL1Loss()(pred.tolist(), target)
