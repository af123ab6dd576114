def check(n):
    if n < 0:
        raise ValueError(f"n must be non-negative, got {n}")
    return n
try:
    check(-1)
except ValueError as e:
    print("error:", e)
check(-5)
