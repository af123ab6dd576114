import math
def softmax(xs):
    m = max(xs)
    e = [math.exp(x - m) for x in xs]
    s = sum(e)
    return [v / s for v in e]
print(softmax([1, 2, 3]))
print(f"{math.pi:.10f} {math.e:10.4f} {1234567.891:,.2f} {0.25:.1%}")
print(f"{42:08b} {255:#x} {3:>4}|{'ab':^6}|")
