import torch
import torch.nn.functional as F
# what the activations do at the edges: infinities, nan, -0.0, huge and tiny values, in a vector block and in the tail
edges = [float('-inf'), float('inf'), float('nan'), -0.0, 0.0, -88.5, -87.0, 88.5, -104.0, 1e-30, -6.0, 6.0]
x = torch.tensor(edges * 2)
for name, y in [("sigmoid", torch.sigmoid(x)), ("silu", F.silu(x)), ("gelu", F.gelu(x)),
                ("gelu_tanh", F.gelu(x, approximate='tanh'))]:
    print(name, y[:12].tolist())
    print(name, y[12:].tolist())
print(torch.sigmoid(torch.tensor([-100.0, -90.0, -88.0])))
print(F.gelu(torch.tensor([[-5.0, -0.5], [0.5, 5.0]]).t()))
