import math
vals = [2.0, 1.0, 0.1]
exps = [math.exp(v) for v in vals]
total = sum(exps)
probs = [e / total for e in exps]
print(probs)
print([round(p, 3) for p in probs])
print("sum = %.6f" % sum(probs))
print(max(range(len(probs)), key=lambda i: probs[i]))
