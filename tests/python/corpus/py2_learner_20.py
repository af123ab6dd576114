import math
def quadratic(a, b, c):
    disc = b * b - 4 * a * c
    if disc < 0:
        raise ValueError(f"no real roots (discriminant {disc})")
    root = math.sqrt(disc)
    return ((-b + root) / (2 * a), (-b - root) / (2 * a))
for coeffs in [(1, -3, 2), (1, 2, 1), (2, 0, -8), (1, 0, 1)]:
    try:
        r1, r2 = quadratic(*coeffs)
        print(coeffs, "->", r1, r2)
    except ValueError as e:
        print(coeffs, "->", e)
print(math.sqrt(-1))
