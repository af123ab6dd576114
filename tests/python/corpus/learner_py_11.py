import math
losses = [4.17, 3.5, 2.91, 2.48, 2.2]
for i, loss in enumerate(losses):
    print(f"step {i*100:4d}: loss {loss:.4f} ppl {math.exp(loss):8.2f}")
print(f"{'best':<6}{min(losses):>8.3f}")
print(round(sum(losses) / len(losses), 3))
print(f"{1234567:,} {0.000123:.2e} {3/7:.5%}")
