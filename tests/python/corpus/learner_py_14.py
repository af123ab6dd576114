x = 2 ** 64
print(x, type(x), x.bit_length())
print(int("12345678901234567890") * 3)
print(hex(255), bin(10), oct(8), abs(-3.5), pow(2, 10), pow(2, 10, 1000))
print(round(2.5), round(3.5), round(2.675, 2))
print(int(3.9), float("1e-3"), str(1/3))
print(10 / 3, 10 // 3, 2 ** -1, 7 % -3)
