# A dropout probability that is not a number: nn.Dropout compares it with the ints 0 and 1, F.dropout (and so a
# Dropout's forward, once p was changed) with the floats 0.0 and 1.0, and the TypeError names the one it used.
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.ones(3)
for attempt in [lambda: nn.Dropout("half"), lambda: F.dropout(x, "half"), lambda: F.dropout(x, 1.5)]:
    try:
        attempt()
    except (TypeError, ValueError) as error:
        print(type(error).__name__, error)
drop = nn.Dropout(0.2)
drop.p = [0.2]
drop(x)
