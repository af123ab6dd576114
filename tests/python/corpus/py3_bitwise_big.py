big = 2 ** 100 + 12345
print(big & 0xFFFF, big | 1, big ^ big, big & (big - 1), (2 ** 64 - 1) & 0xFF, 1 << 65)
print(~big, ~(-big), -big & 0xFFFFFFFF, -big | 5, -big ^ -3, (-2 ** 70) & (2 ** 70 - 1))
print((2 ** 80) >> 3, (-2 ** 80) >> 79, 3 ** 50 & 3 ** 40, (3 ** 50) ^ (2 ** 75), 10 ** 30 | 10 ** 20)
mask = (1 << 128) - 1
print(mask, mask & -1, (mask ^ (1 << 127)) >> 120, bin(2 ** 70 | 1)[:12], hex(mask & 0xABCDEF))
x = 0
for i in range(0, 200, 7):
    x |= 1 << i
print(x, bin(x).count("1"), x & -x, (x >> 100) & 0xFF)
print(True & (2 ** 65 + 1), (2 ** 65) & False)
