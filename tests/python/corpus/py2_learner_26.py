seconds = 98765
hours, rem = divmod(seconds, 3600)
minutes, secs = divmod(rem, 60)
print("%02d:%02d:%02d" % (hours, minutes, secs), f"{hours}h {minutes:02}m {secs:02}s")
cents = 1999
print(divmod(cents, 100), "$%d.%02d" % divmod(cents, 100))
for n in [7, 12, 255]:
    print(n, bin(n)[2:].zfill(8), f"{n:o}", f"{n:X}", n.bit_length(), n & 1, n >> 1, n << 2, n ^ 5, ~n)
print(int("ff", 16), int("-42"), float("3.5e2"), str(10 ** 20), 10 ** 20 // 3, 2 ** 64 - 1, -(2 ** 63))
