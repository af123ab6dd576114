temperatures_c = [-5.5, 0, 12.25, 21.8, 37]
for c in temperatures_c:
    f = c * 9 / 5 + 32
    print(f"{c:6.1f}C = {f:6.1f}F", "hot" if f > 80 else "mild" if f > 50 else "cold")
print(round(2.5), round(3.5), round(-1.5), round(2.675, 2), round(1234.5678, -2))
print(int(3.9), int(-3.9), float("1e-3"), int("0x1f", 16), int("101", 2), bin(10), hex(255), oct(8))
print(abs(-7), pow(2, 10), pow(2, 10, 1000), 7 / 2, 7 // 2, 7 % 2, -7 // 2, 2 ** 0.5)
print(0.1 + 0.2, 1e20, 1e-7, 123456789.0 * 10, 1 / 3, float("inf"), -0.0)
print(str(1.0), repr(2.50), 10 / 4, 3 * 1.1, 100000000000000000.0, 1.5e16)
