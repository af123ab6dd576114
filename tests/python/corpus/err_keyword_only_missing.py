def attention(q, k, *, scale):
    return q * k * scale
print(attention(1, 2))
