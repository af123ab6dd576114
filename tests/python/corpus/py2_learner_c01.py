import math
def newton_sqrt(x, tol=1e-12):
    guess = x / 2 or 1.0
    steps = 0
    while abs(guess * guess - x) > tol:
        guess = (guess + x / guess) / 2
        steps += 1
    return guess, steps
for x in [2, 10, 144, 0.25]:
    r, n = newton_sqrt(x)
    print(f"sqrt({x}) = {r:.12f} in {n} steps; math says {math.sqrt(x)!r}")
print(math.isclose(newton_sqrt(2)[0], math.sqrt(2)), sum(1 / math.factorial(k) for k in range(15)))
