def check(n):
    if n < 0:
        raise ValueError('n must be non-negative')
    return n
check(-5)
