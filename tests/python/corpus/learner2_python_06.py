print(2 ** 64)
print(2 ** 100 - 1)
print(10 ** 20 // 3)
x = 1
for i in range(1, 30):
    x *= i
print(x)
print(len(str(2 ** 1000)))
print(hex(255), bin(10), oct(8))
