import math
print(2 ** 64, 2 ** 100, -(2 ** 63) - 1, 10 ** 30)
print(math.factorial(25), math.factorial(30))
vocab_pairs = 50257 ** 4
print(vocab_pairs, vocab_pairs // 1000, vocab_pairs % 97, vocab_pairs / 3)
big = 2 ** 64
print(big + 1, big - 1, big * big, -big // 7, -big % 7, big / 2 ** 70, 1 / big)
print(big == 2 ** 64, big > 1e19, big < 1e20, big == 18446744073709551616.0, -big < 0)
print(int("123456789012345678901234567890") + 1, int(1e20), float(2 ** 70), abs(-big), round(big))
print(f"{big}", f"{big:,}", f"{big:>25}", str(big), repr(-big), type(big).__name__, isinstance(big, int))
print(1 << 100, (1 << 100) >> 90, sum([2 ** 62] * 8), max(big, 5), sorted([2 ** 65, 1, -2 ** 65]))
print(hash(2 ** 64), hash(-(2 ** 100)), {big: "two to the 64"}[2 ** 64], divmod(2 ** 70, 12345))
total = 1
for n in range(1, 31):
    total *= n
print(total, len(str(total)), total == math.factorial(30), math.prod(range(1, 31)) == total)
print(9223372036854775807 + 1, 0xFFFFFFFFFFFFFFFFFF, 2 ** 64 - 2 ** 64, type(2 ** 64 // 2 ** 60))
