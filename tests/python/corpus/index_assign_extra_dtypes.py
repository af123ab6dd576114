# Index assignment into int32, float64 and float16 tensors: the bigram lesson's int32 count matrix, values
# cast as torch casts them, Python numbers kept at full precision in float64, and torch's overflow errors.
import torch

words = ["emma", "olivia", "ava"]
chars = sorted(set("".join(words)))
stoi = {c: i + 1 for i, c in enumerate(chars)}
stoi["."] = 0
N = torch.zeros((len(stoi), len(stoi)), dtype=torch.int32)
for w in words:
    seq = ["."] + list(w) + ["."]
    for a, b in zip(seq, seq[1:]):
        N[stoi[a], stoi[b]] += 1
print(N)
print(N.sum(), N[0].tolist(), N.sum().item())
P = (N + 1).float()
P /= P.sum(1, keepdim=True)
print(P[0])
N[1] = torch.tensor([9, 8, 7, 6, 5, 4, 3, 2])
N[2, :3] = 2.9
print(N[:3])

D = torch.zeros(4, dtype=torch.float64)
D[0] = 0.1
D[1] = 16777217
D[2:] = torch.tensor([0.1, 2.5])
print(D.tolist(), D)

H = torch.zeros(3, dtype=torch.float16)
H[0] = 0.1
H[1] = 65504
H[2] = float("inf")
print(H)

for target, value in [(N, 2**31), (N, 1e10), (N, float("nan")), (H, 70000), (D, 2**70), (N, 2**70)]:
    try:
        target[0] = value
        print("stored", value)
    except RuntimeError as error:
        print(target.dtype, value, "->", error)
