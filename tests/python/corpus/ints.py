a = 7
b = -3
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** 2, 2 ** -1)
print(-7 // 2, -7 % 2, 7 % -3, 10 ** 12 * 10 ** 6, 0x1F, 0b101, 1_000_000)
print(abs(-5), abs(3.5), round(2.5), round(3.5), round(7, -1), round(15, -1), round(25, -1))
print(True + True, True * 3, 5 & 3, 5 | 3, 5 ^ 3, 1 << 10, -17 >> 2, ~5)
